/**
 * Campaign / ad squad / ad store (data only, no routes): typed records per
 * shared/spec/ads-entities.md with stable fixtures in "Acme US" and "Acme DE". Lives on the shared
 * state (`state.ads`) so route areas and stats can read it; exposed as `Emulator.ads`.
 * Assumed (not in the spec): removing an entity removes everything under it.
 */
import { randomUUID } from 'crypto';

import { ADS_FIXTURES } from './adsFixtures';
import type {
	Ad,
	AdInput,
	AdSquad,
	AdSquadInput,
	AdsStore,
	Campaign,
	CampaignInput,
	EntityByLevel,
	EntityLevel,
	FoundEntity,
	PlacementV2ReadForm,
	SeedCampaign,
} from './adsTypes';
import { findAdAccount } from './fixtures';
import type { EmulatorArea } from './router';
import type { EmulatorState } from './state';
import { formatTimestamp } from './time';
import { fromPlain, refill, toPlain } from './persist';

interface Row {
	level: EntityLevel;
	seq: number;
	entity: Campaign | AdSquad | Ad;
}

const clone = <T>(v: T): T => structuredClone(v);

/** What an add fills in when the caller does not: everything but id, parent id and timestamps. */
type Defaults<T> = Omit<T, 'id' | 'created_at' | 'updated_at' | 'ad_account_id' | 'campaign_id' | 'ad_squad_id'>;

