/**
 * Stats -> Get: the entity's ad account gives the time zone and currency; the range is cut into
 * windows Snapchat accepts (32 local days for Day/Total, 7 days for Hour); one GET per window, the
 * answers merged in order, flattened into one item per entity and period (or output as they are).
 * An ad account report of more than spend without a breakdown is asked by campaign and added up
 * (Snapchat answers E1008 otherwise: see metrics.ts). Breakdown rows get names from one list read
 * per entity type and run (names.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { DateTime } from 'luxon';

import { toNodeError } from '../../../shared/items/errors';
import { InputError } from '../../../shared/input/validation';
import { splitStatsRange, ZONE_FIELD, type StatsWindow } from '../../time/statsWindows';
import { createClient } from '../../transport';
import { convertInputErrors, forEachItem, outputItem } from '../../../shared/items/items';
import { createStatsTargets, type StatsTarget } from './entity';
import { properties as fields } from './fields';
import { addUpStats } from './addUp';
import { flattenStats, mergeWindowRows, StatsAnswerError } from './flatten';
import { readStatsInput, resolveRange, type StatsInput } from './input';
import { LEVELS, type BreakdownName } from './levels';
import { addsUpCampaigns } from './metrics';
import { createBreakdownNames, type BreakdownNames } from './names';
import { ENTITIES, statsPath } from '../../api';

export const properties = fields;

/** Every item's input, read before any call; a bad item fails the run unless Continue On Fail. */
function readAll(ctx: IExecuteFunctions, items: INodeExecutionData[]): Array<StatsInput | Error> {
	const inputs = items.map((_, i): StatsInput | Error => {
		try {
			return readStatsInput(ctx, i);
		} catch (error) {
			return error instanceof Error ? error : new Error(String(error));
		}
	});
	const firstBad = inputs.find((input): input is Error => input instanceof Error);
	if (firstBad && !ctx.continueOnFail()) throw toNodeError(ctx.getNode(), firstBad);
	return inputs;
}

/** The windows of the item's range in its zone (none for Lifetime: one call without a range). */
function windowsOf(ctx: IExecuteFunctions, input: StatsInput, target: StatsTarget, i: number, nowMs: number): { zone: string; windows: Array<StatsWindow | undefined> } {
	return convertInputErrors(ctx, i, () => {
		const accountZone = target.account.timezone;
		const zone = input.zoneOverride ?? accountZone;
		if (!zone) {
			throw new InputError(ZONE_FIELD, `Snapchat did not give the time zone of ad account ${target.account.id}`, 'Set the Time Zone option to the ad account\'s zone, e.g. America/Los_Angeles');
		}
		if (input.granularity === 'DAY' && input.zoneOverride && accountZone && input.zoneOverride !== accountZone) {
			throw new InputError(
				ZONE_FIELD,
				`Day rows cannot be cut in ${input.zoneOverride}: Snapchat cuts days at midnight in the ad account's zone, ${accountZone}`,
				'Remove the Time Zone option for Day granularity, or choose Total or Hour',
			);
		}
		if (input.granularity === 'LIFETIME') return { zone, windows: [undefined] };
		const range = resolveRange(input, zone, nowMs);
		const windows = splitStatsRange(range, input.granularity, zone);
		if (accountZone && zone !== accountZone) checkWholeHours(windows, accountZone);
		return { zone, windows };
	});
}

/**
 * Snapchat takes Hour (spec) and, we assume as the emulator does, Total boundaries only on whole
 * hours of the account's zone: a Time Zone half an hour off it (Asia/Kolkata for a Los Angeles
 * account) is refused here, naming the option, instead of by Snapchat.
 */
