/**
 * What a create run gives back: one output item per created entity (Snap's entity, the money
 * convention beside every `_micro` field, the currency, a link to it in Ads Manager), and for the
 * rest either error items (Continue On Fail) or one run error that lists what was created (IDs, so
 * a corrected re-run does not create them twice), what Snapchat refused, what is unknown and what
 * was not sent.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { microToAmount } from '../../../shared/input/money';
import { itemRanges } from '../../../shared/items/batches';
import { errorItem, outputItem } from '../../../shared/items/items';
import type { CreateLevel, CreateOutcome, CreateRequest } from './send';
import { CREATE_PATHS } from './send';

const LISTED = 20;

/**
 * Ads Manager's page of an entity. INFERRED from links Ads Manager shows (not documented by Snap):
 * the account, then the level and the ID.
 */
export function adsManagerUrl(adAccountId: string, level: CreateLevel, id: string): string {
	const segment = level === 'campaign' ? 'campaigns' : level === 'adSquad' ? 'adsquads' : 'ads';
	return `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}/${segment}/${encodeURIComponent(id)}`;
}

/** The package's money convention: `x_micro` stays, `x` beside it in the account's currency, plus `currency`. */
export function withMoney(entity: Record<string, unknown>, currency: string | undefined): Record<string, unknown> {
	const out: Record<string, unknown> = { ...entity };
	for (const [key, value] of Object.entries(entity)) {
		if (key.endsWith('_micro') && typeof value === 'number') out[key.slice(0, -'_micro'.length)] = microToAmount(value);
	}
	if (currency) out.currency = currency;
	return out;
}

export function createdJson(level: CreateLevel, entity: Record<string, unknown>, adAccountId: string, currency: string | undefined): IDataObject {
	return { ...withMoney(entity, currency), ads_manager_url: adsManagerUrl(adAccountId, level, String(entity.id)) } as IDataObject;
}

function describe(level: CreateLevel, request: CreateRequest, outcome: CreateOutcome): { message: string; description: string } {
	const { label } = CREATE_PATHS[level];
	const name = JSON.stringify(request.element.name);
	const i = request.itemIndex;
	switch (outcome.status) {
		case 'refused':
			return {
				message: `Snapchat did not create the ${label} ${name} of item ${i}: ${outcome.reason}`,
				description: `Nothing was created for this item. Fix what Snapchat names and run this item again.${outcome.requestId ? ` (request ID ${outcome.requestId})` : ''}`,
			};
		case 'unknown':
			return {
				message: `The outcome of item ${i} is unknown: ${outcome.reason}`,
				description: `The ${label} ${name} may have been created. Do not run this item again before checking: run Get Many for ${label}s and look for ${name}. It was not sent a second time.`,
			};
		default:
			return { message: `The ${label} ${name} of item ${i} was created`, description: '' };
		case 'notSent':
			return { message: `The ${label} ${name} of item ${i} was ${outcome.reason}`, description: 'Nothing was sent for this item. Fix the failure above and run it again.' };
	}
}

export interface CreateReportInput {
	level: CreateLevel;
	requests: CreateRequest[];
	outcomes: CreateOutcome[];
	/** The output of a created entity of request k. */
	output: (entity: Record<string, unknown>, k: number) => IDataObject;
}

/** Output and error items by item (Continue On Fail), or one run error when anything was not created. */
export function reportCreates(ctx: IExecuteFunctions, input: CreateReportInput, results: Array<INodeExecutionData | undefined>): void {
	const { level, requests, outcomes } = input;
	const problems: number[] = [];
	requests.forEach((r, k) => {
		const o = outcomes[k];
		if (o.status === 'created') results[r.itemIndex] = outputItem(input.output(o.entity, k), r.itemIndex);
		else problems.push(k);
	});
	if (problems.length === 0) return;
	if (ctx.continueOnFail()) {
		for (const k of problems) {
			const { message, description } = describe(level, requests[k], outcomes[k]);
			results[requests[k].itemIndex] = errorItem(Object.assign(new Error(message), { description }), requests[k].itemIndex);
		}
		return;
	}
	throw createRunError(ctx, input, problems);
}

function createRunError(ctx: IExecuteFunctions, input: CreateReportInput, problems: number[]): NodeApiError {
	const { level, requests, outcomes } = input;
	const { label } = CREATE_PATHS[level];
	const by = (status: CreateOutcome['status']) => requests.filter((_, k) => outcomes[k].status === status);
	const created = requests.map((r, k) => ({ r, o: outcomes[k] })).filter((x) => x.o.status === 'created');
	const refused = by('refused');
	const unknown = by('unknown');
	const notSent = by('notSent');
	const first = describe(level, requests[problems[0]], outcomes[problems[0]]);
	const items = (list: CreateRequest[]) => itemRanges(list.map((r) => r.itemIndex));
	const parts = [
		refused.length > 0 ? `Refused by Snapchat (nothing created): items ${items(refused)}.` : undefined,
		unknown.length > 0 ? `Outcome unknown (may exist, check before re-running, never sent twice): items ${items(unknown)}.` : undefined,
		created.length > 0
			? `Already created in this run, do not create them again: ${created
					.slice(0, LISTED)
					.map((x) => `item ${x.r.itemIndex} → ${String(x.o.status === 'created' ? x.o.entity.id : '')}`)
					.join(', ')}${created.length > LISTED ? ` and ${created.length - LISTED} more (in the error details)` : ''}.`
			: `No ${label} was created in this run.`,
		notSent.length > 0 ? `Not sent because of the failure: items ${items(notSent)}.` : undefined,
		'Turn on Continue On Fail to get one output item per input item, with the failed ones as error items.',
	];
	const message = problems.length === 1 && requests.length === 1 ? first.message : `${problems.length} of ${requests.length} ${label}s were not created: ${first.message}`;
	return new NodeApiError(
		ctx.getNode(),
		{
			created: created.map((x) => ({ item: x.r.itemIndex, id: x.o.status === 'created' ? x.o.entity.id : undefined })),
			refused: refused.map((r) => ({ item: r.itemIndex, reason: (outcomes[requests.indexOf(r)] as { reason: string }).reason })),
			unknown: unknown.map((r) => r.itemIndex),
			notSent: notSent.map((r) => r.itemIndex),
		} as unknown as JsonObject,
		{ message, description: [problems.length === 1 ? first.description : undefined, ...parts].filter((p) => p !== undefined).join(' '), itemIndex: requests[problems[0]].itemIndex },
	);
}
