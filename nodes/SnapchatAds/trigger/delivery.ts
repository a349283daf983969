/**
 * Delivery Status Changed: a campaign, ad squad or ad (optionally of one campaign) changed `status`
 * (someone paused it) or `delivery_status` (it stopped delivering). One walk per entity type a poll
 * needs: the level's list, plus the campaign's ad squads when ads of one campaign are watched; when
 * there is something to emit, the ad account (time zone, currency) and the parents' names, one list
 * per entity type (lookups.ts). Each delivery status comes with its reason in plain words; a squad
 * entering or leaving LEARNING_PHASE still delivers, so that alone starts nothing (issue 46, 5).
 */
import type { IDataObject } from 'n8n-workflow';

import { AD, AD_ACCOUNT, AD_SQUAD, CAMPAIGN, childrenPath, type SnapEntity } from '../api';
import { deliveryChanged, deliveryReasons } from './deliveryReasons';
import { adsManagerAdUrl, type SquadInfo } from './lookups';
import { decodeSnapshot, encodeSnapshot, idHash, type Snapshot } from './state';
import { adAccountSubject, entityInItem, listEvery, mostRecent, text, textList, zoneAndDetectedAt, type EventSource, type SourceContext } from './source';

export type DeliveryLevel = 'campaign' | 'adSquad' | 'ad';
export type DeliveryWatch = 'any' | 'status' | 'deliveryStatus';
const TYPES: Record<DeliveryLevel, SnapEntity> = { campaign: CAMPAIGN, adSquad: AD_SQUAD, ad: AD };

type Entity = Record<string, unknown> & { id: string };

/** The remembered value: status and the sorted delivery statuses, e.g. "PAUSED|INVALID_BUDGET,VALID". */
function valueOf(entity: Entity): string {
	return `${text(entity.status) ?? ''}|${[...textList(entity.delivery_status)].sort().join(',')}`;
}

function parseValue(value: string): { status: string | null; deliveryStatus: string[] } {
	const bar = value.indexOf('|');
	const status = value.slice(0, bar);
	const rest = value.slice(bar + 1);
	return { status: status === '' ? null : status, deliveryStatus: rest === '' ? [] : rest.split(',') };
}

