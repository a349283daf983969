/**
 * Duplicate on Campaign (deep: its ad squads and their ads), Ad Squad (with its ads, into the same
 * or another campaign) and Ad (into an ad squad). Every item is read and checked before any
 * request; then per item the originals are read (ad squads with `return_placement_v2=true`, the
 * only read that returns their placement settings: seen in clients), the copy is planned
 * (duplicatePlan.ts), its ad squads checked against Snap's pixel eligibility (eligibilityCheck.ts)
 * and either previewed or created level by level (duplicateRun.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import type { SnapEntity } from '../../api';
import { AD_ACCOUNT, childrenPath, entityPath } from '../../api';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import type { AdAccountInfo } from '../common/accounts';
import { createAdAccountLookup } from '../common/accounts';
import { getOne } from '../common/entities';
import { AD, AD_SQUAD, CAMPAIGN } from '../common/entityTypes';
import { convertInputErrors } from '../../../shared/items/items';
import { createRunCache } from '../../../shared/items/runCache';
import { done, refused, runWrites, unknown } from '../../../shared/items/writes';
import { AD_SQUAD_DAILY_MIN_MICRO, CAMPAIGN_DAILY_MIN_MICRO, checkAmount } from './checks';
import { readEstimate, readPreview, zoneOf } from './fields';
import { estimatePlanned } from '../targeting/audienceSize';
import type { DuplicateInput } from './duplicateFields';
import { copyName, planAd, planAdSquad, planCampaign } from './duplicatePlan';
import type { DeepPlan, PlanNode } from './duplicateRun';
import { deepOutput, describeStopped, previewOutput, runDeepPlan, stoppedDetails } from './duplicateRun';
import { campaignObjective, goalName } from '../../api/objectives';
import type { CreateLevel } from './send';
import { CREATE_ENTITY } from './send';
import { readEnd } from '../../../shared/time/readEnd';
import { readInstant } from '../../../shared/time/readInstant';
import { warningsJson } from '../common/warnings';
import { accountSegments, segmentWarnings, type SegmentLists } from '../targeting/segmentCheck';
import { applyTargetingEdit, editedSegmentIds } from '../targeting/targetingEdit';
import { checkPlanEligibility, createEligibilityCheck } from './eligibilityCheck';

type Entity = Record<string, unknown>;
const PAGE = 1000;
/** The only read of ad squads that returns their placement settings (seen in clients). */
const WITH_PLACEMENT = { return_placement_v2: 'true' };

/** One entity of `type` (Campaign, Ad Squad or Ad), read by its ID. */
async function readOne(ctx: IExecuteFunctions, client: SnapClient, type: SnapEntity, id: string, itemIndex: number, qs?: Record<string, string>): Promise<Entity> {
	return await getOne(ctx, client, {
		path: entityPath(type, id),
		qs,
		listKey: type.plural,
		entityKey: type.singular,
		subject: `${type.label} ${id}`,
		itemIndex,
		notFoundMessage: `${type.displayName} ${id} was not found, or the connected Snapchat user cannot see it`,
	});
}

/** Every `child` under one `parent` (all pages). */
async function listUnder(client: SnapClient, parent: SnapEntity, parentId: string, child: SnapEntity, itemIndex: number, qs?: Record<string, string>): Promise<Entity[]> {
	const subject = `the ${child.label}s of ${parent.label} ${parentId}`;
	return await client.listAll({ path: childrenPath(parent, parentId, child), qs, subject, itemIndex }, child.plural, child.singular, PAGE);
}

/** The ads of `squadIds`, by squad: per squad for one or two, else one walk of the account's ads. */
async function adsOf(client: SnapClient, adAccountId: string, squadIds: string[], itemIndex: number): Promise<Map<string, Entity[]>> {
	const bySquad = new Map<string, Entity[]>(squadIds.map((id) => [id, []]));
	const lists =
		squadIds.length <= 2
			? await Promise.all(squadIds.map(async (id) => await listUnder(client, AD_SQUAD, id, AD, itemIndex)))
			: [await listUnder(client, AD_ACCOUNT, adAccountId, AD, itemIndex)];
	for (const ad of lists.flat()) bySquad.get(String(ad[AD.parentKey as string]))?.push(ad);
	return bySquad;
}

interface Resolved {
	startUtc?: string;
	endUtc?: string;
	budgetMicro?: number;
}

function resolveChanges(input: DuplicateInput, account: AdAccountInfo, level: CreateLevel, lifetime: boolean): Resolved {
	const zone = zoneOf(input.zone, account);
	const out: Resolved = {};
	if (input.start !== undefined) out.startUtc = readInstant(input.start, zone, { field: 'New Start Time', noun: 'start time' }).iso;
	if (input.end !== undefined) {
		const end = readEnd(input.end, zone, { field: 'New End Time', noun: 'end time' });
		out.endUtc = end.iso;
		if (end.ms <= Date.now()) throw new InputError('New End Time', `New End Time ${out.endUtc} is in the past`, 'Enter a time after now.');
	}
	if (input.budget !== undefined) {
		const field = level === 'campaign' ? 'New Daily Spend Cap' : 'New Budget';
		const min = level === 'campaign' ? CAMPAIGN_DAILY_MIN_MICRO : lifetime ? 1 : AD_SQUAD_DAILY_MIN_MICRO;
		out.budgetMicro = checkAmount(input.budget, field, account.currency, min);
	}
	return out;
}

