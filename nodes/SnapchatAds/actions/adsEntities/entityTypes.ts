/**
 * Campaign, Ad Squad and Ad: what the node may change in each, which fields a PUT may carry at all
 * (an allow-list: Snap refuses computed fields echoed back), and where each entity lives. Pure
 * data; see shared/spec/ads-entities.md.
 */

export type AdsEntityKind = 'campaign' | 'adSquad' | 'ad';

/** How a changed value is checked: a name, a status, an end time, or a micro-currency amount. */
export type FieldKind = 'name' | 'status' | 'endTime' | 'micro';

export interface UpdatableField {
	/** The API field, e.g. `daily_budget_micro`. */
	key: string;
	/** The n8n field's display name, used in every message about it. */
	displayName: string;
	kind: FieldKind;
}

/** A parent an entity can be listed under in Get Many (besides its ad account). */
export interface ListParent {
	/** The From option's value and the locator's parameter, e.g. 'campaign' / 'campaignId'. */
	value: string;
	parameter: string;
	/** 'Campaign'; the list path segment, e.g. 'campaigns'; the list search filling the locator. */
	displayName: string;
	plural: string;
	searchListMethod: string;
}

export interface AdsEntityType {
	kind: AdsEntityKind;
	/** The n8n resource (same as kind) and its label, e.g. 'Ad Squad'. */
	displayName: string;
	/** For messages: "campaign", "ad squad", "ad". */
	label: string;
	/** The entity's own locator parameter and the list search that fills it. */
	parameter: string;
	searchListMethod: string;
	/** Get Many under something other than the ad account. */
	listParent?: ListParent;
	/** The micro-currency fields that get an `_amount` beside them in outputs. */
	microFields: readonly string[];
	/** The envelope's list key and wrapper key, e.g. `campaigns` / `campaign`. */
	plural: string;
	singular: string;
	/** The entity field naming the parent a PUT goes to, and that parent's path segment. */
	putParentKey: string;
	putParentPlural: string;
	updatable: readonly UpdatableField[];
	/**
	 * The only fields a PUT element carries (besides `id`): what Snap documents as writable. Every
	 * other field read (computed ones such as `effective_status`, `auto_bid`, `delivery_status`,
	 * record times, and fields Snap adds later) stays out of the PUT: Snap refuses computed fields
	 * echoed back.
	 */
	writable: readonly string[];
}

const NAME: UpdatableField = { key: 'name', displayName: 'Name', kind: 'name' };
const STATUS: UpdatableField = { key: 'status', displayName: 'Status', kind: 'status' };
const END_TIME: UpdatableField = { key: 'end_time', displayName: 'End Time', kind: 'endTime' };
const DAILY_BUDGET: UpdatableField = { key: 'daily_budget_micro', displayName: 'Daily Budget', kind: 'micro' };

export const CAMPAIGN: AdsEntityType = {
	kind: 'campaign',
	displayName: 'Campaign',
	label: 'campaign',
	parameter: 'campaignId',
	searchListMethod: 'searchCampaigns',
	microFields: ['daily_budget_micro', 'lifetime_spend_cap_micro'],
	plural: 'campaigns',
	singular: 'campaign',
	putParentKey: 'ad_account_id',
	putParentPlural: 'adaccounts',
	updatable: [
		STATUS,
		NAME,
		END_TIME,
		DAILY_BUDGET,
		{ key: 'lifetime_spend_cap_micro', displayName: 'Lifetime Spend Cap', kind: 'micro' },
	],
	// Snap docs, Marketing API page "Campaigns", table "Campaign Attributes": every attribute marked
	// R or O (the ones marked read-only, delivery_status and creation_state, and the record times are
	// left out). campaign_budget_optimization_properties: Snap's change log (2026-04-27, "Smart
	// Budgets") adds it to the campaign; kept so a Smart Budget campaign does not lose it. A campaign
	// has no delivery_constraint: its daily and lifetime caps are independent and may both be set.
	writable: [
		'ad_account_id',
		'name',
		'status',
		'start_time',
		'end_time',
		'daily_budget_micro',
		'lifetime_spend_cap_micro',
		'measurement_spec',
		'objective',
		'objective_v2_properties',
		'buy_model',
		'reserved_type',
		'regulations',
		'campaign_budget_optimization_properties',
	],
};

