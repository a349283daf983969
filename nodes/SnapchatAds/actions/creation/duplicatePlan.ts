/**
 * Planning a duplicate (pure): from entities as Snapchat read them to the create elements of their
 * copies. Every field read is copied but the type's read-only ones (Snap refuses computed fields
 * sent back: shared/spec/ads-entities.md; the deny-lists in common/entityTypes.ts, the same an Update
 * leaves out), so a field Snap added since (an ad's third-party tracking URLs, a squad's or campaign's
 * Smart Budget settings, a campaign's mobile app properties: issue 46, point 1) is copied as read;
 * targeting is copied whole, and an ad squad whose read carries no targeting (Snap leaves out
 * targeting of more than 500 criteria from a normal read, a secondary source) is refused rather than
 * copied with less targeting. Names become "<name> (copy)" or the user's pattern with {name}; a
 * start in the past becomes now; the top copy is Paused unless the user chooses otherwise, and the
 * children copied with it keep their own status (a paused ad squad stays paused: issue 37, 1).
 */
import { InputError } from '../../../shared/input/validation';
import { isRecord } from '../../../shared/input/values';
import { ADS_ENTITY_TYPES } from '../common/entityTypes';
import { checkName } from './checks';
import type { CreateLevel } from './send';
import { withCountries } from '../targeting/targeting';
import { SMART_BUDGET_KEY, withoutSnapSetBid } from '../common/smartBudget';

export const NAME_PLACEHOLDER = '{name}';
export const DEFAULT_NAME_PATTERN = `${NAME_PLACEHOLDER} (copy)`;

type Entity = Record<string, unknown>;

/**
 * Never copied: the original's ID (the copy gets its own), and delivery_constraint, set by Snap from
 * the budget chosen (not sent in a create: the emulator and Snap derive it). The parent ID is
 * replaced below; name and status are set by the plan.
 */
const NOT_COPIED = new Set(['id', 'delivery_constraint']);

/** The fields of `entity` for a create under `parentId`: all read but computed, read-only and NOT_COPIED ones. */
export function copyFields(level: CreateLevel, entity: Entity, parentId: string): Entity {
	const out: Entity = {};
	const type = ADS_ENTITY_TYPES[level];
	for (const [key, value] of Object.entries(entity)) {
		if (value !== undefined && value !== null && !NOT_COPIED.has(key) && !type.readOnly.includes(key)) out[key] = structuredClone(value);
	}
	// Smart Budget settings are copied as read, but for the bid Snapchat sets in them (never sent: smartBudget.ts).
	if (isRecord(out[SMART_BUDGET_KEY])) out[SMART_BUDGET_KEY] = withoutSnapSetBid(out[SMART_BUDGET_KEY]);
	out[type.parentKey as string] = parentId;
	if (level === 'adSquad') {
		// Auto-bid squads read bid_micro 0, which Snap refuses (E2771): no bid is sent with auto bid.
		if (out.bid_strategy === 'AUTO_BID' || typeof out.bid_micro !== 'number' || out.bid_micro <= 0) delete out.bid_micro;
	}
	return out;
}

/** "<name> (copy)", or the pattern with {name} replaced by the original name. */
export function copyName(pattern: string | undefined, original: unknown, field = 'New Name'): string {
	const text = pattern === undefined || pattern.trim() === '' ? DEFAULT_NAME_PATTERN : pattern;
	return checkName(text.split(NAME_PLACEHOLDER).join(typeof original === 'string' ? original : ''), field);
}

export interface TopChanges {
	name?: string;
	status: 'ACTIVE' | 'PAUSED';
	/** ISO UTC; when given they replace the original times. */
	startUtc?: string;
	endUtc?: string;
	/** A new budget in micro: campaign daily spend cap, or the ad squad's own budget (daily or lifetime). */
	budgetMicro?: number;
	/** New target countries (lower-case ISO codes) for ad squads. */
	countries?: string[];
}