/** Creates the store; `clock` gives "now" (ms) for created_at / updated_at / default start times. */
export function createAdsStore(clock: () => number): AdsStore {
	const rows = new Map<string, Row>();
	let seq = 0;
	let readForm: PlacementV2ReadForm = 'clients';

	const now = (): string => formatTimestamp(clock());
	const rowOf = <L extends EntityLevel>(level: L, id: string): (Row & { entity: EntityByLevel[L] }) | undefined => {
		const row = rows.get(id.toLowerCase());
		return row && row.level === level ? (row as Row & { entity: EntityByLevel[L] }) : undefined;
	};
	const mustGet = <L extends EntityLevel>(level: L, id: string): EntityByLevel[L] => {
		const row = rowOf(level, id);
		if (!row) throw new Error(`emulator: unknown ${level} ${id}`);
		return row.entity;
	};
	const insert = <T extends Campaign | AdSquad | Ad>(level: EntityLevel, entity: T): T => {
		const id = entity.id.toLowerCase();
		if (rows.has(id)) throw new Error(`emulator: id ${id} already in the ads store`);
		const stored = { ...clone(entity), id };
		rows.set(id, { level, seq: ++seq, entity: stored });
		return clone(stored);
	};
	const list = <L extends EntityLevel>(level: L, keep: (e: EntityByLevel[L]) => boolean): Array<EntityByLevel[L]> =>
		[...rows.values()]
			.filter((r) => r.level === level && keep(r.entity as EntityByLevel[L]))
			.sort((a, b) => a.seq - b.seq)
			.map((r) => clone(r.entity as EntityByLevel[L]));
	/** Defaults, then the caller's fields, then a fresh id (unless given), the parent and timestamps. */
	const create = <T extends Campaign | AdSquad | Ad>(
		level: EntityLevel,
		defaults: Defaults<T>,
		fields: Partial<T>,
		parent: Partial<T>,
	): T => {
		const ts = now();
		return insert(level, { ...defaults, created_at: ts, updated_at: ts, ...fields, id: fields.id ?? randomUUID(), ...parent } as T);
	};
	const accountOfCampaign = (campaignId: string): string => mustGet('campaign', campaignId).ad_account_id;
	const campaignOfSquad = (adSquadId: string): string => mustGet('adsquad', adSquadId).campaign_id;

	const store: AdsStore = {
		addCampaign(adAccountId, fields: CampaignInput = {}) {
			const account = findAdAccount(adAccountId.toLowerCase());
			if (!account) throw new Error(`emulator: unknown ad account ${adAccountId}`);
			const defaults: Defaults<Campaign> = {
				name: `Campaign ${seq + 1}`,
				status: 'ACTIVE',
				start_time: now(),
				// The legacy default only without the current objective (see Campaign.objective).
				...(fields.objective_v2_properties === undefined ? { objective: 'BRAND_AWARENESS' } : {}),
				buy_model: 'AUCTION',
				delivery_status: ['VALID'],
				creation_state: 'PUBLISHED',
			};
			return create<Campaign>('campaign', defaults, fields, { ad_account_id: account.id });
		},
		addAdSquad(campaignId, fields: AdSquadInput = {}) {
			const campaign = mustGet('campaign', campaignId);
			const defaults: Defaults<AdSquad> = {
				name: `Ad squad ${seq + 1}`,
				status: 'ACTIVE',
				type: 'SNAP_ADS',
				start_time: campaign.start_time,
				bid_strategy: 'AUTO_BID',
				billing_event: 'IMPRESSION',
				optimization_goal: 'IMPRESSIONS',
				delivery_constraint: fields.lifetime_budget_micro !== undefined ? 'LIFETIME_BUDGET' : 'DAILY_BUDGET',
				placement: 'SNAP_ADS',
				placement_v2: { config: 'AUTOMATIC' },
				targeting: { geos: [{ country_code: 'us' }] },
				delivery_status: ['VALID'],
			};
			return create<AdSquad>('adsquad', defaults, fields, { campaign_id: campaign.id });
		},
		addAd(adSquadId, fields: AdInput = {}) {
			const squad = mustGet('adsquad', adSquadId);
			const defaults: Defaults<Ad> = {
				name: `Ad ${seq + 1}`,
				status: 'ACTIVE',
				type: 'SNAP_AD',
				creative_id: randomUUID(),
				review_status: 'APPROVED',
				review_status_reasons: [],
				delivery_status: ['VALID'],
			};
			return create<Ad>('ad', defaults, fields, { ad_squad_id: squad.id });
		},
		seed(adAccountId, campaigns: SeedCampaign[]) {
			return campaigns.map(({ adSquads = [], ...campaignFields }) => {
				const campaign = store.addCampaign(adAccountId, campaignFields);
				for (const { ads = [], ...squadFields } of adSquads) {
					const squad = store.addAdSquad(campaign.id, squadFields);
					for (const ad of ads) store.addAd(squad.id, ad);
				}
				return campaign;
			});
		},
		find(id) {
			const row = rows.get(id.toLowerCase());
			if (!row) return undefined;
			const base = { seq: row.seq };
			if (row.level === 'campaign') {
				const e = row.entity as Campaign;
				return { ...base, level: 'campaign', entity: clone(e), adAccountId: e.ad_account_id, campaignId: e.id };
			}
			if (row.level === 'adsquad') {
				const e = row.entity as AdSquad;
				return { ...base, level: 'adsquad', entity: clone(e), adAccountId: accountOfCampaign(e.campaign_id), campaignId: e.campaign_id, adSquadId: e.id };
			}
			const e = row.entity as Ad;
			const campaignId = campaignOfSquad(e.ad_squad_id);
			return { ...base, level: 'ad', entity: clone(e), adAccountId: accountOfCampaign(campaignId), campaignId, adSquadId: e.ad_squad_id } as FoundEntity;
		},
		seq: (id) => rows.get(id.toLowerCase())?.seq,
		campaign: (id) => clone(rowOf('campaign', id)?.entity),
		adSquad: (id) => clone(rowOf('adsquad', id)?.entity),
		ad: (id) => clone(rowOf('ad', id)?.entity),
		campaigns: (adAccountId) => list('campaign', (c) => c.ad_account_id === adAccountId.toLowerCase()),
		adSquads(parent) {
			if ('campaignId' in parent) return list('adsquad', (s) => s.campaign_id === parent.campaignId.toLowerCase());
			return list('adsquad', (s) => accountOfCampaign(s.campaign_id) === parent.adAccountId.toLowerCase());
		},
		ads(parent) {
			if ('adSquadId' in parent) return list('ad', (a) => a.ad_squad_id === parent.adSquadId.toLowerCase());
			return list('ad', (a) => accountOfCampaign(campaignOfSquad(a.ad_squad_id)) === parent.adAccountId.toLowerCase());
		},
		replace(level, entity) {
			const row = rowOf(level, entity.id);
			if (!row) throw new Error(`emulator: unknown ${level} ${entity.id}`);
			const old = row.entity as unknown as Record<string, unknown>;
			const parentKey = level === 'campaign' ? 'ad_account_id' : level === 'adsquad' ? 'campaign_id' : 'ad_squad_id';
			const next = { ...clone(entity), id: row.entity.id, [parentKey]: old[parentKey], created_at: old.created_at, updated_at: now() };
			(row as Row).entity = next as unknown as Row['entity'];
			return clone(next) as unknown as EntityByLevel[typeof level];
		},
		patch(id, fields) {
			const row = rows.get(id.toLowerCase());
			if (!row) throw new Error(`emulator: unknown campaign, ad squad or ad ${id}`);
			(row as Row).entity = { ...row.entity, ...clone(fields), id: row.entity.id, updated_at: now() } as Row['entity'];
		},
		remove(id) {
			const found = store.find(id);
			if (!found) return false;
			if (found.level === 'campaign') for (const s of store.adSquads({ campaignId: found.entity.id })) store.remove(s.id);
			if (found.level === 'adsquad') for (const a of store.ads({ adSquadId: found.entity.id })) store.remove(a.id);
			return rows.delete(found.entity.id);
		},
		setPlacementV2ReadForm(form) {
			readForm = form;
		},
		placementV2ReadForm: () => readForm,
		reset() {
			rows.clear();
			readForm = 'clients';
			for (const [adAccountId, campaigns] of ADS_FIXTURES) store.seed(adAccountId, campaigns);
		},
		dump: () => toPlain({ rows, seq }),
		load(data) {
			const saved = fromPlain(data) as { rows?: unknown; seq?: number };
			refill(rows, saved.rows);
			seq = saved.seq ?? rows.size;
		},
	};
	store.reset();
	return store;
}

/** No routes yet (the campaign/ad squad/ad routes register their own areas); reset() restores fixtures. */
export function adsArea(s: EmulatorState): EmulatorArea {
	return { name: 'campaigns, ad squads and ads (store)', routes: [], reset: () => s.ads.reset() };
}
