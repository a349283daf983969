/**
 * Ad Squad → Get Bid Estimate (issue 49, point 4): Snapchat's minimum and maximum bid for an existing
 * ad squad, or for a planned one (Create's fields, checked the same way before any request; only the
 * goal and the targeting are sent), with what a bid means for the squad's goal and bid strategy, and
 * where its bid sits in the range. Money in the package's convention: the amount in the ad account's
 * currency, `currency`, and Snap's micro-currency beside it (`…_micro`). Nothing is created or changed.
 * The request and the meaning are in bidEstimate.ts.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { microToAmount } from '../../../shared/input/money';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { createClient, type SnapClient } from '../../transport';
import { AD_SQUAD, entityPath } from '../../api';
import { createAdAccountLookup, type AdAccountLookup } from '../common/accounts';
import { getOne } from '../common/entities';
import { warningsJson } from '../common/warnings';
import { adSquadPreparer } from '../creation/adSquadPrepare';
import { bidEstimateForSpec, bidEstimateOfSquad, bidMeaning, bidPosition, bidRangeJson, type BidEstimate } from './bidEstimate';
import { plannedOrExistingFields, readPlannedOrExisting } from './plannedSquad';

export const properties: INodeProperties[] = plannedOrExistingFields('getBidEstimate', 'Whose bid range to ask Snapchat for');

/** The item: the range, the squad's own bid beside it, and what a bid means. */
function bidItem(estimate: BidEstimate, currency: string | undefined, squad: Record<string, unknown>): IDataObject {
	const bidMicro = typeof squad.bid_micro === 'number' ? squad.bid_micro : null;
	return {
		...bidRangeJson(estimate, currency),
		bid_strategy: typeof squad.bid_strategy === 'string' ? squad.bid_strategy : null,
		bid: bidMicro === null ? null : microToAmount(bidMicro),
		bid_micro: bidMicro,
		bid_position: bidPosition(bidMicro, estimate),
		...bidMeaning(estimate.optimization_goal, squad.bid_strategy),
	};
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(this));
	const prepare = adSquadPreparer();
	let accounts: AdAccountLookup | undefined;
	const nowMs = Date.now();
	return await forEachCheckedItem(this, items, (i) => readPlannedOrExisting(this, i), async (given, i) => {
		const c = await connect();
		accounts ??= createAdAccountLookup(c);
		if (given.kind === 'existing') {
			const subject = `ad squad ${given.id}`;
			const notFoundMessage = `Ad squad ${given.id} was not found, or the connected Snapchat user cannot see it`;
			const squad = await getOne(this, c, { path: entityPath(AD_SQUAD, given.id), listKey: AD_SQUAD.plural, entityKey: AD_SQUAD.singular, subject, itemIndex: i, notFoundMessage });
			const goal = typeof squad.optimization_goal === 'string' ? squad.optimization_goal : undefined;
			const estimate = await bidEstimateOfSquad(c, given.id, goal, i);
			const { currency } = await accounts.get(given.adAccountId, i);
			return [outputItem({ estimate_for: 'existing', ad_squad_id: given.id, ad_account_id: given.adAccountId, name: squad.name as string, ...bidItem(estimate, currency, squad) }, i)];
		}
		const prepared = await prepare(given.input, { ctx: this, client: c, accounts, itemIndex: i, nowMs });
		const element = prepared.element as IDataObject;
		const estimate = await bidEstimateForSpec(c, prepared.adAccountId, { optimization_goal: String(element.optimization_goal), targeting: element.targeting }, i);
		return [
			outputItem(
				{
					estimate_for: 'planned',
					ad_account_id: prepared.adAccountId,
					campaign_id: prepared.parentId,
					name: element.name,
					...bidItem(estimate, prepared.currency, element),
					targeting: element.targeting,
					...warningsJson(prepared.warnings),
				},
				i,
			),
		];
	});
}