export const AD_SQUAD: AdsEntityType = {
	kind: 'adSquad',
	displayName: 'Ad Squad',
	label: 'ad squad',
	parameter: 'adSquadId',
	searchListMethod: 'searchAdSquads',
	listParent: { value: 'campaign', parameter: 'campaignId', displayName: 'Campaign', plural: 'campaigns', searchListMethod: 'searchCampaigns' },
	microFields: ['daily_budget_micro', 'lifetime_budget_micro', 'bid_micro'],
	plural: 'adsquads',
	singular: 'adsquad',
	putParentKey: 'campaign_id',
	putParentPlural: 'campaigns',
	updatable: [
		STATUS,
		NAME,
		END_TIME,
		DAILY_BUDGET,
		{ key: 'lifetime_budget_micro', displayName: 'Lifetime Budget', kind: 'micro' },
		{ key: 'bid_micro', displayName: 'Bid', kind: 'micro' },
	],
	// The list a public client sends in read-modify-PUT edits of live ad squads (shared/spec/
	// ads-entities.md, "Correction": seen in clients), checked against Snap docs, Marketing API page
	// "Ad Squads", table "Attributes". Added from that table: brand_safety_config (optional and
	// changeable: left out, a PUT could clear it). Left out from it: child_ad_type and
	// forced_view_setting (immutable once set, so a PUT without them cannot change them: INFERRED).
	// placement_v2 is writable, but a plain read does not return it: it is sent only for squads whose
	// `placement` reads UNSUPPORTED, after a read with return_placement_v2=true (update.ts).
	writable: [
		'campaign_id',
		'name',
		'type',
		'status',
		'targeting',
		'delivery_constraint',
		'billing_event',
		'optimization_goal',
		'bid_strategy',
		'bid_micro',
		'daily_budget_micro',
		'lifetime_budget_micro',
		'conversion_window',
		'pacing_type',
		'start_time',
		'end_time',
		'pixel_id',
		'brand_safety_config',
		'placement_v2',
	],
};

export const AD: AdsEntityType = {
	kind: 'ad',
	displayName: 'Ad',
	label: 'ad',
	parameter: 'adId',
	searchListMethod: 'searchAds',
	listParent: { value: 'adSquad', parameter: 'adSquadId', displayName: 'Ad Squad', plural: 'adsquads', searchListMethod: 'searchAdSquads' },
	microFields: [],
	plural: 'ads',
	singular: 'ad',
	putParentKey: 'ad_squad_id',
	putParentPlural: 'adsquads',
	updatable: [STATUS, NAME],
	// Snap docs, Marketing API page "Ads", table "Attributes": the attributes marked R or O.
	// paying_advertiser_name is "inherited from the Ad Account entity and is immutable", so it is left
	// out with the read-only review_status, review_status_reasons and delivery_status.
	writable: ['ad_squad_id', 'creative_id', 'name', 'status', 'type'],
};

export const ADS_ENTITY_TYPES: Readonly<Record<AdsEntityKind, AdsEntityType>> = {
	campaign: CAMPAIGN,
	adSquad: AD_SQUAD,
	ad: AD,
};

export const NAME_MAX_LENGTH = 375;
export const STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** `/v1/campaigns/{id}` */
export function entityPath(type: AdsEntityType, id: string): string {
	return `/v1/${type.plural}/${encodeURIComponent(id)}`;
}

/** `/v1/adaccounts/{id}/campaigns`: list (GET) and update (PUT) under a parent. */
export function childrenPath(parentPlural: string, parentId: string, type: AdsEntityType): string {
	return `/v1/${parentPlural}/${encodeURIComponent(parentId)}/${type.plural}`;
}