/** The entity's schedule with a past start moved to now, and an end that no longer fits refused. */
export function schedule(element: Entity, nowMs: number, label: string, changes: Pick<TopChanges, 'startUtc' | 'endUtc'>): void {
	if (changes.startUtc) element.start_time = changes.startUtc;
	if (changes.endUtc) element.end_time = changes.endUtc;
	const start = typeof element.start_time === 'string' ? Date.parse(element.start_time) : Number.NaN;
	if (Number.isNaN(start) || start < nowMs) element.start_time = new Date(nowMs).toISOString();
	if (typeof element.end_time === 'string' && Date.parse(element.end_time) <= Date.parse(element.start_time as string)) {
		throw new InputError(
			'New End Time',
			`the ${label}'s end time ${element.end_time} is not after the copy's start ${String(element.start_time)}`,
			'Add New End Time (and New Start Time if needed) so the copy ends after it starts.',
		);
	}
}

export function requireTargeting(squad: Entity): void {
	const t = squad.targeting;
	if (!t || typeof t !== 'object' || Object.keys(t).length === 0) {
		throw new InputError(
			'Ad Squad',
			`Snapchat's read of ad squad ${String(squad.id)} (${JSON.stringify(squad.name)}) carries no targeting`,
			'Snapchat leaves out targeting with more than 500 criteria from a read, and a copy without it would reach everyone. Nothing was created: duplicate this ad squad in Ads Manager instead.',
		);
	}
}

/**
 * The status a child copy keeps: its original's. Anything but ACTIVE (PAUSED, or a status a create
 * does not take) is copied as PAUSED, so a copy never delivers where its original did not.
 */
export function ownStatus(source: Entity): 'ACTIVE' | 'PAUSED' {
	return source.status === 'ACTIVE' ? 'ACTIVE' : 'PAUSED';
}

/** The copy of a campaign: its fields as read (but read-only ones), new name, schedule, status, budget. */
export function planCampaign(source: Entity, adAccountId: string, changes: TopChanges, nowMs: number): Entity {
	const element = copyFields('campaign', source, adAccountId);
	element.name = changes.name ?? copyName(undefined, source.name);
	element.status = changes.status;
	if (changes.budgetMicro !== undefined) element.daily_budget_micro = changes.budgetMicro;
	schedule(element, nowMs, 'campaign', changes);
	return element;
}

/** The copy of an ad squad under `campaignId`: targeting whole (countries replaced when asked), budget and schedule. */
export function planAdSquad(source: Entity, campaignId: string, changes: Partial<TopChanges>, nowMs: number): Entity {
	requireTargeting(source);
	const element = copyFields('adSquad', source, campaignId);
	element.name = changes.name ?? source.name;
	element.status = changes.status ?? ownStatus(source);
	if (changes.countries) element.targeting = withCountries(element.targeting as Entity, changes.countries);
	if (changes.budgetMicro !== undefined) {
		if (element.lifetime_budget_micro !== undefined) element.lifetime_budget_micro = changes.budgetMicro;
		else element.daily_budget_micro = changes.budgetMicro;
	}
	if (element.daily_budget_micro === undefined && element.lifetime_budget_micro === undefined) {
		throw new InputError(
			'New Budget',
			`Snapchat's read of ad squad ${String(source.id)} (${JSON.stringify(source.name)}) carries no budget, and Snapchat requires one`,
			'Duplicate this ad squad on its own with New Budget set, or give it a budget in Ads Manager first.',
		);
	}
	// A squad read without placement settings (created before them) gets Snap's default, automatic placement.
	if (element.placement_v2 === undefined) element.placement_v2 = { config: 'AUTOMATIC' };
	schedule(element, nowMs, 'ad squad', changes);
	return element;
}

/** The copy of an ad under `adSquadId`: it shows the same creative. */
export function planAd(source: Entity, adSquadId: string, changes: { name?: string; status?: 'ACTIVE' | 'PAUSED' }): Entity {
	const element = copyFields('ad', source, adSquadId);
	element.name = changes.name ?? source.name;
	element.status = changes.status ?? ownStatus(source);
	return element;
}
