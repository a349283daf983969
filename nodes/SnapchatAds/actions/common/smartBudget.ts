/**
 * Smart Budgets (issue 46, point 7; shared/spec/snap-api-changes-2025-2026.md §5): a campaign that
 * shares one budget across its ad squads, Snapchat moving money to the squads that perform.
 *
 * What is known and what is ASSUMED here:
 * - `campaign_budget_optimization_properties` exists on Campaign and Ad Squad (Snap's Change Log,
 *   2026-04-27) [doc]. Its inner shape is on no page any source stored: the node takes it as one
 *   JSON object and sends it exactly as given (ASSUMED: an object; nothing inside is checked but
 *   the one field below).
 * - `pacing_level` (`CAMPAIGN` | `AD_SQUAD`) at the campaign's top level is the budget-sharing switch
 *   a secondary source lists and a live client's campaign allow-list carries (FROM CLIENTS; whether
 *   it is still current beside the properties object is unverified).
 * - `auto_bid_max_bid_micro` is set by Snapchat (read only: a secondary source) and never sent, at
 *   the top level (the update deny-list, entityTypes.ts) nor inside the properties object (here:
 *   ASSUMED it may be read there, as it belongs to the same feature).
 * - A squad of a Smart Budget campaign reads `campaign_budget_optimization_properties` itself (the
 *   Change Log puts it on the ad squad too): a non-empty object there is read as "the campaign
 *   shares its budget" (ASSUMED). Snap's refusal of such a squad's budget edit has no published
 *   code or words, so the node explains it by context: a budget edit, refused, on such a squad.
 */
import { InputError } from '../../../shared/input/validation';
import { isRecord, showValue } from '../../../shared/input/values';
import { NOT_JSON, parseJsonText } from '../../../shared/input/json';

export const SMART_BUDGET_KEY = 'campaign_budget_optimization_properties';
export const BUDGET_LEVEL_KEY = 'pacing_level';
/** Set by Snapchat for Smart Budget campaigns (2026-03-30); never sent. */
export const SNAP_SET_BID_KEY = 'auto_bid_max_bid_micro';

export const SMART_BUDGET_FIELD = 'Smart Budget Settings (JSON)';
export const BUDGET_LEVEL_FIELD = 'Budget Level';

export const BUDGET_LEVELS = [
	{ name: 'Campaign (Smart Budget)', value: 'CAMPAIGN', description: "Snapchat shares the campaign's budget across its ad squads" },
	{ name: 'Each Ad Squad', value: 'AD_SQUAD', description: 'Every ad squad spends its own budget (the classic setting)' },
];

export const SMART_BUDGET_DESCRIPTION =
	"Snapchat's Smart Budget settings of the campaign (campaign_budget_optimization_properties), as one JSON object sent exactly as given. " +
	"Snapchat has not published what goes inside, so the node checks only that it is an object; copy it from a campaign's Get output. auto_bid_max_bid_micro is set by Snapchat and refused here.";
export const BUDGET_LEVEL_DESCRIPTION =
	"Whether the campaign's budget is shared across its ad squads (Smart Budget) or each ad squad spends its own; sent as pacing_level, the name live clients use (Snapchat's pages do not show it yet)";

/** The Budget Level value as Snapchat spells it, or an input error naming the field. */
export function checkBudgetLevel(value: unknown, field = BUDGET_LEVEL_FIELD): string {
	const upper = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
	const found = BUDGET_LEVELS.find((l) => l.value === upper);
	if (found) return found.value;
	throw new InputError(
		field,
		`${field} ${showValue(value)} is not one of the choices`,
		`Use ${BUDGET_LEVELS.map((l) => l.value).join(' or ')} (pick ${BUDGET_LEVELS.map((l) => l.name).join(' or ')} from the list).`,
	);
}

function hasSnapSetBid(value: unknown): boolean {
	if (Array.isArray(value)) return value.some(hasSnapSetBid);
	if (!isRecord(value)) return false;
	return Object.entries(value).some(([key, inner]) => key === SNAP_SET_BID_KEY || hasSnapSetBid(inner));
}

/** The Smart Budget settings as an object (JSON text or an object from an expression), or an input error naming the field. */
export function checkSmartBudgetSettings(value: unknown, field = SMART_BUDGET_FIELD): Record<string, unknown> {
	const hint = 'Enter a JSON object in braces, e.g. one copied from a Smart Budget campaign\'s Get output (its campaign_budget_optimization_properties).';
	const parsed = typeof value === 'string' ? parseJsonText(value) : value;
	if (parsed === NOT_JSON) throw new InputError(field, `${field} is not valid JSON`, hint);
	if (!isRecord(parsed)) throw new InputError(field, `${field} is not a JSON object`, hint);
	if (hasSnapSetBid(parsed)) {
		throw new InputError(
			field,
			`${field} contains ${SNAP_SET_BID_KEY}, which Snapchat sets itself`,
			`Remove ${SNAP_SET_BID_KEY}: Snapchat sets a Smart Budget campaign's maximum automatic bid and refuses it from clients.`,
		);
	}
	return parsed;
}

/** `value` without `auto_bid_max_bid_micro` at any depth (a copy; the read entity is left as it was). */
export function withoutSnapSetBid(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(withoutSnapSetBid);
	if (!isRecord(value)) return value;
	return Object.fromEntries(Object.entries(value).filter(([key]) => key !== SNAP_SET_BID_KEY).map(([key, inner]) => [key, withoutSnapSetBid(inner)]));
}

/** Whether an ad squad as read belongs to a Smart Budget campaign (ASSUMED: it carries non-empty Smart Budget settings). */
export function inSmartBudgetCampaign(squad: Record<string, unknown>): boolean {
	const settings = squad[SMART_BUDGET_KEY];
	return isRecord(settings) && Object.keys(settings).length > 0;
}

const SQUAD_BUDGETS = ['daily_budget_micro', 'lifetime_budget_micro'];

/** Whether an update of a squad changes one of its budgets. */
export function changesSquadBudget(changes: Record<string, unknown>): boolean {
	return SQUAD_BUDGETS.some((key) => changes[key] !== undefined);
}

/** What to do when Snapchat refuses a budget edit of a squad in a Smart Budget campaign (after Snap's own words). */
export const SMART_BUDGET_SQUAD_HINT =
	"This ad squad belongs to a Smart Budget campaign: Snapchat shares the campaign's budget across its ad squads and may refuse a budget set on one of them. " +
	"Nothing was changed. Change the campaign's budget instead (Campaign → Update → Daily Spend Cap or Lifetime Spend Cap), or turn Smart Budget off for the campaign in Ads Manager first; the other items were not affected.";