/** Refuses an entity of another ad account than the chosen one, naming the field that points at it. */
function checkAccount(accountId: unknown, input: DuplicateInput, what: string, id: string, field: string): void {
	if (String(accountId).toLowerCase() !== input.adAccountId) {
		throw new InputError(field, `${what} ${id} is not in ad account ${input.adAccountId}`, 'Pick it from the list, which shows the chosen ad account\'s entities, or choose its ad account.');
	}
}

/** Reads of one run, each entity read once (a campaign or ad squad several items point at). */
type Reader = (type: SnapEntity, id: string, itemIndex: number, qs?: Record<string, string>) => Promise<Entity>;

function runReader(ctx: IExecuteFunctions, client: SnapClient): Reader {
	const cache = createRunCache<Entity>();
	return async (type, id, itemIndex, qs) =>
		await cache(`${type.plural}/${id}?${new URLSearchParams(qs).toString()}`, async () => await readOne(ctx, client, type, id, itemIndex, qs));
}

/** The ad account of an ad squad: Snap's ad squad names only its campaign, whose read names the account. */
async function accountOfSquad(read: Reader, squad: Entity, itemIndex: number): Promise<unknown> {
	return (await read(CAMPAIGN, String(squad[AD_SQUAD.parentKey as string]), itemIndex))[CAMPAIGN.parentKey as string];
}

/** Reads the originals and plans the copy of one item. */
async function planItem(ctx: IExecuteFunctions, client: SnapClient, read: Reader, level: CreateLevel, input: DuplicateInput, account: AdAccountInfo, lists: SegmentLists): Promise<DeepPlan> {
	const i = input.itemIndex;
	const nowMs = Date.now();
	const name = (original: unknown) => convertInputErrors(ctx, i, () => copyName(input.namePattern, original));
	if (level === 'campaign') {
		const campaign = await read(CAMPAIGN, input.sourceId, i);
		const squads = input.includeChildren
			? await listUnder(client, CAMPAIGN, input.sourceId, AD_SQUAD, i, WITH_PLACEMENT)
			: [];
		const ads = squads.length > 0 ? await adsOf(client, input.adAccountId, squads.map((s) => String(s.id)), i) : new Map<string, Entity[]>();
		return convertInputErrors(ctx, i, () => {
			checkAccount(campaign.ad_account_id, input, 'campaign', input.sourceId, 'Campaign');
			const changes = resolveChanges(input, account, 'campaign', false);
			const top: PlanNode = {
				level: 'campaign',
				sourceId: input.sourceId,
				element: planCampaign(campaign, input.adAccountId, { ...changes, name: name(campaign.name), status: input.status }, nowMs),
				children: squads.map((s) => ({
					level: 'adSquad' as const,
					sourceId: String(s.id),
					// New start and end times apply to the ad squads too: they run within their campaign.
					// Children keep their own status; only the campaign takes the chosen one (switched on last).
					element: planAdSquad(s, '', { startUtc: changes.startUtc, endUtc: changes.endUtc }, nowMs),
					children: (ads.get(String(s.id)) ?? []).map((a) => ({ level: 'ad' as const, sourceId: String(a.id), element: planAd(a, '', {}), children: [] })),
				})),
			};
			return { adAccountId: input.adAccountId, parentId: input.adAccountId, top, status: input.status };
		});
	}
	if (level === 'adSquad') {
		const squad = await read(AD_SQUAD, input.sourceId, i, WITH_PLACEMENT);
		// Both sides in the chosen ad account, before anything else: the original and, when given, Into Campaign.
		const sourceAccount = await accountOfSquad(read, squad, i);
		convertInputErrors(ctx, i, () => checkAccount(sourceAccount, input, 'ad squad', input.sourceId, 'Ad Squad'));
		const campaignId = input.targetParentId ?? String(squad.campaign_id);
		const campaign = await read(CAMPAIGN, campaignId, i);
		convertInputErrors(ctx, i, () => checkAccount(campaign.ad_account_id, input, 'campaign', campaignId, 'Into Campaign'));
		const ads = input.includeChildren ? ((await adsOf(client, input.adAccountId, [input.sourceId], i)).get(input.sourceId) ?? []) : [];
		const segmentIds = editedSegmentIds(input.targetingEdit);
		const segments = segmentIds.length > 0 ? await accountSegments(client, lists, input.adAccountId, i) : undefined;
		return convertInputErrors(ctx, i, () => {
			const warnings = segments ? segmentWarnings(segmentIds, segments, input.adAccountId) : [];
			const objective = campaignObjective(campaign);
			if (objective && !objective.goals.includes(String(squad.optimization_goal))) {
				throw new InputError('Into Campaign', `the ad squad's goal ${goalName(String(squad.optimization_goal))} is not eligible for campaign ${campaignId}'s objective ${objective.name}`, `Pick a campaign whose objective allows it (eligible there: ${objective.goals.map(goalName).join(', ')}).`);
			}
			const changes = resolveChanges(input, account, 'adSquad', squad.lifetime_budget_micro !== undefined);
			const element = planAdSquad(squad, campaignId, { ...changes, name: name(squad.name), status: input.status, countries: input.countries }, nowMs);
			element.targeting = applyTargetingEdit(element.targeting as Entity, input.targetingEdit, `the copy of ad squad ${input.sourceId}`);
			const top: PlanNode = {
				level: 'adSquad',
				sourceId: input.sourceId,
				element,
				// The copied ads keep their own status: only the ad squad takes the chosen one (switched on last).
				children: ads.map((a) => ({ level: 'ad' as const, sourceId: String(a.id), element: planAd(a, '', {}), children: [] })),
			};
			return { adAccountId: input.adAccountId, parentId: campaignId, top, status: input.status, warnings };
		});
	}
	const ad = await read(AD, input.sourceId, i);
	// Both sides in the chosen ad account: the original ad (through its ad squad) and Into Ad Squad.
	const sourceAccount = await accountOfSquad(read, await read(AD_SQUAD, String(ad.ad_squad_id), i), i);
	convertInputErrors(ctx, i, () => checkAccount(sourceAccount, input, 'ad', input.sourceId, 'Ad'));
	const adSquadId = input.targetParentId ?? String(ad.ad_squad_id);
	if (input.targetParentId) {
		const targetAccount = await accountOfSquad(read, await read(AD_SQUAD, adSquadId, i), i);
		convertInputErrors(ctx, i, () => checkAccount(targetAccount, input, 'ad squad', adSquadId, 'Into Ad Squad'));
	}
	return convertInputErrors(ctx, i, () => ({
		adAccountId: input.adAccountId,
		parentId: adSquadId,
		top: { level: 'ad', sourceId: input.sourceId, element: planAd(ad, adSquadId, { name: name(ad.name), status: input.status }), children: [] },
		status: input.status,
	}));
}

