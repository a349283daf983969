/**
 * The run of a Create operation: every item is read and checked before any request (the ad
 * account's zone and currency, and for ad squads the campaign, are looked up once per run);
 * without Continue On Fail one bad item stops the run before anything is created. Then Preview
 * returns what would be sent, or the creates go out through `sendCreates` and come back as output
 * items, error items, or one run error naming what was created.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import type { AdAccountLookup } from '../common/accounts';
import { createAdAccountLookup } from '../common/accounts';
import { convertInputErrors, errorItem, outputItem } from '../../../shared/items/items';
import { readPreview } from './fields';
import { createdJson, reportCreates } from './report';
import type { CreateLevel, CreateRequest } from './send';
import { sendCreates } from './send';

export interface PreparedCreate extends CreateRequest {
	adAccountId: string;
	currency?: string;
}

export interface CreateSpec<T> {
	level: CreateLevel;
	/** Reads and checks what needs no request (InputErrors name the field). */
	read(ctx: IExecuteFunctions, itemIndex: number): T;
	/** Finishes the element with what the lookups give (zone, currency, the parent); still before any create. */
	prepare(input: T, env: { ctx: IExecuteFunctions; client: SnapClient; accounts: AdAccountLookup; itemIndex: number; nowMs: number }): Promise<PreparedCreate>;
}

export async function runCreates<T>(ctx: IExecuteFunctions, items: INodeExecutionData[], spec: CreateSpec<T>): Promise<INodeExecutionData[]> {
	const continueOnFail = ctx.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const refuse = (itemIndex: number, error: unknown) => {
		if (!continueOnFail) throw toNodeError(ctx.getNode(), error, itemIndex);
		results[itemIndex] = errorItem(error, itemIndex);
	};
	const done = () => results.filter((r): r is INodeExecutionData => r !== undefined);

	const inputs: Array<{ itemIndex: number; input: T }> = [];
	for (let i = 0; i < items.length; i++) {
		try {
			inputs.push({ itemIndex: i, input: convertInputErrors(ctx, i, () => spec.read(ctx, i)) });
		} catch (error) {
			refuse(i, error);
		}
	}
	if (inputs.length === 0) return done();
	const preview = readPreview(ctx);
	const client = await createClient(ctx);
	const accounts = createAdAccountLookup(client);
	const nowMs = Date.now();
	const prepared: PreparedCreate[] = [];
	for (const { itemIndex, input } of inputs) {
		try {
			prepared.push(await spec.prepare(input, { ctx, client, accounts, itemIndex, nowMs }));
		} catch (error) {
			refuse(itemIndex, error);
		}
	}
	if (preview) {
		for (const p of prepared) {
			results[p.itemIndex] = outputItem({ preview: true, sent: false, level: spec.level, parent_id: p.parentId, would_create: p.element as IDataObject }, p.itemIndex);
		}
		return done();
	}
	const outcomes = await sendCreates(client, spec.level, prepared, { stopOnProblem: !continueOnFail });
	reportCreates(ctx, { level: spec.level, requests: prepared, outcomes, output: (entity, k) => createdJson(spec.level, entity, prepared[k].adAccountId, prepared[k].currency) }, results);
	return done();
}
