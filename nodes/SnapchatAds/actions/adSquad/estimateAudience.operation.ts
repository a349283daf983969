/**
 * Ad Squad → Estimate Audience (issue 42, point 7): the minimum and maximum audience size Snapchat
 * gives for a planned ad squad (the same fields as Create, one estimate per item, checked the same
 * way before any request; nothing is created) or for an existing ad squad. Snap docs, "Audience
 * Size" (audience_size_v2; see targeting/audienceSize.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { createClient, type SnapClient } from '../../transport';
import { createAdAccountLookup } from '../common/accounts';
import { adSquadPreparer } from '../creation/adSquadPrepare';
import { estimateExisting, estimatePlanned } from '../targeting/audienceSize';
import { warningsJson } from '../common/warnings';
import { plannedOrExistingFields, readPlannedOrExisting } from './plannedSquad';

export const properties: INodeProperties[] = plannedOrExistingFields('estimateAudience', 'Whose audience to estimate');

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(this));
	const prepare = adSquadPreparer();
	let accounts: ReturnType<typeof createAdAccountLookup> | undefined;
	const nowMs = Date.now();
	return await forEachCheckedItem(this, items, (i) => readPlannedOrExisting(this, i), async (given, i) => {
		const c = await connect();
		if (given.kind === 'existing') {
			const size = await estimateExisting(c, given.id, i);
			return [outputItem({ estimate_for: 'existing', ad_squad_id: given.id, ad_account_id: given.adAccountId, ...size }, i)];
		}
		accounts ??= createAdAccountLookup(c);
		const prepared = await prepare(given.input, { ctx: this, client: c, accounts, itemIndex: i, nowMs });
		const size = await estimatePlanned(c, prepared.adAccountId, prepared.element as IDataObject, i);
		const element = prepared.element as IDataObject;
		return [
			outputItem(
				{ estimate_for: 'planned', ad_account_id: prepared.adAccountId, campaign_id: prepared.parentId, name: element.name, ...size, targeting: element.targeting, ...warningsJson(prepared.warnings) },
				i,
			),
		];
	});
}