/**
 * Runs Duplicate on the package's batched-write runner, one item per chunk (each item is a tree of
 * requests of its own): `check` reads the originals and plans every item before anything is
 * created, `send` creates one plan (or previews it), and the runner decides Continue On Fail and
 * writes the run error, which names what earlier items created.
 */
export async function executeDuplicate(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	level: CreateLevel,
	read: (ctx: IExecuteFunctions, i: number) => DuplicateInput,
): Promise<INodeExecutionData[]> {
	const { label } = CREATE_ENTITY[level];
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(ctx));
	// Issue 46, point 2: Snap's pixel eligibility of every ad squad copy, once per pixel, goal and window of this run.
	const eligibility = createEligibilityCheck(ctx);
	return await runWrites<{ input: DuplicateInput; preview: boolean; plan?: DeepPlan; shown?: IDataObject }>(ctx, items, {
		what: { one: `${label} copy`, many: `${label} copies`, verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: 1,
		read: (i) => ({ group: String(i), input: { input: read(ctx, i), preview: readPreview(ctx, i) } }),
		check: async (entries, refuse) => {
			const accounts = createAdAccountLookup(await connect());
			const read = runReader(ctx, await connect());
			const lists = createRunCache<Map<string, Entity>>();
			const ready: typeof entries = [];
			for (const entry of entries) {
				try {
					const { input } = entry.input;
					const planned = await planItem(ctx, await connect(), read, level, input, await accounts.get(input.adAccountId, input.itemIndex), lists);
					const { plan, shown } = await checkPlanEligibility(eligibility, await connect(), planned, input.itemIndex);
					ready.push({ ...entry, input: { ...entry.input, plan, shown } });
				} catch (error) {
					refuse(entry.itemIndex, error);
				}
			}
			return ready;
		},
		plan: (entries) => entries.map((e) => ({ group: e.group, part: [e] })),
		send: async (_group, [entry]) => {
			const plan = entry.input.plan as DeepPlan;
			if (entry.input.preview) {
				// Opt-in, one request per item: the copy's reach as it would be created.
				const size = level === 'adSquad' && readEstimate(ctx, entry.itemIndex) ? { audience_estimate: { ...(await estimatePlanned(await connect(), plan.adAccountId, plan.top.element as IDataObject, entry.itemIndex)) } } : {};
				return [done({ ...previewOutput(plan), ...entry.input.shown, ...size, ...warningsJson(plan.warnings) })];
			}
			const result = await runDeepPlan(await connect(), plan, entry.itemIndex);
			if (result.notCreated.length === 0) return [done({ ...deepOutput(plan, result), ...warningsJson(plan.warnings) }, result.created[0].id)];
			const { message, description } = describeStopped(plan, result);
			const error = new NodeApiError(ctx.getNode(), stoppedDetails(result), { message, description, itemIndex: entry.itemIndex });
			// Nothing created: refused. Something created or perhaps created: the item's outcome is partial, said in full above.
			const partial = result.created.length > 0 || result.notCreated.some((n) => n.outcome === 'unknown');
			return [partial ? unknown(error) : refused(error)];
		},
	});
}
