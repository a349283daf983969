/**
 * Campaign, Ad Squad and Ad: what the node may change in each, what Snap computes itself (and so
 * must not be sent back on a PUT), and where each entity lives. Pure data; see
 * shared/spec/ads-entities.md.
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
	/** Fields Snap computes; dropped from the PUT body. */
	readOnly: readonly string[];
}

const NAME: UpdatableField = { key: 'name', displayName: 'Name', kind: 'name' };
const STATUS: UpdatableField = { key: 'status', displayName: 'Status', kind: 'status' };
const END_TIME: UpdatableField = { key: 'end_time', displayName: 'End Time', kind: 'endTime' };
const DAILY_BUDGET: UpdatableField = { key: 'daily_budget_micro', displayName: 'Daily Budget', kind: 'micro' };

/** Snap's timestamps of the record itself: never writable (seen in docs for campaigns). */
const RECORD_TIMES = ['created_at', 'updated_at'];

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
	// All four are listed as read-only in Snap's campaign docs.
	readOnly: ['delivery_status', 'creation_state', ...RECORD_TIMES],
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
	// delivery_status is read-only by the spec's "same whole-entity update rule"; creation_state
	// and the record times are INFERRED from the campaign docs (the ad squad pages do not say).
	readOnly: ['delivery_status', 'creation_state', ...RECORD_TIMES],
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
	// review_status(_reasons) are Snap's review verdict and delivery_status is computed (spec);
	// creation_state and the record times are INFERRED from the campaign docs.
	readOnly: ['review_status', 'review_status_reasons', 'delivery_status', 'creation_state', ...RECORD_TIMES],
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
