/**
 * Money in Snap's API is integer micro-currency: 1.00 in the ad account's currency is 1,000,000
 * micro (spec: ads-entities.md). Conversions here are exact decimal arithmetic on the digits, never
 * floating-point multiplication, so 0.29 becomes 290000 and not 289999.99999999997.
 */
import { InputError } from './validation';
import { showValue } from './values';

export const MICRO_PER_UNIT = 1_000_000;
const MICRO_DIGITS = 6;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount in currency units (number or text such as "50.25") as integer micro-currency.
 * More than 6 decimals, a non-number, a negative value, or (unless `allowZero`) zero is an InputError.
 */
export function toMicro(value: unknown, field: string, opts: { allowZero?: boolean } = {}): number {
	const hint = `Enter an amount in the ad account's currency with at most ${MICRO_DIGITS} decimals, e.g. 50.25 (a dot as the decimal separator, no currency sign).`;
	const raw = typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value.trim() : undefined;
	const match = raw === undefined ? null : DECIMAL.exec(raw);
	if (raw === undefined || raw === '' || !match || (match[2] === '' && (match[3] ?? '') === '')) {
		throw new InputError(field, `${field} ${showValue(value)} is not an amount`, hint);
	}
	const [sign] = match.slice(1);
	const { digits, point } = significantDigits(match);
	const decimals = Math.max(0, digits.length - point);
	if (decimals > MICRO_DIGITS) {
		throw new InputError(
			field,
			`${field} ${showValue(value)} has ${decimals} decimals; Snapchat counts money in millionths, so at most ${MICRO_DIGITS}`,
			hint,
		);
	}
	const microDigits = digits === '' ? '0' : `${digits}${'0'.repeat(point + MICRO_DIGITS - digits.length)}`;
	const micro = Number(microDigits);
	if (!Number.isSafeInteger(micro)) {
		throw new InputError(field, `${field} ${showValue(value)} is too large`, hint);
	}
	if (sign === '-' && micro !== 0) {
		throw new InputError(field, `${field} ${showValue(value)} is negative`, hint);
	}
	if (micro === 0 && !opts.allowZero) {
		throw new InputError(field, `${field} must be more than 0`, hint);
	}
	return micro;
}

/** The digits of a DECIMAL match without leading or trailing zeros, and where the point sits in them. */
function significantDigits(match: RegExpExecArray): { digits: string; point: number } {
	const [, , whole, fraction = '', exponent = '0'] = match;
	let digits = `${whole}${fraction}`;
	let point = whole.length + Number(exponent);
	while (digits.startsWith('0')) {
		digits = digits.slice(1);
		point--;
	}
	while (digits.endsWith('0') && digits.length > point) digits = digits.slice(0, -1);
	return { digits, point };
}

/**
 * An amount (number or text such as "142.52") as exact decimal text for APIs that take money as a
 * string (Snap's Conversions API `value`): "142.52", "0.3", "1200", in its shortest exact form
 * ("0.10" is "0.1"). Text is taken exactly: more than `maxDecimals` decimals is refused. A number carries no more precision than its shortest form, so a
 * floating-point sum such as 0.1 + 0.2 (0.30000000000000004) is rounded half-up to `maxDecimals`
 * decimals ("0.3"), the only decimals money can have. Negative, non-numeric or empty is an InputError.
 */
