/**
 * Campaign, Ad Squad and Ad: what the node may change in each, which fields a PUT never carries (a
 * deny-list: Snap refuses computed fields echoed back) and which fields Snap documents as writable
 * (the allow-list, sent alone only when Snap refuses a body without naming a field). Where each
 * entity lives (paths, envelope keys, parent, locator) comes from the catalogue in api/. Pure data.
 */
import type { EntityName, SnapEntity } from '../../api';
import { BUDGET_LEVEL_FIELD, BUDGET_LEVEL_KEY, SMART_BUDGET_FIELD, SMART_BUDGET_KEY, SNAP_SET_BID_KEY } from './smartBudget';
import { AD as AD_ENTITY, AD_SQUAD as AD_SQUAD_ENTITY, CAMPAIGN as CAMPAIGN_ENTITY, parentOf } from '../../api';

export type AdsEntityKind = 'campaign' | 'adSquad' | 'ad';

/**
 * How a changed value is checked: a name, a status, an end time, a micro-currency amount, or a
 * campaign's Smart Budget settings (its budget level, its settings object: smartBudget.ts).
 */
export type FieldKind = 'name' | 'status' | 'endTime' | 'micro' | 'budgetLevel' | 'smartBudget';

export interface UpdatableField {
	/** The API field, e.g. `daily_budget_micro`. */
	key: string;
	/** The n8n field's display name, used in every message about it. */
	displayName: string;
	kind: FieldKind;
	/** A rule of this entity type the user must know before adding the field, shown after its description. */
	note?: string;
}

/** A parent an entity can be listed under in Get Many (besides its ad account). */
export interface ListParent {
	/** The From option's value (the catalogue's name) and the locator's parameter, e.g. 'campaign' / 'campaignId'. */
	value: EntityName;
	parameter: string;
	/** 'Campaign'; the list path segment, e.g. 'campaigns'; the list search filling the locator. */
	displayName: string;
	plural: string;
	searchListMethod: string;
}

export interface AdsEntityType extends SnapEntity {
	kind: AdsEntityKind;
	/** The entity's own locator parameter and the list search that fills it (from the catalogue). */
	parameter: string;
	searchListMethod: string;
	/** Get Many under something other than the ad account. */
	listParent?: ListParent;
	/** The micro-currency fields that get their plain amount beside them in outputs (from the catalogue). */
	microFields: readonly string[];
	/** The entity field naming the parent a PUT goes to, and that parent. */
	putParentKey: string;
	putParent: SnapEntity;
	updatable: readonly UpdatableField[];
	/**
	 * What Snap documents as writable. Since issue 46 (point 1) a PUT carries every field read but the
	 * `readOnly` ones, so fields Snap added after these lists were written are not cleared; this list
	 * is the fallback body when Snap refuses one without naming a field, and the fields a refusal by
	 * name may never drop (the node sends them on purpose: such a refusal is about their value).
	 */
	writable: readonly string[];
	/**
	 * Fields read that a PUT (and a Duplicate's create) never carries: computed by Snap, derived from
	 * the status, record times, or immutable ones whose absence keeps them. Each with its source below.
	 */
	readOnly: readonly string[];
}

/**
 * Read-only on all three: record times and Snap's status-derived fields. created_at, updated_at,
 * delivery_status, creation_state: Snap docs, "Campaigns" table (marked read-only; the same on ad
 * squads and ads, shared/spec/ads-entities.md). effective_status: computed from the status and the
 * parents' (seen refused by Snap when echoed back on ad squads, a public client; INFERRED the same
 * on campaigns and ads, where it is status-derived too).
 */
const RECORD_AND_STATUS = ['created_at', 'updated_at', 'delivery_status', 'creation_state', 'effective_status'];
/** Smart Budgets: set by Snap, read-only (shared/spec/snap-api-changes-2025-2026.md §5, a secondary source; "never sent"). */
const SMART_BUDGET_COMPUTED = [SNAP_SET_BID_KEY];

type Catalogued = Pick<AdsEntityType, keyof SnapEntity | 'microFields' | 'kind' | 'parameter' | 'searchListMethod' | 'putParentKey' | 'putParent'>;

/** The catalogue's facts about one of the three, in the shape the operations read. */
function catalogued(entity: SnapEntity, kind: AdsEntityKind): Catalogued {
	const parent = parentOf(entity) as SnapEntity;
	return {
		...entity,
		kind,
		parameter: entity.locator.parameter,
		searchListMethod: entity.locator.searchListMethod,
		putParentKey: entity.parentKey as string,
		putParent: parent,
		microFields: entity.microFields ?? [],
	};
}

