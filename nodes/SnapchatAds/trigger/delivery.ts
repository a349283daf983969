/**
 * Delivery Status Changed: a campaign, ad squad or ad (optionally of one campaign) changed `status`
 * (someone paused it) or `delivery_status` (it stopped delivering). One walk per entity type a poll
 * needs: the level's list, plus the campaign's ad squads when ads of one campaign are watched, plus
 * the ad squads for the campaign IDs of ads when there is something to emit.
 */
import type { IDataObject } from 'n8n-workflow';

import { campaignsOfAdSquads } from './adReview';
import { decodeSnapshot, encodeSnapshot, idHash, type Snapshot } from './state';
import { adAccountSubject, listEvery, mostRecent, text, textList, type EventSource, type SourceContext } from './source';
import { AD, AD_ACCOUNT, AD_SQUAD, CAMPAIGN, childrenPath, type SnapEntity } from '../api';

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

	/** The level's entities, and the ad squad -> campaign map when it came for free. */
	const read = async (): Promise<{ entities: Entity[]; campaignOf?: Map<string, string> }> => {
		const { campaignId } = opts;
		if (campaignId === undefined) return { entities: await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, type), type, account) };
		if (opts.level === 'campaign') {
			const campaigns = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, CAMPAIGN), CAMPAIGN, account);
			return { entities: campaigns.filter((c) => c.id === campaignId) };
		}
		const squads = await listEvery(source, childrenPath(CAMPAIGN, campaignId, AD_SQUAD), AD_SQUAD, campaignAbout(campaignId));
		const campaignOf = new Map(squads.map((s): [string, string] => [s.id, campaignId]));
		if (opts.level === 'adSquad') return { entities: squads, campaignOf };
		// Ads of one campaign: the ad account's ads (one walk) kept to the campaign's ad squads,
		// instead of one list call per ad squad.
		const ads = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AD), AD, account);
		return { entities: ads.filter((ad) => typeof ad.ad_squad_id === 'string' && campaignOf.has(ad.ad_squad_id)), campaignOf };
	};

	const eventOf = (entity: Entity, previous: string | undefined, campaignOf: Map<string, string> | undefined): IDataObject => {
		const before = previous === undefined ? undefined : parseValue(previous);
		const now = parseValue(valueOf(entity));
		const changed: string[] = [];
		if (before && before.status !== now.status) changed.push('status');
		if (before && before.deliveryStatus.join(',') !== now.deliveryStatus.join(',')) changed.push('delivery_status');
		const adSquadId = opts.level === 'ad' ? text(entity.ad_squad_id) : opts.level === 'adSquad' ? entity.id : null;
		const campaignId =
			opts.level === 'campaign' ? entity.id : opts.level === 'adSquad' ? text(entity.campaign_id) : adSquadId === null ? null : (campaignOf?.get(adSquadId) ?? null);
		return {
			event: 'deliveryStatusChanged',
			level: opts.level,
			ad_account_id: source.adAccountId,
			campaign_id: campaignId,
			...(opts.level === 'campaign' ? {} : { ad_squad_id: adSquadId }),
			id: entity.id,
			name: text(entity.name),
			changed,
			status: text(entity.status),
			previous_status: before ? before.status : null,
			delivery_status: textList(entity.delivery_status),
			previous_delivery_status: before ? before.deliveryStatus : null,
			detected_at: new Date(source.nowMs).toISOString(),
			[type.singular]: entity as IDataObject,
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
				return (watchesStatus && was.status !== now.status) || (watchesDelivery && was.deliveryStatus.join(',') !== now.deliveryStatus.join(','));
			});
			if (changed.length === 0) return { state, events: [] };
			const squads = opts.level === 'ad' && campaignOf === undefined ? await campaignsOfAdSquads(source) : campaignOf;
			return { state, events: changed.map((e) => eventOf(e, before.get(idHash(e.id)), squads)) };
		},
		async example() {
			const { entities, campaignOf } = await read();
			const entity = mostRecent(entities);
			if (entity === undefined) return undefined;
			const squads = opts.level === 'ad' && campaignOf === undefined ? await campaignsOfAdSquads(source) : campaignOf;
			return eventOf(entity, undefined, squads);
		},
		noExample: {
			message: `There is no ${type.label} ${opts.campaignId ? `in campaign ${opts.campaignId}` : `in ad account ${source.adAccountId}`}, so there is no example to show`,
			description: `The trigger still works: once activated, it starts the workflow when a ${type.label} changes its status or delivery status. To see an example now, choose another Level, Campaign or ad account.`,
		},
	};
}
