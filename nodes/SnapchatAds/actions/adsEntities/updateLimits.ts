/**
 * Update of campaigns and ad squads held to the owner's Limits, after the entities were read and
 * before any PUT (issue 47, point 1; issue 49, point 5):
 * - a new bid or budget within the largest raise and cut per run (against the value just read),
 *   the lowest and the highest: refused, or clipped with a warning;
 * - every new budget within the largest daily and lifetime budget;
 * - a resume (status set to Active on an entity that is not): what starts delivering within the
 *   largest daily and lifetime budget, with an end time when required. An ad squad is judged with its
 *   campaign (read once per campaign and run, only when the squad has no end time of its own); a
 *   campaign with its ad squads that are Active (one read of its ad squads per campaign resumed),
 *   since they are what starts spending (limits/spending.ts).
 * The ad account itself was checked against Only These Ad Accounts when the item was read.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { convertInputErrors } from '../../../shared/items/errors';
import { createRunCache, type RunCache } from '../../../shared/items/runCache';
import type { WriteEntry } from '../../../shared/items/writes';
import { AD_SQUAD, CAMPAIGN, childrenPath, entityPath } from '../../api';
import type { SnapClient } from '../../transport';
import type { AdAccountInfo } from '../common/accounts';
import { getOne } from '../common/entities';
import type { AdsEntityType } from '../common/entityTypes';
import { holdChanges } from '../limits/changes';
import { checkRunning, checkWritten, limitsJson, type Level } from '../limits/spending';
import type { UpdateInput } from './updateInput';

type Entity = Record<string, unknown>;
const PAGE = 1000;

/** What the Update run holds: the entities as read, the ad accounts, and what each item will say (warnings, limits). */
export interface LimitedRun {
	ctx: IExecuteFunctions;
	client: SnapClient;
	type: AdsEntityType;
	state: Map<string, Entity>;
	accounts: Map<string, AdAccountInfo>;
	said: { warnings: Map<number, string[]>; limits: Map<number, IDataObject> };
}

/** The entries within their items' Limits (a clipped value changed in place); the others refused. */
export async function holdToLimits(run: LimitedRun, entries: Array<WriteEntry<UpdateInput>>, refuse: (itemIndex: number, error: unknown) => void): Promise<Array<WriteEntry<UpdateInput>>> {
	const { ctx, client, type, state, accounts, said } = run;
	if (type.kind === 'ad') return entries;
	const level: Level = type.kind;
	const campaigns = createRunCache<Entity>();
	const squadsOf = createRunCache<Entity[]>();
	const nowMs = Date.now();
	const ready: Array<WriteEntry<UpdateInput>> = [];
	for (const entry of entries) {
		const { itemIndex: i, input } = entry;
		const limits = input.limits;
		if (!limits) {
			ready.push(entry);
			continue;
		}
		try {
			const current = state.get(input.id) as Entity;
			const currency = accounts.get(input.adAccountId)?.currency;
			const what = `${type.label} ${input.id}`;
			const resumes = input.changes.status === 'ACTIVE' && current.status !== 'ACTIVE';
			const moved = Object.keys(input.changes).some((k) => k.endsWith('_micro'));
			const clipped = convertInputErrors(ctx, i, () => {
				const warnings = holdChanges(limits.change, current, input.changes, what, currency);
				checkWritten(limits, level, input.changes, what, currency);
				return warnings;
			});
			if (resumes) {
				const after = { ...current, ...input.changes };
				const campaign = level === 'adSquad' && typeof after.end_time !== 'string' ? await campaignOf(ctx, client, campaigns, String(current.campaign_id), i) : undefined;
				const squads = level === 'campaign' ? (await squadsUnder(client, squadsOf, input.id, i)).filter((s) => s.status === 'ACTIVE') : undefined;
				convertInputErrors(ctx, i, () => checkRunning(limits, { level, entity: after, campaign, squads }, what, nowMs, currency));
			}
			if (clipped.length > 0) said.warnings.set(i, [...(said.warnings.get(i) ?? []), ...clipped]);
			if (resumes || moved) said.limits.set(i, limitsJson(limits, currency));
			ready.push(entry);
		} catch (error) {
			refuse(i, error);
		}
	}
	return ready;
}

async function campaignOf(ctx: IExecuteFunctions, client: SnapClient, cache: RunCache<Entity>, id: string, itemIndex: number): Promise<Entity> {
	return await cache(id, async () =>
		await getOne(ctx, client, {
			path: entityPath(CAMPAIGN, id),
			listKey: CAMPAIGN.plural,
			entityKey: CAMPAIGN.singular,
			subject: `campaign ${id}`,
			itemIndex,
			notFoundMessage: `Campaign ${id} (the ad squad's) was not found, or the connected Snapchat user cannot see it`,
		}),
	);
}

async function squadsUnder(client: SnapClient, cache: RunCache<Entity[]>, campaignId: string, itemIndex: number): Promise<Entity[]> {
	return await cache(campaignId, async () =>
		await client.listAll({ path: childrenPath(CAMPAIGN, campaignId, AD_SQUAD), subject: `the ad squads of campaign ${campaignId}`, itemIndex }, AD_SQUAD.plural, AD_SQUAD.singular, PAGE),
	);
}