/** The From option of Get Many for a parent other than the ad account. */
function listParentOf(entity: SnapEntity): ListParent {
	return { value: entity.name, parameter: entity.locator.parameter, displayName: entity.displayName, plural: entity.plural, searchListMethod: entity.locator.searchListMethod };
}

const NAME: UpdatableField = { key: 'name', displayName: 'Name', kind: 'name' };
const STATUS: UpdatableField = { key: 'status', displayName: 'Status', kind: 'status' };
const END_TIME: UpdatableField = { key: 'end_time', displayName: 'End Time', kind: 'endTime' };
const DAILY_BUDGET: UpdatableField = { key: 'daily_budget_micro', displayName: 'Daily Budget', kind: 'micro' };

export const CAMPAIGN: AdsEntityType = {
	...catalogued(CAMPAIGN_ENTITY, 'campaign'),
	updatable: [
		STATUS,
		NAME,
		END_TIME,
		DAILY_BUDGET,
		{ key: 'lifetime_spend_cap_micro', displayName: 'Lifetime Spend Cap', kind: 'micro' },
		// Smart Budgets (issue 46, point 7): the shapes are ASSUMED from clients, see common/smartBudget.ts.
		{ key: BUDGET_LEVEL_KEY, displayName: BUDGET_LEVEL_FIELD, kind: 'budgetLevel' },
		{ key: SMART_BUDGET_KEY, displayName: SMART_BUDGET_FIELD, kind: 'smartBudget' },
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
		// Smart Budgets' budget level: in a live client's campaign allow-list (shared/spec §5; FROM CLIENTS).
		'pacing_level',
	],
	readOnly: [...RECORD_AND_STATUS, ...SMART_BUDGET_COMPUTED],
};

export const AD_SQUAD: AdsEntityType = {
	...catalogued(AD_SQUAD_ENTITY, 'adSquad'),
	listParent: listParentOf(CAMPAIGN_ENTITY),
	updatable: [
		STATUS,
		NAME,
		END_TIME,
		{
			...DAILY_BUDGET,
			note: 'Only for a squad whose budget is daily (its delivery_constraint); a squad with a lifetime budget refuses it: set Lifetime Budget instead, or switch the squad in Ads Manager',
		},
		{
			key: 'lifetime_budget_micro',
			displayName: 'Lifetime Budget',
			kind: 'micro',
			note: 'Only for a squad whose budget is a lifetime budget (its delivery_constraint); a squad with a daily budget refuses it: set Daily Budget instead, or switch the squad in Ads Manager',
		},
		{
			key: 'bid_micro',
			displayName: 'Bid',
			kind: 'micro',
			note: 'Only for squads with a manual bid: a squad whose bid strategy is Auto-Bid refuses it (Snapchat sets that bid itself)',
		},
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
	readOnly: [
		...RECORD_AND_STATUS,
		...SMART_BUDGET_COMPUTED,
		// Seen refused by Snap when echoed back (a public client, shared/spec/ads-entities.md "Correction").
		'forced_view_eligibility',
		'auto_bid',
		'ranking_score',
		// The legacy placement: read only (UNSUPPORTED for squads set with placement_v2, which is what goes back).
		'placement',
		// Computed by Snap from the targeting (airbyte fixture adsquads.json reads it beside auto_bid).
		'targeting_reach_status',
		// Immutable once set (Snap docs, "Ad Squads"): left out, they keep their value (INFERRED), as before issue 46.
		'child_ad_type',
		'forced_view_setting',
	],
};

export const AD: AdsEntityType = {
	...catalogued(AD_ENTITY, 'ad'),
	listParent: listParentOf(AD_SQUAD_ENTITY),
	updatable: [STATUS, NAME],
	// Snap docs, Marketing API page "Ads", table "Attributes": the attributes marked R or O.
	// paying_advertiser_name is "inherited from the Ad Account entity and is immutable", so it is left
	// out with the read-only review_status, review_status_reasons and delivery_status.
	writable: ['ad_squad_id', 'creative_id', 'name', 'status', 'type'],
	readOnly: [
		...RECORD_AND_STATUS,
		// Snap docs, "Ads": read-only review fields; render_type is set by Snap (airbyte fixture ads.json).
		'review_status',
		'review_status_reasons',
		'render_type',
		// Snap docs, "Ads": "inherited from the Ad Account entity and is immutable": left out, as before issue 46.
		'paying_advertiser_name',
	],
};

export const ADS_ENTITY_TYPES: Readonly<Record<AdsEntityKind, AdsEntityType>> = {
	campaign: CAMPAIGN,
	adSquad: AD_SQUAD,
	ad: AD,
};

export const NAME_MAX_LENGTH = 375;
export const STATUSES = ['ACTIVE', 'PAUSED'] as const;
