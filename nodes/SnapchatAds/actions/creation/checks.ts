/**
 * Checks of what a create sends, before any request (pure): names, amounts in the ad account's
 * currency (exact decimals to micro, Snap's minimums, the currency's own decimals), start and end
 * times read in the account's zone, bids. Every problem is an InputError naming the field and
 * saying what would be right. Facts: Snap docs "Campaigns" and "Ad Squads" (name at most 375
 * characters; ad squad daily budget at least 5,000,000 micro in every currency), a secondary
 * source for the campaign daily spend cap (at least 20.00), shared/spec/creation.md.
 */
import { currencyDecimals, formatMicro, toMicro } from '../../../shared/input/money';
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { readEnd } from '../../../shared/time/readEnd';
import { formatUtc, readInstant } from '../../../shared/time/readInstant';

export const NAME_MAX = 375;
/** Snap docs, "Ad Squads": daily_budget_micro "Minimum value 5000000 across all supported currencies". */
export const AD_SQUAD_DAILY_MIN_MICRO = 5_000_000;
/** A secondary source (shared/spec/creation.md): a campaign daily spend cap is at least 20.00. */
export const CAMPAIGN_DAILY_MIN_MICRO = 20_000_000;

export function checkName(value: unknown, field: string): string {
	const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined;
	if (text === undefined || text === '') {
		throw new InputError(field, `${field} is empty`, `Enter a name of 1 to ${NAME_MAX} characters, e.g. "Summer Sale – US".`);
	}
	const length = [...text].length;
	if (length > NAME_MAX) {
		throw new InputError(field, `${field} has ${length} characters; Snapchat allows at most ${NAME_MAX}`, 'Shorten the name.');
	}
	return text;
}

/**
 * An amount in the account's currency as micro: exact, with no more decimals than the currency
 * has, and at least `minMicro`.
 */
export function checkAmount(value: unknown, field: string, currency: string | undefined, minMicro = 1): number {
	const micro = toMicro(value, field);
	const decimals = currencyDecimals(currency);
	if (micro % 10 ** (6 - decimals) !== 0) {
		throw new InputError(
			field,
			`${field} ${showValue(value)} has more decimals than ${currency ?? 'the currency'} has (${decimals})`,
			`Round it to ${decimals} decimal${decimals === 1 ? '' : 's'}.`,
		);
	}
	if (micro < minMicro) {
		throw new InputError(
			field,
			`${field} ${showValue(value)} is below Snapchat's minimum of ${formatMicro(minMicro, currency)}`,
			`Enter at least ${formatMicro(minMicro, currency)}.`,
		);
	}
	return micro;
}

export interface Schedule {
	startUtc: string;
	endUtc?: string;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Start and end: a value without an offset is read in `zone` (the ad account's zone unless the user
 * names another), DST-safe; an empty start is now. The end must be after the start and in the
 * future; a date alone as the end runs through that whole day (readEnd). With `pastStartIsNow`
 * (duplicates) a start in the past becomes now.
 */
export function checkSchedule(
	start: unknown,
	end: unknown,
	zone: string,
	nowMs: number,
	fields: { start: string; end: string },
	opts: { pastStartIsNow?: boolean } = {},
): Schedule {
	let startMs = isEmpty(start) ? nowMs : readInstant(start, zone, { field: fields.start, noun: 'start time' }).ms;
	if (opts.pastStartIsNow && startMs < nowMs) startMs = nowMs;
	const startUtc = formatUtc(startMs);
	if (isEmpty(end)) return { startUtc };
	const { ms: endMs, iso: endUtc } = readEnd(end, zone, { field: fields.end, noun: 'end time' });
	if (endMs <= nowMs) {
		throw new InputError(fields.end, `${fields.end} ${endUtc} is in the past`, `Enter a time after now (${formatUtc(nowMs)}), or leave ${fields.end} empty.`);
	}
	if (endMs <= startMs) {
		throw new InputError(fields.end, `${fields.end} ${endUtc} is not after ${fields.start} ${startUtc}`, `Enter an end after the start, or move the start earlier.`);
	}
	return { startUtc, endUtc };
}

export const BID_STRATEGIES = ['AUTO_BID', 'LOWEST_COST_WITH_MAX_BID', 'TARGET_COST'] as const;
export type BidStrategy = (typeof BID_STRATEGIES)[number];

/** Snap docs, "Ad Squads": AUTO_BID sends no bid; a max bid or a target cost needs bid_micro. */
export function checkBid(strategy: unknown, amount: unknown, field: string, currency: string | undefined): { bid_strategy: BidStrategy; bid_micro?: number } {
	if (!BID_STRATEGIES.includes(strategy as BidStrategy)) {
		throw new InputError('Bid Strategy', `Bid Strategy ${showValue(strategy)} is not one of the choices`, 'Use AUTO_BID, LOWEST_COST_WITH_MAX_BID or TARGET_COST.');
	}
	if (strategy === 'AUTO_BID') return { bid_strategy: 'AUTO_BID' };
	if (isEmpty(amount)) {
		throw new InputError(field, `${field} is needed with bid strategy ${String(strategy)}`, 'Enter the bid in the ad account\'s currency, e.g. 2.50, or choose Auto Bid.');
	}
	return { bid_strategy: strategy as BidStrategy, bid_micro: checkAmount(amount, field, currency) };
}