export function toDecimalText(value: unknown, field: string, maxDecimals = MICRO_DIGITS): string {
	const hint = `Enter an amount with at most ${maxDecimals} decimals and a dot as the decimal separator, e.g. 142.52 (no currency sign, no thousands separator).`;
	const raw = typeof value === 'number' ? numberText(value) : typeof value === 'string' ? value.trim() : undefined;
	const match = raw === undefined ? null : DECIMAL.exec(raw);
	if (raw === undefined || raw === '' || !match || (match[2] === '' && (match[3] ?? '') === '')) {
		throw new InputError(field, `${field} ${showValue(value)} is not an amount`, hint);
	}
	if (match[1] === '-' && /[1-9]/.test(raw)) throw new InputError(field, `${field} ${showValue(value)} is negative`, hint);
	let { digits, point } = significantDigits(match);
	if (digits.length - point > maxDecimals) {
		if (typeof value !== 'number') {
			throw new InputError(field, `${field} ${showValue(value)} has ${digits.length - point} decimals; at most ${maxDecimals} are allowed`, hint);
		}
		// Round half-up at maxDecimals, on the digits (never with floating-point arithmetic).
		const keep = Math.max(0, point + maxDecimals);
		const roundUp = point + maxDecimals >= 0 && Number(digits[keep] ?? '0') >= 5;
		let kept = digits.slice(0, keep);
		if (roundUp) {
			const bumped = (BigInt(kept === '' ? '0' : kept) + 1n).toString();
			if (bumped.length > kept.length) point++;
			kept = bumped.padStart(kept.length, '0');
		}
		// Trailing zeros of the whole part come back from `point` below.
		digits = kept.replace(/0+$/, '');
	}
	if (digits === '' || /^0*$/.test(digits)) return '0';
	const whole = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
	const fraction = point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
	return fraction === '' ? whole : `${whole}.${fraction}`;
}

/**
 * A number as the decimal text a user sees. A double holds 15 significant decimal digits reliably;
 * what JavaScript's shortest round-trip form shows past them is the binary noise of arithmetic
 * (50 * 1.1 is 55.00000000000001, 0.1 + 0.2 is 0.30000000000000004), so a fraction is read at 15
 * significant digits: 55 and 0.3, while 1.1234567 keeps its 7 real decimals (issue 40, point 8).
 * Whole numbers are taken as they are.
 */
function numberText(value: number): string | undefined {
	if (!Number.isFinite(value)) return undefined;
	return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** Integer micro-currency as an amount in currency units: 5120000 -> 5.12 (exact decimal digits). */
export function microToAmount(micro: number): number {
	if (!Number.isSafeInteger(micro)) return micro / MICRO_PER_UNIT;
	const negative = micro < 0;
	const digits = String(Math.abs(micro)).padStart(MICRO_DIGITS + 1, '0');
	const text = `${digits.slice(0, -MICRO_DIGITS)}.${digits.slice(-MICRO_DIGITS)}`;
	return Number(`${negative ? '-' : ''}${text}`);
}

/**
 * A copy of `entity` following the package's money convention: Snap's `<name>_micro` fields keep
 * their micro-currency integer, and `<name>` beside each holds the plain amount in the ad
 * account's currency (daily_budget_micro: 50000000 -> daily_budget: 50), plus `currency` (ISO
 * code) when it is known. Fields of `fields` that do not end in `_micro`, or hold no number, get
 * no plain twin; a plain field Snap itself already sends is never overwritten.
 */
export function withAmounts(
	entity: Record<string, unknown>,
	fields: readonly string[],
	currency?: string,
): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const plain = new Map<string, string>();
	for (const field of fields) if (field.endsWith('_micro')) plain.set(field, field.slice(0, -'_micro'.length));
	for (const [key, value] of Object.entries(entity)) {
		out[key] = value;
		const name = plain.get(key);
		if (name !== undefined && typeof value === 'number' && Number.isFinite(value) && !(name in entity)) out[name] = microToAmount(value);
	}
	if (currency && out.currency === undefined) out.currency = currency;
	return out;
}

/** How many decimals amounts in `currency` have (USD 2, JPY 0); 2 when the code is unknown. */
export function currencyDecimals(currency: string | undefined): number {
	if (!currency) return 2;
	try {
		return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
	} catch {
		return 2;
	}
}

/** An amount in micro as the user reads it: "50.00 USD". */
export function formatMicro(micro: number, currency: string | undefined): string {
	const amount = (micro / 1_000_000).toFixed(currencyDecimals(currency));
	return currency ? `${amount} ${currency}` : amount;
}
