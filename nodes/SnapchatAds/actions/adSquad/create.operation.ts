/**
 * Ad Squad → Create: one ad squad per item in the chosen campaign, Paused unless chosen otherwise.
 * Before any create, the campaign is read once per run: it must belong to the chosen ad account,
 * and the optimization goal must be eligible for its objective (Snap refuses it otherwise since
 * 2025-09-23). Body per Snap docs, "Ad Squads", and the minimal body a client sends to the live API.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { getOne } from '../common/entities';
import { convertInputErrors } from '../../../shared/items/items';
import { createRunCache } from '../../../shared/items/runCache';
import type { AdSquadInput } from '../creation/adSquadInput';
import { adSquadCreateProperties, readAdSquadCreate } from '../creation/adSquadInput';
import { AD_SQUAD_DAILY_MIN_MICRO, checkAmount, checkBid, checkSchedule } from '../creation/checks';
import { zoneOf } from '../creation/fields';
import { campaignObjective, goalName } from '../../api/objectives';
import { runCreates } from '../creation/run';
import { accountSegments, segmentWarnings } from '../creation/segmentCheck';

export const properties: INodeProperties[] = adSquadCreateProperties;

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const campaigns = createRunCache<Record<string, unknown>>();
	const segmentLists = createRunCache<Map<string, Record<string, unknown>>>();
	return await runCreates<AdSquadInput>(this, items, {
		level: 'adSquad',
		read: readAdSquadCreate,
		async prepare(input, { ctx, client, accounts, itemIndex, nowMs }) {
			const account = await accounts.get(input.adAccountId, itemIndex);
			const campaign = await campaigns(input.campaignId, async () =>
				await getOne(ctx, client, {
					path: `/v1/campaigns/${encodeURIComponent(input.campaignId)}`,
					listKey: 'campaigns',
					entityKey: 'campaign',
					subject: `campaign ${input.campaignId}`,
					itemIndex,
					notFoundMessage: `Campaign ${input.campaignId} was not found, or the connected Snapchat user cannot see it`,
				}),
			);
			const segments = input.segmentIds.length > 0 ? await accountSegments(client, segmentLists, input.adAccountId, itemIndex) : undefined;
			return convertInputErrors(ctx, itemIndex, () => {
				const warnings = segments ? segmentWarnings(input.segmentIds, segments, input.adAccountId) : [];
				if (String(campaign.ad_account_id).toLowerCase() !== input.adAccountId) {
					throw new InputError('Campaign', `campaign ${input.campaignId} is not in ad account ${input.adAccountId}`, 'Pick the campaign from the list, which shows the campaigns of the chosen ad account, or choose its ad account.');
				}
				const goal = String(input.base.optimization_goal);
				const objective = campaignObjective(campaign);
				if (objective && !objective.goals.includes(goal)) {
					throw new InputError(
						'Optimization Goal',
						`${goalName(goal)} is not eligible for the campaign's objective ${objective.name}`,
						`Choose one of: ${objective.goals.map(goalName).join(', ')}.`,
					);
				}
				const schedule = checkSchedule(input.start, input.end, zoneOf(input.zone, account), nowMs, { start: 'Start Time', end: 'End Time' });
				const budgetMicro =
					input.budgetType === 'daily'
						? checkAmount(input.budget, 'Budget', account.currency, AD_SQUAD_DAILY_MIN_MICRO)
						: checkAmount(input.budget, 'Budget', account.currency);
				const element: Record<string, unknown> = {
					...input.base,
					start_time: schedule.startUtc,
					...(schedule.endUtc ? { end_time: schedule.endUtc } : {}),
					...checkBid(input.bidStrategy, input.bidAmount, 'Bid Amount', account.currency),
					[input.budgetType === 'daily' ? 'daily_budget_micro' : 'lifetime_budget_micro']: budgetMicro,
				};
				return { parentId: input.campaignId, element, itemIndex, adAccountId: input.adAccountId, currency: account.currency, warnings };
			});
		},
	});
}