export function deliverySource(
	source: SourceContext,
	opts: { level: DeliveryLevel; campaignId?: string; watch: DeliveryWatch },
): EventSource<Snapshot> {
	const type = TYPES[opts.level];
	const account = adAccountSubject(source.adAccountId);
	const campaignAbout = (id: string) => ({
		subject: `campaign ${id}`,
		notFoundMessage: `Campaign ${id} was not found (deleted?), or the connected Snapchat user cannot see it: choose another Campaign or clear the field`,
	});

	/** The level's entities, and the campaign's ad squads when they came for free. */
	const read = async (): Promise<{ entities: Entity[]; campaignOf?: Map<string, SquadInfo> }> => {
		const { campaignId } = opts;
		if (campaignId === undefined) return { entities: await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, type), type, account) };
		if (opts.level === 'campaign') {
			const campaigns = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, CAMPAIGN), CAMPAIGN, account);
			return { entities: campaigns.filter((c) => c.id === campaignId) };
		}
		const squads = await listEvery(source, childrenPath(CAMPAIGN, campaignId, AD_SQUAD), AD_SQUAD, campaignAbout(campaignId));
		const campaignOf = new Map(squads.map((s): [string, SquadInfo] => [s.id, { name: text(s.name), campaignId }]));
		if (opts.level === 'adSquad') return { entities: squads, campaignOf };
		// Ads of one campaign: the ad account's ads (one walk) kept to the campaign's ad squads,
		// instead of one list call per ad squad.
		const ads = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AD), AD, account);
		return { entities: ads.filter((ad) => typeof ad.ad_squad_id === 'string' && campaignOf.has(ad.ad_squad_id)), campaignOf };
	};

	/** The campaign and ad squad names (and the campaign ID of an ad), read once per poll. */
	const parents = async (entity: Entity, squadsRead: Map<string, SquadInfo> | undefined): Promise<IDataObject> => {
		if (opts.level === 'campaign') return { campaign_id: entity.id, campaign_name: text(entity.name) };
		const campaigns = await source.lookups.campaigns();
		if (opts.level === 'adSquad') {
			const campaignId = text(entity.campaign_id);
			return { campaign_id: campaignId, campaign_name: campaignId === null ? null : (campaigns.get(campaignId) ?? null), ad_squad_id: entity.id, ad_squad_name: text(entity.name) };
		}
		const adSquadId = text(entity.ad_squad_id);
		const squads = squadsRead ?? (await source.lookups.adSquads());
		const squad = adSquadId === null ? undefined : squads.get(adSquadId);
		const campaignId = squad?.campaignId ?? null;
		return {
			campaign_id: campaignId,
			campaign_name: campaignId === null ? null : (campaigns.get(campaignId) ?? null),
			ad_squad_id: adSquadId,
			ad_squad_name: squad?.name ?? null,
		};
	};

	const eventOf = async (entity: Entity, previous: string | undefined, squadsRead: Map<string, SquadInfo> | undefined): Promise<IDataObject> => {
		const before = previous === undefined ? undefined : parseValue(previous);
		const now = parseValue(valueOf(entity));
		const changed: string[] = [];
		if (before && before.status !== now.status) changed.push('status');
		if (before && deliveryChanged(before.deliveryStatus, now.deliveryStatus)) changed.push('delivery_status');
		const account = await source.lookups.account();
		const deliveryStatus = textList(entity.delivery_status);
		return {
			event: 'deliveryStatusChanged',
			level: opts.level,
			ad_account_id: source.adAccountId,
			...(await parents(entity, squadsRead)),
			id: entity.id,
			name: text(entity.name),
			changed,
			status: text(entity.status),
			previous_status: before ? before.status : null,
			delivery_status: deliveryStatus,
			delivery_status_reasons: deliveryReasons(deliveryStatus),
			previous_delivery_status: before ? before.deliveryStatus : null,
			...(opts.level === 'ad' ? { ads_manager_url: adsManagerAdUrl(source.adAccountId, entity.id) } : {}),
			...(await zoneAndDetectedAt(source)),
			[type.singular]: entityInItem(entity, type.microFields ?? [], account),
		};
	};

	const watchesStatus = opts.watch !== 'deliveryStatus';
	const watchesDelivery = opts.watch !== 'status';
	return {
		key: `delivery|${source.adAccountId}|${opts.level}|${opts.campaignId ?? ''}|${opts.watch}`,
		async poll(previous) {
			const { entities, campaignOf } = await read();
			const state = encodeSnapshot(entities.map((e): [string, string] => [e.id, valueOf(e)]));
			const before = previous === undefined ? undefined : decodeSnapshot(previous);
			if (before === undefined) return { state, events: [] };
			const changed = entities.filter((e) => {
				const old = before.get(idHash(e.id));
				// A new entity has no old values to compare: it is recorded, not reported.
				if (old === undefined) return false;
				const was = parseValue(old);
				const now = parseValue(valueOf(e));
				// Delivery compared as deliveryReasons.ts reads it: entering or leaving the learning phase
				// is no change (it delivers throughout); the state keeps the codes as Snap gave them.
				return (watchesStatus && was.status !== now.status) || (watchesDelivery && deliveryChanged(was.deliveryStatus, now.deliveryStatus));
			});
			const events: IDataObject[] = [];
			for (const e of changed) events.push(await eventOf(e, before.get(idHash(e.id)), campaignOf));
			return { state, events };
		},
		async example() {
			const { entities, campaignOf } = await read();
			const entity = mostRecent(entities);
			if (entity === undefined) return undefined;
			return await eventOf(entity, undefined, campaignOf);
		},
		noExample: {
			message: `There is no ${type.label} ${opts.campaignId ? 'in this campaign' : 'in this ad account'}, so there is no real example to show`,
			description: `The trigger still works: once the workflow is published (n8n 1.x: active), it starts the workflow when a ${type.label} changes its status or delivery status. To see a real example now, choose another Level, Campaign or ad account.`,
		},
		sample: async () => {
			const sampleId = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
			const ids = { campaign: sampleId(1), adSquad: sampleId(2), ad: sampleId(3) };
			// A published code of the level (deliveryReasons.ts), not one found in no source.
			const status = [{ campaign: 'INVALID_OVER_BUDGET_CAMPAIGN_DAILY_SPEND', adSquad: 'INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND', ad: 'INVALID_PENDING_REVIEW_STATUS' }[opts.level]];
			return {
				event: 'deliveryStatusChanged',
				level: opts.level,
				ad_account_id: source.adAccountId,
				campaign_id: opts.campaignId ?? ids.campaign,
				campaign_name: 'Sample campaign',
				...(opts.level === 'campaign' ? {} : { ad_squad_id: ids.adSquad, ad_squad_name: 'Sample ad squad' }),
				id: ids[opts.level],
				name: `Sample ${type.label}`,
				changed: ['delivery_status'],
				status: 'ACTIVE',
				previous_status: 'ACTIVE',
				delivery_status: status,
				delivery_status_reasons: deliveryReasons(status),
				previous_delivery_status: ['VALID'],
				...(opts.level === 'ad' ? { ads_manager_url: adsManagerAdUrl(source.adAccountId, ids.ad) } : {}),
				...(await zoneAndDetectedAt(source)),
				[type.singular]: {},
			};
		},
	};
}
