/**
 * Outputs keep Snap's micro-currency fields and add the amount in the ad account's currency right
 * after each: `daily_budget_micro: 50250000` gains `daily_budget_amount: 50.25`. The conversion
 * itself (exact decimal) is passed in, so this module only decides which fields get an amount.
 */

const MICRO_SUFFIX = '_micro';

/** `daily_budget_micro` -> `daily_budget_amount`; undefined for a field that is not a micro amount. */
export function amountKey(key: string): string | undefined {
	return key.endsWith(MICRO_SUFFIX) && key.length > MICRO_SUFFIX.length ? `${key.slice(0, -MICRO_SUFFIX.length)}_amount` : undefined;
}

function microValue(value: unknown): number | undefined {
	if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
	// Snap's JSON has carried micro values as digit strings in some clients' fixtures (INFERRED: accept both).
	if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
	return undefined;
}

/**
 * A copy of `entity` with an `<name>_amount` beside every top-level `<name>_micro` integer. Keys
 * are kept in order; an amount key the entity already has is left alone.
 */
export function withAmounts<T>(entity: Record<string, unknown>, toAmount: (micro: number) => T): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(entity)) {
		out[key] = value;
		const target = amountKey(key);
		const micro = microValue(value);
		if (target !== undefined && micro !== undefined && !(target in entity)) out[target] = toAmount(micro);
	}
	return out;
}
