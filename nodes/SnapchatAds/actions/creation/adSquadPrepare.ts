/**
 * What Ad Squad → Create checks and completes before any create, shared with Estimate Audience (a
 * planned squad is estimated from the same element): the campaign (read once per run) must be in the
 * ad account and allow the optimization goal, the schedule is read in the account's zone, budget and
 * bid in its currency, and the audience segments the targeting names are checked against the
 * account's list (read once per run; warnings for those not ready), and the interests, regions and
 * metros picked against Snap's lookups (each list read once per run; unknown IDs refused by name).
 */
import { InputError } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { createRunCache } from '../../../shared/items/runCache';
import { CAMPAIGN, entityPath } from '../../api';
import { campaignObjective, goalName } from '../../api/objectives';
import { getOne } from '../common/entities';
import type { AdSquadInput } from './adSquadInput';
import { AD_SQUAD_DAILY_MIN_MICRO, checkAmount, checkBid, checkSchedule } from './checks';
import { zoneOf } from './fields';
import type { CreateSpec } from './run';
import { accountSegments, segmentWarnings } from '../targeting/segmentCheck';
import { createLookupCache } from '../common/targetingLookups';
import { readLookupLists, refuseUnknownIds } from '../targeting/lookupCheck';

/** A prepare step for one run (its caches live as long as the run). */
export function adSquadPreparer(): CreateSpec<AdSquadInput>['prepare'] {
	const campaigns = createRunCache<Record<string, unknown>>();
	const segmentLists = createRunCache<Map<string, Record<string, unknown>>>();
	const lookups = createLookupCache();
	return async (input, { ctx, client, accounts, itemIndex, nowMs }) => {
		const account = await accounts.get(input.adAccountId, itemIndex);
		const campaign = await campaigns(input.campaignId, async () =>
			await getOne(ctx, client, {
				path: entityPath(CAMPAIGN, input.campaignId),
				listKey: CAMPAIGN.plural,
				entityKey: CAMPAIGN.singular,
				subject: `campaign ${input.campaignId}`,
				itemIndex,
				notFoundMessage: `Campaign ${input.campaignId} was not found, or the connected Snapchat user cannot see it`,
			}),
		);
		const segments = input.segmentIds.length > 0 ? await accountSegments(client, segmentLists, input.adAccountId, itemIndex) : undefined;
		const lists = await readLookupLists(client, lookups, input.lookups, itemIndex);
		return convertInputErrors(ctx, itemIndex, () => {
			refuseUnknownIds(input.lookups, lists);
			const warnings = [...input.warnings, ...(segments ? segmentWarnings(input.segmentIds, segments, input.adAccountId) : [])];
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
			return { parentId: input.campaignId, element, itemIndex, adAccountId: input.adAccountId, currency: account.currency, warnings, campaign };
		});
	};
}
