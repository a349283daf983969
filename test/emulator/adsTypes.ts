/**
 * Records of the campaign / ad squad / ad store (shared/spec/ads-entities.md) and its API, as the
 * `Emulator.ads` property exposes it. Money is micro-currency of the ad account (1.00 = 1,000,000);
 * times are ISO 8601 UTC with milliseconds, as Snap answers them.
 */

export type EntityStatus = 'ACTIVE' | 'PAUSED';
export type EntityLevel = 'campaign' | 'adsquad' | 'ad';

export interface Campaign {
	id: string;
	ad_account_id: string;
	name: string;
	status: EntityStatus;
	start_time: string;
	end_time?: string;
	daily_budget_micro?: number;
	lifetime_spend_cap_micro?: number;
	/**
	 * The legacy objective (Snap docs, "Campaigns": optional, default BRAND_AWARENESS). INFERRED: the
	 * default is stored only for a campaign created without objective_v2_properties; Snap documents
	 * no legacy value for one created with an objective_v2_type, so none is invented (issue 35).
	 */
	objective?: string;
	/** The current objective (Snap docs, "Campaigns"): `{ objective_v2_type }`; set on campaigns created through the API. */
	objective_v2_properties?: Record<string, unknown>;
	buy_model: 'AUCTION' | 'RESERVED';
	delivery_status: string[];
	creation_state: string;
	created_at: string;
	updated_at: string;
}

export interface AdSquad {
	id: string;
	campaign_id: string;
	name: string;
	status: EntityStatus;
	type: string;
	start_time: string;
	end_time?: string;
	daily_budget_micro?: number;
	lifetime_budget_micro?: number;
	bid_micro?: number;
	bid_strategy: string;
	billing_event: string;
	optimization_goal: string;
	/** DAILY_BUDGET or LIFETIME_BUDGET: which of the two budgets applies (Snap docs). */
	delivery_constraint: string;
	/**
	 * Computed by Snap: the legacy placement. Squads created with the newer placement settings read
	 * "UNSUPPORTED" and need their placement_v2 sent back on every PUT (seen in clients).
	 */
	placement: string;
	/** Stored, but served only to reads with `return_placement_v2=true` (seen in clients). */
	placement_v2: Record<string, unknown>;
	targeting: Record<string, unknown>;
	pixel_id?: string;
	conversion_window?: string;
	/** Immutable once set (Snap docs); COLLECTION marks a catalogue squad here (E4001 on budget/bid/status edits). */
	child_ad_type?: string;
	/** Computed fields a live read carries (seen in clients): refused when echoed back on a PUT. */
	auto_bid?: boolean;
	effective_status?: string;
	forced_view_eligibility?: string;
	ranking_score?: number;
	delivery_status: string[];
	created_at: string;
	updated_at: string;
}

export interface Ad {
	id: string;
	ad_squad_id: string;
	creative_id: string;
	name: string;
	status: EntityStatus;
	type: string;
	review_status: string;
	review_status_reasons: string[];
	delivery_status: string[];
	created_at: string;
	updated_at: string;
}

export interface EntityByLevel {
	campaign: Campaign;
	adsquad: AdSquad;
	ad: Ad;
}

/** What a lookup by id answers: the entity (a copy), its level and where it hangs. */
export type FoundEntity = {
	[L in EntityLevel]: {
		level: L;
		entity: EntityByLevel[L];
		adAccountId: string;
		campaignId: string;
		/** Set for ads (and for ad squads: their own id). */
		adSquadId?: string;
		/** Insertion order, strictly increasing and never reused: a stable paging key. */
		seq: number;
	};
}[EntityLevel];

/** Fields a caller may give when adding; the rest get defaults (see README). */
export type CampaignInput = Partial<Omit<Campaign, 'ad_account_id'>>;
export type AdSquadInput = Partial<Omit<AdSquad, 'campaign_id'>>;
export type AdInput = Partial<Omit<Ad, 'ad_squad_id'>>;

/** A tree to seed at once: campaigns with their ad squads with their ads. */
export interface SeedCampaign extends CampaignInput {
	adSquads?: Array<AdSquadInput & { ads?: AdInput[] }>;
}

/**
 * How a read with `return_placement_v2=true` shows an ad squad. 'clients' (the default): Snap's legacy
 * `placement` beside `placement_v2` (UNSUPPORTED for a squad created with placement settings), as public
 * clients saw it. 'documented': `placement_v2` and no `placement` field, the shape of Snap's own example
 * of an ad squad (fixtures/snap-responses/yassineazimani-SnapAds4J/getSnapSpecificAdSquad.json). Plain
 * reads are the same in both (`placement`, no `placement_v2`), and so is what a PUT must carry.
 */
export type PlacementV2ReadForm = 'clients' | 'documented';

export interface AdsStore {
	/** Adds campaigns (with nested ad squads and ads) to an ad account; returns the campaigns. */
	seed(adAccountId: string, campaigns: SeedCampaign[]): Campaign[];
	addCampaign(adAccountId: string, fields?: CampaignInput): Campaign;
	addAdSquad(campaignId: string, fields?: AdSquadInput): AdSquad;
	addAd(adSquadId: string, fields?: AdInput): Ad;
	/** Any level by id (case-insensitive), or undefined. */
	find(id: string): FoundEntity | undefined;
	/** The entity's insertion number (stable, never reused): a paging key for `sendPage`. */
	seq(id: string): number | undefined;
	campaign(id: string): Campaign | undefined;
	adSquad(id: string): AdSquad | undefined;
	ad(id: string): Ad | undefined;
	/** Creation order. */
	campaigns(adAccountId: string): Campaign[];
	adSquads(parent: { campaignId: string } | { adAccountId: string }): AdSquad[];
	ads(parent: { adSquadId: string } | { adAccountId: string }): Ad[];
	/**
	 * Replaces the whole entity found by `entity.id` (Snap's update semantics: optional fields not
	 * given are gone). The parent id and `created_at` stay as stored; `updated_at` becomes now.
	 * Throws on an unknown id or an id of another level. Returns the stored entity (a copy).
	 */
	replace<L extends EntityLevel>(level: L, entity: Omit<EntityByLevel[L], 'created_at' | 'updated_at'>): EntityByLevel[L];
	/**
	 * Changes only the given fields of an entity (any level), `updated_at` becomes now: what Snap's
	 * review or delivery system, or someone in Ads Manager, does between two polls (test hook, e.g.
	 * `patch(adId, { review_status: 'REJECTED', review_status_reasons: ['...'] })`). Throws on an unknown id.
	 */
	patch(id: string, fields: Partial<Omit<Campaign, 'id'>> | Partial<Omit<AdSquad, 'id'>> | Partial<Omit<Ad, 'id'>>): void;
	/** Removes the entity and everything under it; false when unknown. */
	remove(id: string): boolean;
	/** The form of flagged ad squad reads from now on (see PlacementV2ReadForm); reset() goes back to 'clients'. */
	setPlacementV2ReadForm(form: PlacementV2ReadForm): void;
	placementV2ReadForm(): PlacementV2ReadForm;
	/** Back to the fixtures (emulator.reset() does this too). */
	reset(): void;
	/** The store's data as JSON-ready values, and back (persist.ts). */
	dump(): unknown;
	load(data: unknown): void;
}
