/**
 * The emulator's rules for a PUT of a campaign, ad squad or ad (shared/spec/ads-entities.md):
 * pure functions from the stored entity and the sent element to the new stored entity or a
 * Snap-style `sub_request_error_reason`. PUT replaces the whole entity: every writable field that
 * the element leaves out is cleared, so a client that does not merge loses data here as on Snap.
 */

import type { EntityLevel } from './adsTypes';

interface KindRules {
	/** Fields a PUT may set; one left out is cleared (Snap's whole-entity update). */
	writable: string[];
	/** Set by Snap, kept from the stored entity; refused when sent, as Snap refuses computed fields echoed back. */
	computed: string[];
	/** Immutable once set: kept when left out, accepted when sent unchanged, refused when changed. */
	kept: string[];
	/** Must be present in every PUT element. */
	required: string[];
	/** Identity fields: kept from the stored entity; a different value is refused. */
	fixed: string[];
}

const RECORD = ['created_at', 'updated_at', 'delivery_status', 'creation_state'];
/** Smart Budgets: the bid Snap sets itself (2026-03-30; read only per a secondary source, spec §5). */
export const SNAP_SET_BID = 'auto_bid_max_bid_micro';
export const SMART_BUDGET = 'campaign_budget_optimization_properties';

/**
 * The writable fields, written here from the same sources as the node's lists but independently
 * of them (the emulator stands for Snap): campaigns and ads from Snap's field tables (pages
 * "Campaigns" and "Ads"), ad squads from the list a public client sends to the live API plus
 * brand_safety_config and placement_v2 (shared/spec/ads-entities.md, "Correction").
 */
export const ADS_RULES: Record<EntityLevel, KindRules> = {
	campaign: {
		// Grouped by meaning: what it is, when it runs, what it may spend, what it is for.
		writable: [
			'name', 'status', 'objective', 'objective_v2_properties', 'buy_model', 'reserved_type', 'regulations',
			'start_time', 'end_time',
			'daily_budget_micro', 'lifetime_spend_cap_micro', 'campaign_budget_optimization_properties',
			'measurement_spec',
		],
		computed: [...RECORD, SNAP_SET_BID],
		kept: [],
		required: ['name', 'status', 'start_time'],
		fixed: ['id', 'ad_account_id'],
	},
	adsquad: {
		writable: [
			'name', 'type', 'status', 'start_time', 'end_time',
			// Whom it reaches and where.
			'targeting', 'placement_v2', 'brand_safety_config',
			// How it bids and what it may spend.
			'billing_event', 'optimization_goal', 'bid_strategy', 'bid_micro', 'pacing_type',
			'delivery_constraint', 'daily_budget_micro', 'lifetime_budget_micro',
			// What it measures.
			'pixel_id', 'conversion_window',
		],
		// The computed fields a public client saw Snap refuse, and the legacy placement.
		computed: [...RECORD, 'effective_status', 'forced_view_eligibility', 'auto_bid', 'ranking_score', 'placement', 'targeting_reach_status', SNAP_SET_BID],
		kept: ['child_ad_type', 'forced_view_setting'],
		required: ['name', 'status'],
		fixed: ['id', 'campaign_id'],
	},
	ad: {
		writable: ['creative_id', 'name', 'status', 'type'],
		computed: [...RECORD, 'review_status', 'review_status_reasons', 'render_type'],
		kept: ['paying_advertiser_name'],
		required: ['name', 'status'],
		fixed: ['id', 'ad_squad_id'],
	},
};

export const ADS_NAME_MAX = 375;

export function adsReason(code: string, message: string, field: string): string {
	return `Error code: ${code}, message: ${message} : [${field}]`;
}

export type PutResult = { ok: true; entity: Record<string, unknown> } | { ok: false; reason: string };

function invalid(field: string, message = 'Property value is not allowed'): PutResult {
	return { ok: false, reason: adsReason('E2002', message, field) };
}

function codePoints(s: string): number {
	return [...s].length;
}