function checkWholeHours(windows: StatsWindow[], accountZone: string): void {
	for (const [ms, sent] of windows.flatMap((w): Array<[number, string]> => [[w.startMs, w.start], [w.endMs, w.end]])) {
		const local = DateTime.fromMillis(ms, { zone: accountZone });
		if (local.minute === 0 && local.second === 0) continue;
		throw new InputError(
			ZONE_FIELD,
			`${sent} is not on a whole hour in the ad account's zone, ${accountZone} (it is ${local.toFormat('HH:mm')} there)`,
			`Snapchat cuts stats on whole hours of ${accountZone}: choose a Time Zone a whole number of hours away from it, or remove the option`,
		);
	}
}

/** The breakdown sent: the user's, or by campaign for an ad account report that is added up. */
function sentBreakdown(input: StatsInput): BreakdownName {
	return addsUpCampaigns(input.level, input.breakdown, input.metrics) ? 'campaign' : input.breakdown;
}

function queryOf(input: StatsInput, window: StatsWindow | undefined): IDataObject {
	const qs: IDataObject = { granularity: input.granularity, fields: input.metrics.join(',') };
	if (window) {
		qs.start_time = window.start;
		qs.end_time = window.end;
	}
	const breakdown = sentBreakdown(input);
	if (breakdown !== 'none') qs.breakdown = breakdown;
	return { ...qs, ...input.extraQuery };
}

type Labels = Awaited<ReturnType<BreakdownNames['labels']>>;

/** The rows of one answer, or the reason it cannot be read (returned: no throw inside a catch). */
function flattened(body: unknown, input: StatsInput, target: StatsTarget, zone: string, labels: Labels | undefined): IDataObject[] | StatsAnswerError {
	try {
		const context = {
			granularity: input.granularity,
			zone,
			accountZone: target.account.timezone,
			currency: target.account.currency,
			names: target.name === undefined ? undefined : new Map([[target.id, target.name]]),
			labels: labels?.labels,
			missingLabel: labels?.missing,
		};
		return addsUpCampaigns(input.level, input.breakdown, input.metrics) ? addUpStats(body, context, input.metrics) : flattenStats(body, context);
	} catch (error) {
		return error instanceof StatsAnswerError ? error : new StatsAnswerError(String(error));
	}
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const inputs = readAll(this, items);
	// One "now" for the whole run: items of a run that crosses midnight in the zone get the same days.
	const nowMs = Date.now();
	const client = await createClient(this);
	const targets = createStatsTargets(this, client);
	const names = createBreakdownNames(client);
	return await forEachItem(this, items, async (i) => {
		const input = inputs[i];
		if (input instanceof Error) throw input;
		const target = await targets.resolve(input.level, input.entityId, i);
		const { zone, windows } = windowsOf(this, input, target, i, nowMs);
		const info = LEVELS[input.level];
		const out: INodeExecutionData[] = [];
		const windowRows: IDataObject[][] = [];
		let labels: Labels | undefined;
		for (const window of windows) {
			const body = await client.request({
				method: 'GET',
				path: statsPath(ENTITIES[input.level], input.entityId),
				qs: queryOf(input, window),
				idempotent: true,
				subject: `stats of ${info.what} ${input.entityId}`,
				itemIndex: i,
				notFoundMessage: `${info.label} ${input.entityId} was not found, or the connected Snapchat user cannot see it`,
			});
			if (input.raw) {
				out.push(outputItem(body as IDataObject, i));
				continue;
			}
			// Names are read after the first answer, so a refused report costs no list reads.
			if (input.breakdown !== 'none' && labels === undefined) labels = await names.labels(target.account.id, input.breakdown, i);
			const rows = flattened(body, input, target, zone, labels);
			if (rows instanceof StatsAnswerError) {
				const period = window ? `${window.start} to ${window.end}` : 'lifetime';
				throw new NodeApiError(this.getNode(), {}, { message: rows.message, itemIndex: i, description: `Stats of ${info.what} ${input.entityId}, ${period}` });
			}
			windowRows.push(rows);
		}
		for (const row of mergeWindowRows(windowRows)) out.push(outputItem(row, i));
		return out;
	});
}
