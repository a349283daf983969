/**
 * Reading the Limits collection of one item (fields.ts). A limit is the workflow owner's: one whose
 * stored value calls `$fromAI` (n8n's way to let the assistant of a tool node fill a field) is refused
 * before anything is read or sent, because the assistant could then set the limit it is held to. The
 * stored (unresolved) parameters are read through getNode(), where the expression is still text.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { toMicro } from '../../../shared/input/money';
import { checkBoolean, checkUuid, InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { AD_ACCOUNTS, BID_CEILING, BID_FLOOR, BUDGET_CEILING, BUDGET_FLOOR, CUT, LIMITS, MAX_DAILY, MAX_LIFETIME, OVER_LIMIT, RAISE, REQUIRE_END } from './fields';

/** How far one Update run may move a bid or budget (issue 49, point 5); amounts in micro. */
export interface ChangeLimits {
	raisePercent?: number;
	cutPercent?: number;
	budgetFloor?: number;
	budgetCeiling?: number;
	bidFloor?: number;
	bidCeiling?: number;
	clip: boolean;
}

export interface OwnerLimits {
	maxDaily?: number;
	maxLifetime?: number;
	requireEndTime: boolean;
	/** Lower-case ad account IDs; undefined: any. */
	adAccounts?: string[];
	change: ChangeLimits;
}

/** n8n's `$fromAI` and its aliases (`$fromAi`, `$fromai`) in an expression. */
const FROM_AI = /\$fromai\s*\(/i;

const NAMES: Record<string, string> = {
	maxDailyBudget: MAX_DAILY,
	maxLifetimeBudget: MAX_LIFETIME,
	requireEndTime: REQUIRE_END,
	adAccounts: AD_ACCOUNTS,
	maxRaisePercent: RAISE,
	maxCutPercent: CUT,
	budgetFloor: BUDGET_FLOOR,
	budgetCeiling: BUDGET_CEILING,
	bidFloor: BID_FLOOR,
	bidCeiling: BID_CEILING,
	overLimit: OVER_LIMIT,
};

/** The stored Limits (or anything inside them) filled by `$fromAI`: an InputError naming the limit. */
export function refuseAssistantLimits(stored: unknown): void {
	const entries: Array<[string, unknown]> = typeof stored === 'string' ? [['', stored]] : stored && typeof stored === 'object' ? Object.entries(stored) : [];
	for (const [key, value] of entries) {
		if (!FROM_AI.test(JSON.stringify(value) ?? '')) continue;
		const name = NAMES[key] ?? LIMITS;
		throw new InputError(
			name,
			`${name} is set by $fromAI(), so the AI assistant calling this tool could choose its own limit`,
			`Limits belong to the workflow's owner: open this node and enter ${name} as a fixed value (or an expression that does not use $fromAI), or remove it. Nothing was sent. (An assistant seeing this: tell the person who runs the workflow.)`,
		);
	}
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function amount(value: unknown, name: string): number | undefined {
	return given(value) ? toMicro(value, name, { allowZero: true }) : undefined;
}

function percent(value: unknown, name: string): number | undefined {
	if (!given(value)) return undefined;
	const n = typeof value === 'string' ? Number(value.trim()) : value;
	if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) throw new InputError(name, `${name} ${showValue(value)} is not a percentage`, 'Enter a number of 0 or more, e.g. 20 for 20%.');
	return n;
}

function accountList(value: unknown): string[] | undefined {
	if (!given(value)) return undefined;
	const parts = String(value).split(/[\s,;]+/).filter((p) => p !== '');
	return parts.length === 0 ? undefined : parts.map((p) => checkUuid(p, AD_ACCOUNTS, 'ad account'));
}

/** The Limits of item `i`, checked; undefined when none is set. */
export function readLimits(ctx: IExecuteFunctions, i: number): OwnerLimits | undefined {
	return convertInputErrors(ctx, i, () => {
		refuseAssistantLimits(ctx.getNode().parameters.limits);
		const l = ctx.getNodeParameter('limits', i, {}) as IDataObject;
		if (Object.keys(l).length === 0) return undefined;
		const over = l.overLimit ?? 'refuse';
		if (over !== 'refuse' && over !== 'clip') throw new InputError(OVER_LIMIT, `${OVER_LIMIT} ${showValue(over)} is not one of the choices`, 'Use refuse or clip.');
		return {
			maxDaily: amount(l.maxDailyBudget, MAX_DAILY),
			maxLifetime: amount(l.maxLifetimeBudget, MAX_LIFETIME),
			requireEndTime: checkBoolean(l.requireEndTime, REQUIRE_END, false),
			adAccounts: accountList(l.adAccounts),
			change: {
				raisePercent: percent(l.maxRaisePercent, RAISE),
				cutPercent: percent(l.maxCutPercent, CUT),
				budgetFloor: amount(l.budgetFloor, BUDGET_FLOOR),
				budgetCeiling: amount(l.budgetCeiling, BUDGET_CEILING),
				bidFloor: amount(l.bidFloor, BID_FLOOR),
				bidCeiling: amount(l.bidCeiling, BID_CEILING),
				clip: over === 'clip',
			},
		};
	});
}

/** An ad account outside Only These Ad Accounts: refused before anything is read or sent. */
export function checkAccount(limits: OwnerLimits | undefined, adAccountId: string): void {
	if (!limits?.adAccounts || limits.adAccounts.includes(adAccountId.toLowerCase())) return;
	throw new InputError(
		AD_ACCOUNTS,
		`ad account ${adAccountId} is not one this node may write to (${limits.adAccounts.join(', ')})`,
		'Nothing was sent. Choose one of those ad accounts, or ask the workflow owner to add it to the node\'s Limits.',
		'Over the limit',
	);
}