/** Checks of the values themselves (name, status, times, micro amounts); undefined when all pass. */
function valueProblem(entity: Record<string, unknown>): PutResult | undefined {
	const name = entity.name;
	if (typeof name !== 'string' || name.trim() === '' || codePoints(name) > ADS_NAME_MAX) return invalid('name');
	if (entity.status !== 'ACTIVE' && entity.status !== 'PAUSED') return invalid('status');
	for (const key of ['start_time', 'end_time']) {
		const value = entity[key];
		if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))) return invalid(key);
	}
	if (typeof entity.start_time === 'string' && typeof entity.end_time === 'string') {
		if (Date.parse(entity.end_time) <= Date.parse(entity.start_time)) return invalid('end_time', 'End time must be after start time');
	}
	for (const [key, value] of Object.entries(entity)) {
		if (key.endsWith('_micro') && (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)) {
			return invalid(key, 'Budget must be a positive integer in micro-currency');
		}
	}
	return undefined;
}

/** Snap's refusal of a PUT without placement_v2 for a squad created with it (seen in clients). */
export const E2025_PLACEMENT_V2 = adsReason(
	'E2025',
	'Update is not supported for this entity',
	'AdSquad was created with placement v2, please update the placement in Ads Manager',
);
/** Snap's answer to a 0 or null bid (seen in clients). */
export const E2771_BID = 'Error code: E2771, message: Bid is required on ad squad';
/**
 * A catalogue (collection) squad's answer to a budget, bid or status edit. The code and the word
 * catalogVertical are seen in clients; the rest of the wording is INFERRED.
 */
export const E4001_CATALOG = adsReason('E4001', 'Invalid request', 'catalogVertical must be set to update this ad squad');

const CATALOG_GUARDED = ['status', 'daily_budget_micro', 'lifetime_budget_micro', 'bid_micro'];

/**
 * A squad of a Smart Budget campaign whose budget a PUT changes. Snap's change log says such a
 * campaign allocates the budget across its squads (spec §5: "squad-level budget edits may be
 * refused"); the code and words are ASSUMED (none published): E2002 naming the budget field.
 */
export const smartBudgetSquadRefusal = (field: string): string => adsReason('E2002', 'Budget can not be set on an ad squad of a Smart Budget campaign', field);
const SQUAD_BUDGETS = ['daily_budget_micro', 'lifetime_budget_micro'];

/**
 * Whether a campaign shares its budget across its squads (a Smart Budget campaign): it carries
 * non-empty `campaign_budget_optimization_properties` [doc name] or `pacing_level: CAMPAIGN` [clients].
 * Both forms are taken, as the spec leaves open which is current (§5, open point 5).
 */
export function isSmartBudgetCampaign(campaign: Record<string, unknown> | undefined): boolean {
	const settings = campaign?.[SMART_BUDGET];
	const hasSettings = typeof settings === 'object' && settings !== null && Object.keys(settings).length > 0;
	return hasSettings || campaign?.pacing_level === 'CAMPAIGN';
}

/** The first read-only field nested in a Smart Budget settings object (ASSUMED: Snap's set bid may be read inside it). */
function nestedReadOnly(element: Record<string, unknown>): string | undefined {
	const settings = element[SMART_BUDGET];
	return typeof settings === 'object' && settings !== null && SNAP_SET_BID in settings ? `${SMART_BUDGET}.${SNAP_SET_BID}` : undefined;
}

/** What the emulator knows of a PUT's surroundings: the squad's campaign shares its budget. */
export interface PutContext {
	smartBudgetCampaign?: boolean;
}

