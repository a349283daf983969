/**
 * What every identifier normaliser shares: the result type and reading a raw field value as text.
 * Pure: no network, no state. A refused value yields a reason that describes the problem WITHOUT
 * repeating the value, because a plain identifier must never reach an error, a log line or an
 * output item.
 */

export type Normalized = { ok: true; value: string; hashed: boolean } | { ok: false; reason: string };

export const bad = (reason: string): Normalized => ({ ok: false, reason });

/** The text of a raw field value, or a reason why it is not usable at all. */
export function asText(raw: unknown, numbersAllowed: boolean): string | { reason: string } {
	if (raw === undefined || raw === null) return { reason: 'is empty' };
	if (typeof raw === 'number' && numbersAllowed) {
		if (!Number.isSafeInteger(raw) || raw <= 0) return { reason: 'is a number that is not a whole positive phone number' };
		return String(raw);
	}
	if (typeof raw !== 'string') {
		if (Array.isArray(raw)) return { reason: 'is a list; map one identifier per item' };
		return { reason: `is ${typeof raw === 'object' ? 'an object' : `a ${typeof raw}`}, not text` };
	}
	const text = raw.trim();
	if (text === '') return { reason: 'is empty' };
	return text;
}
