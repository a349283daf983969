/**
 * Issue 49, point 5, pure: an Update's new bid or budget held to the owner's limits on automated
 * changes, against the value read just before (Update reads every entity before its PUT): the
 * largest raise and cut per run in percent, and the lowest and highest value. Over a limit the item
 * is refused (InputError naming the limit) or, with Clip, the value moves to the nearest one allowed
 * (whole units of the currency, inside the limits) and a warning says so.
 */
import { InputError } from '../../../shared/input/validation';
import { currencyDecimals, formatMicro } from '../../../shared/input/money';
import { BID_CEILING, BID_FLOOR, BUDGET_CEILING, BUDGET_FLOOR, CUT, OVER_LIMIT, RAISE } from './fields';
import type { ChangeLimits } from './read';

type Entity = Record<string, unknown>;

/** The amounts the change limits hold, with the name Update gives them. */
const HELD: Record<string, { name: string; bid: boolean }> = {
	daily_budget_micro: { name: 'Daily Budget', bid: false },
	lifetime_budget_micro: { name: 'Lifetime Budget', bid: false },
	lifetime_spend_cap_micro: { name: 'Lifetime Spend Cap', bid: false },
	bid_micro: { name: 'Bid', bid: true },
};

interface Bound {
	limit: string;
	value: number;
	/** A lowest value (floor, cut) or a highest (ceiling, raise). */
	below: boolean;
	/** What the bound is, in words, for the message. */
	says: string;
}

/**
 * The changes with every held amount within the limits. Returns the warnings of clipped values;
 * throws an InputError naming the first limit a value is over when clipping is not chosen.
 */
export function holdChanges(limits: ChangeLimits, current: Entity, changes: Entity, what: string, currency?: string): string[] {
	const warnings: string[] = [];
	const unit = 10 ** (6 - currencyDecimals(currency));
	const money = (micro: number) => formatMicro(micro, currency);
	for (const [key, { name, bid }] of Object.entries(HELD)) {
		const wanted = changes[key];
		if (typeof wanted !== 'number') continue;
		const now = typeof current[key] === 'number' && (current[key] as number) > 0 ? (current[key] as number) : undefined;
		const [floor, ceiling] = bid ? [limits.bidFloor, limits.bidCeiling] : [limits.budgetFloor, limits.budgetCeiling];
		const [floorName, ceilingName] = bid ? [BID_FLOOR, BID_CEILING] : [BUDGET_FLOOR, BUDGET_CEILING];
		// Lowest and highest first, then the step per run, so that one run never moves further than the step allows.
		const bounds: Bound[] = [];
		if (floor !== undefined) bounds.push({ limit: floorName, value: floor, below: true, says: `the lowest allowed, ${money(floor)}` });
		if (ceiling !== undefined) bounds.push({ limit: ceilingName, value: ceiling, below: false, says: `the highest allowed, ${money(ceiling)}` });
		if (now !== undefined && limits.cutPercent !== undefined) {
			const low = Math.ceil((now * (1 - limits.cutPercent / 100)) / unit) * unit;
			bounds.push({ limit: CUT, value: low, below: true, says: `the current ${money(now)} - ${limits.cutPercent}% (${money(low)})` });
		}
		if (now !== undefined && limits.raisePercent !== undefined) {
			const high = Math.floor((now * (1 + limits.raisePercent / 100)) / unit) * unit;
			bounds.push({ limit: RAISE, value: high, below: false, says: `the current ${money(now)} + ${limits.raisePercent}% (${money(high)})` });
		}
		let value = wanted;
		for (const b of bounds) {
			if (b.below ? value >= b.value : value <= b.value) continue;
			const asked = `${what}: ${name} ${money(value)} is ${b.below ? 'below' : 'above'} ${b.says}`;
			if (!limits.clip) {
				throw new InputError(
					b.limit,
					asked,
					`Nothing was sent. The workflow's owner set this limit in the node's Limits: ask for at ${b.below ? 'least' : 'most'} ${money(b.value)}, or choose Clip under ${OVER_LIMIT} to move such changes to the limit.`,
					'Over the limit',
				);
			}
			warnings.push(`${asked} (${b.limit}), so it was clipped to ${money(b.value)}`);
			value = b.value;
		}
		changes[key] = value;
	}
	return warnings;
}