/** Squad-only rules: placement v2, bids, catalogue squads, Smart Budget squads, one budget per delivery_constraint. */
function adSquadProblem(stored: Record<string, unknown>, element: Record<string, unknown>, context: PutContext): PutResult | undefined {
	if (stored.placement === 'UNSUPPORTED' && (element.placement_v2 === undefined || element.placement_v2 === null)) {
		return { ok: false, reason: E2025_PLACEMENT_V2 };
	}
	if ('bid_micro' in element && (element.bid_micro === null || (typeof element.bid_micro === 'number' && element.bid_micro <= 0))) {
		return { ok: false, reason: E2771_BID };
	}
	// A 0 or null amount reads as "none", the same as one left out.
	const amount = (v: unknown) => (v === null || (typeof v === 'number' && v <= 0) ? undefined : v);
	if (stored.child_ad_type === 'COLLECTION' && CATALOG_GUARDED.some((key) => amount(element[key]) !== amount(stored[key]))) {
		return { ok: false, reason: E4001_CATALOG };
	}
	const changedBudget = SQUAD_BUDGETS.find((key) => amount(element[key]) !== amount(stored[key]));
	if (context.smartBudgetCampaign && changedBudget) return { ok: false, reason: smartBudgetSquadRefusal(changedBudget) };
	// INFERRED from "one of daily_budget_micro or lifetime_budget_micro must be set" (Snap docs):
	// the budget sent must be the one delivery_constraint names, and only that one.
	const daily = element.daily_budget_micro !== undefined && element.daily_budget_micro !== null;
	const lifetime = element.lifetime_budget_micro !== undefined && element.lifetime_budget_micro !== null;
	if (daily && lifetime) return invalid('lifetime_budget_micro', 'Only one of daily_budget_micro and lifetime_budget_micro can be set');
	if (element.delivery_constraint === 'DAILY_BUDGET' && lifetime) return invalid('lifetime_budget_micro', 'Budget does not match delivery_constraint');
	if (element.delivery_constraint === 'LIFETIME_BUDGET' && daily) return invalid('daily_budget_micro', 'Budget does not match delivery_constraint');
	return undefined;
}

/**
 * The entity to store after a PUT of `element` over `stored`: identity, immutable and computed
 * fields from `stored` (computed ones refused when sent, as Snap does, and so are the `readOnly`
 * fields a test marks: read-only fields the node does not know), every other field exactly as sent,
 * unknown ones included. A squad's placement_v2
 * left out is kept (INFERRED: the public client's PUTs without it succeed on other squads). The
 * store stamps `updated_at`.
 */
export function applyPut(
	kind: EntityLevel,
	stored: Record<string, unknown>,
	element: Record<string, unknown>,
	readOnly: readonly string[] = [],
	context: PutContext = {},
): PutResult {
	const rules = ADS_RULES[kind];
	for (const key of Object.keys(element)) {
		// ASSUMED wording and code: Snap's refusal of a read-only field echoed back is seen in clients as a
		// sub_request ERROR; "E2002 ... Property is read only : [<field>]" is this emulator's form of it
		// (the `Error code: <code>, message: <message> : [<context>]` form Snap uses for its other refusals).
		if (rules.computed.includes(key) || readOnly.includes(key)) return invalid(key, 'Property is read only');
	}
	const nested = nestedReadOnly(element);
	if (nested) return invalid(nested, 'Property is read only');
	for (const key of [...rules.fixed, ...rules.kept]) {
		if (key in element && element[key] !== stored[key]) return invalid(key, 'Property can not be changed');
	}
	if (kind === 'adsquad') {
		const problem = adSquadProblem(stored, element, context);
		if (problem) return problem;
	}
	for (const key of rules.required) {
		if (element[key] === undefined || element[key] === null) return invalid(key, 'Property is required');
	}
	const entity: Record<string, unknown> = {};
	for (const key of [...rules.fixed, ...rules.kept]) if (stored[key] !== undefined) entity[key] = stored[key];
	for (const key of rules.writable) {
		const value = element[key];
		if (value !== undefined && value !== null) entity[key] = value;
	}
	// A field this emulator does not know (one Snap added since: an ad's third-party tracking URLs, a
	// squad's Smart Budget settings, a campaign's mobile app properties) is stored as sent and, like any
	// writable field, cleared when left out: Snap's PUT replaces the whole entity (spec §14.2).
	for (const [key, value] of Object.entries(element)) {
		if (rules.writable.includes(key) || rules.fixed.includes(key) || rules.kept.includes(key)) continue;
		if (value !== undefined && value !== null) entity[key] = value;
	}
	if (kind === 'adsquad' && entity.placement_v2 === undefined && stored.placement_v2 !== undefined) entity.placement_v2 = stored.placement_v2;
	const problem = valueProblem(entity);
	if (problem) return problem;
	for (const key of rules.computed) {
		if (stored[key] !== undefined) entity[key] = stored[key];
	}
	return { ok: true, entity };
}
