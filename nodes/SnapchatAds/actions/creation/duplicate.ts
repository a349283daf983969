/**
 * Duplicate on Campaign (deep: its ad squads and their ads), Ad Squad (with its ads, into the same
 * or another campaign) and Ad (into an ad squad). Every item is read and checked before any
 * request; then per item the originals are read (ad squads with `return_placement_v2=true`, the
 * only read that returns their placement settings: seen in clients), the copy is planned
 * (duplicatePlan.ts) and either previewed or created level by level (duplicateRun.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import type { AdAccountInfo } from '../common/accounts';
import { createAdAccountLookup } from '../common/accounts';
import { convertInputErrors } from '../../../shared/items/items';
import { done, refused, runWrites, unknown } from '../../../shared/items/writes';
import { AD_SQUAD_DAILY_MIN_MICRO, CAMPAIGN_DAILY_MIN_MICRO, checkAmount } from './checks';
import { readEstimate, readPreview, zoneOf } from './fields';
import { estimatePlanned } from './audienceSize';
import type { DuplicateInput } from './duplicateFields';
import { copyName, planAd, planAdSquad, planCampaign } from './duplicatePlan';
import type { DeepPlan, PlanNode } from './duplicateRun';
import { deepOutput, describeStopped, previewOutput, runDeepPlan, stoppedDetails } from './duplicateRun';
import { campaignObjective, goalName } from '../../api/objectives';
import type { CreateLevel } from './send';
import { CREATE_PATHS } from './send';
import { readInstant } from '../../../shared/time/readInstant';
import { createRunCache } from '../../../shared/items/runCache';
import { warningsJson } from './run';
import { accountSegments, segmentWarnings, type SegmentLists } from './segmentCheck';
import { applyTargetingEdit, editedSegmentIds } from './targetingEdit';

type Entity = Record<string, unknown>;
const PAGE = 1000;

async function readOne(client: SnapClient, plural: string, singular: string, id: string, itemIndex: number, qs?: Record<string, string>): Promise<Entity> {
	const label = singular === 'adsquad' ? 'ad squad' : singular;
	const subject = `${label} ${id}`;
	const body = await client.request({
		method: 'GET',
		path: `/v1/${plural}/${encodeURIComponent(id)}`,
		qs,
		idempotent: true,
		subject,
		itemIndex,
		notFoundMessage: `${label.charAt(0).toUpperCase()}${label.slice(1)} ${id} was not found, or the connected Snapchat user cannot see it`,
	});
	const [entity] = client.entities(body, plural, singular, subject, itemIndex);
	if (!entity) throw new InputError(label, `Snapchat returned no ${label} ${id}`, 'Check the ID.');
	return entity;
}

async function listUnder(client: SnapClient, path: string, plural: string, singular: string, subject: string, itemIndex: number, qs?: Record<string, string>): Promise<Entity[]> {
	return await client.listAll({ path, qs, subject, itemIndex }, plural, singular, PAGE);
}

/** The ads of `squadIds`, by squad: per squad for one or two, else one walk of the account's ads. */
async function adsOf(client: SnapClient, adAccountId: string, squadIds: string[], itemIndex: number): Promise<Map<string, Entity[]>> {
	const bySquad = new Map<string, Entity[]>(squadIds.map((id) => [id, []]));
	const lists =
		squadIds.length <= 2
			? await Promise.all(squadIds.map(async (id) => await listUnder(client, `/v1/adsquads/${encodeURIComponent(id)}/ads`, 'ads', 'ad', `the ads of ad squad ${id}`, itemIndex)))
			: [await listUnder(client, `/v1/adaccounts/${encodeURIComponent(adAccountId)}/ads`, 'ads', 'ad', `the ads of ad account ${adAccountId}`, itemIndex)];
	for (const ad of lists.flat()) bySquad.get(String(ad.ad_squad_id))?.push(ad);
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
		const end = readInstant(input.end, zone, { field: 'New End Time', noun: 'end time' });
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

function checkAccount(entity: Entity, key: string, input: DuplicateInput, what: string, field: string): void {
	if (String(entity[key]).toLowerCase() !== input.adAccountId) {
		throw new InputError(field, `${what} ${String(entity.id)} is not in ad account ${input.adAccountId}`, 'Pick it from the list, which shows the chosen ad account\'s entities, or choose its ad account.');
	}
}

/** Reads the originals and plans the copy of one item. */
async function planItem(ctx: IExecuteFunctions, client: SnapClient, level: CreateLevel, input: DuplicateInput, account: AdAccountInfo, lists: SegmentLists): Promise<DeepPlan> {
	const i = input.itemIndex;
	const nowMs = Date.now();
	const name = (original: unknown) => convertInputErrors(ctx, i, () => copyName(input.namePattern, original));
	if (level === 'campaign') {
		const campaign = await readOne(client, 'campaigns', 'campaign', input.sourceId, i);
		const squads = input.includeChildren
			? await listUnder(client, `/v1/campaigns/${encodeURIComponent(input.sourceId)}/adsquads`, 'adsquads', 'adsquad', `the ad squads of campaign ${input.sourceId}`, i, { return_placement_v2: 'true' })
			: [];
		const ads = squads.length > 0 ? await adsOf(client, input.adAccountId, squads.map((s) => String(s.id)), i) : new Map<string, Entity[]>();
		return convertInputErrors(ctx, i, () => {
			checkAccount(campaign, 'ad_account_id', input, 'campaign', 'Campaign');
			const changes = resolveChanges(input, account, 'campaign', false);
			const top: PlanNode = {
				level: 'campaign',
				sourceId: input.sourceId,
				element: planCampaign(campaign, input.adAccountId, { ...changes, name: name(campaign.name), status: input.status }, nowMs),
				children: squads.map((s) => ({
					level: 'adSquad' as const,
					sourceId: String(s.id),
					// New start and end times apply to the ad squads too: they run within their campaign.
					element: planAdSquad(s, '', { status: input.status, startUtc: changes.startUtc, endUtc: changes.endUtc }, nowMs),
					children: (ads.get(String(s.id)) ?? []).map((a) => ({ level: 'ad' as const, sourceId: String(a.id), element: planAd(a, '', { status: input.status }), children: [] })),
				})),
			};
			return { adAccountId: input.adAccountId, parentId: input.adAccountId, top, status: input.status };
		});
	}
	if (level === 'adSquad') {
		const squad = await readOne(client, 'adsquads', 'adsquad', input.sourceId, i, { return_placement_v2: 'true' });
		const campaignId = input.targetParentId ?? String(squad.campaign_id);
		const campaign = await readOne(client, 'campaigns', 'campaign', campaignId, i);
		const ads = input.includeChildren ? ((await adsOf(client, input.adAccountId, [input.sourceId], i)).get(input.sourceId) ?? []) : [];
		const segmentIds = editedSegmentIds(input.targetingEdit);
		const segments = segmentIds.length > 0 ? await accountSegments(client, lists, input.adAccountId, i) : undefined;
		return convertInputErrors(ctx, i, () => {
			const warnings = segments ? segmentWarnings(segmentIds, segments, input.adAccountId) : [];
			checkAccount(campaign, 'ad_account_id', input, 'campaign', input.targetParentId ? 'Into Campaign ID' : 'Ad Squad');
			const objective = campaignObjective(campaign);
			if (objective && !objective.goals.includes(String(squad.optimization_goal))) {
				throw new InputError('Into Campaign ID', `the ad squad's goal ${goalName(String(squad.optimization_goal))} is not eligible for campaign ${campaignId}'s objective ${objective.name}`, `Pick a campaign whose objective allows it (eligible there: ${objective.goals.map(goalName).join(', ')}).`);
			}
			const changes = resolveChanges(input, account, 'adSquad', squad.lifetime_budget_micro !== undefined);
			const element = planAdSquad(squad, campaignId, { ...changes, name: name(squad.name), status: input.status, countries: input.countries }, nowMs);
			element.targeting = applyTargetingEdit(element.targeting as Entity, input.targetingEdit);
			const top: PlanNode = {
				level: 'adSquad',
				sourceId: input.sourceId,
				element,
				children: ads.map((a) => ({ level: 'ad' as const, sourceId: String(a.id), element: planAd(a, '', { status: input.status }), children: [] })),
			};
			return { adAccountId: input.adAccountId, parentId: campaignId, top, status: input.status, warnings };
		});
	}
	const ad = await readOne(client, 'ads', 'ad', input.sourceId, i);
	const adSquadId = input.targetParentId ?? String(ad.ad_squad_id);
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
	const { label } = CREATE_PATHS[level];
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(ctx));
	const preview = readPreview(ctx);
	const estimate = level === 'adSquad' && readEstimate(ctx);
	return await runWrites<{ input: DuplicateInput; plan?: DeepPlan }>(ctx, items, {
		what: { one: `${label} copy`, many: `${label} copies`, verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: 1,
		read: (i) => ({ group: String(i), input: { input: read(ctx, i) } }),
		check: async (entries, refuse) => {
			const accounts = createAdAccountLookup(await connect());
			const lists = createRunCache<Map<string, Entity>>();
			const ready: typeof entries = [];
			for (const entry of entries) {
				try {
					const { input } = entry.input;
					const plan = await planItem(ctx, await connect(), level, input, await accounts.get(input.adAccountId, input.itemIndex), lists);
					ready.push({ ...entry, input: { input, plan } });
				} catch (error) {
					refuse(entry.itemIndex, error);
				}
			}
			return ready;
		},
		plan: (entries) => entries.map((e) => ({ group: e.group, part: [e] })),
		send: async (_group, [entry]) => {
			const plan = entry.input.plan as DeepPlan;
			if (preview) {
				// Opt-in, one request per item: the copy's reach as it would be created.
				const size = estimate ? { audience_estimate: { ...(await estimatePlanned(await connect(), plan.adAccountId, plan.top.element as IDataObject, entry.itemIndex)) } } : {};
				return [done({ ...previewOutput(plan), ...size, ...warningsJson(plan.warnings) })];
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
