/**
 * Issue 46, point 1: an Update sends back every field it read but the known read-only ones, so a
 * field Snap added since is not cleared. When Snap refuses such a PUT element, what to send instead
 * (pure). A PUT replaces the entity and a refused element changed nothing, so sending it again is
 * safe; only a clear per-element refusal (Snap's sub_request_status ERROR with its reason) gets here,
 * never an unknown outcome.
 *
 * - The refusal names fields the node only carried along (not in the type's `writable` list): drop
 *   them and send again. ASSUMED: Snap names the field in its reason, in the form of its other
 *   refusals, `Error code: <code>, message: <message> : [<field>]` (e.g. E2002 "Property is read
 *   only : [<field>]"), or in a context such as E2023's `[<field> cannot be changed once set.]`.
 * - The refusal names no field at all: send the allow-listed body once (what the node sent before
 *   issue 46), and say which fields were not sent back.
 * - Anything else (a refusal naming a field the node sends on purpose, a refusal of the entity itself
 *   such as E2025, E2771, E4001) is the answer: the item fails with Snap's reason, nothing is resent.
 */
import type { AdsEntityType } from '../common/entityTypes';

/**
 * At most this many resends per item after refusals (each drops at least one more field, or is the
 * allow-listed body, after which nothing is resent): so an item costs at most 1 + 3 PUTs. The last
 * one is always the allow-listed body, so an update that worked before issue 46 still works however
 * many fields Snap refuses one by one.
 */
export const MAX_REFUSAL_RESENDS = 3;

/** How a refused element's next body differs from the one just sent. */
export interface Trim {
	/** Fields left out because Snap refused them by name. */
	without: ReadonlySet<string>;
	/** Only the type's writable fields (a refusal that named no field). */
	allowListOnly: boolean;
}

export const NO_TRIM: Trim = { without: new Set(), allowListOnly: false };

export type Resend = { trim: Trim; warning: string } | undefined;

/** Refusals about the entity or a value, never about a field carried along (updateSend.ts words them). */
const ENTITY_REFUSALS = /\bE(2025|2771|4001)\b/;

function mentions(reason: string, key: string): boolean {
	return new RegExp(`(^|[^A-Za-z0-9_])${key.replace(/[^A-Za-z0-9_]/g, '\\$&')}($|[^A-Za-z0-9_])`).test(reason);
}

function listed(keys: string[]): string {
	return keys.map((k) => `"${k}"`).join(', ');
}

/** The fields of a PUT element the node only carries along: read from Snap, not in the type's writable list. */
export function carriedAlong(type: AdsEntityType, element: Record<string, unknown>): string[] {
	return Object.keys(element).filter((key) => key !== 'id' && !type.writable.includes(key));
}

/** What to send after Snap refused `element` with `reason`, or undefined when the refusal is the answer. */
export function afterRefusal(type: AdsEntityType, element: Record<string, unknown>, reason: string, trim: Trim, last = false): Resend {
	if (trim.allowListOnly) return undefined;
	const extra = carriedAlong(type, element);
	if (extra.length === 0) return undefined;
	const named = extra.filter((key) => mentions(reason, key));
	const rest = extra.filter((key) => !named.includes(key));
	if (named.length > 0 && last && rest.length > 0) {
		return {
			trim: { without: trim.without, allowListOnly: true },
			warning:
				`Snapchat refused ${listed(named)} as a field it does not take back (${reason}), and earlier fields too, so the update was sent once more with only the fields the node knows Snapchat takes back. ` +
				`These fields were not sent back and Snapchat may have cleared them: ${listed(rest)}. Check them in Ads Manager and set them again there if needed.`,
		};
	}
	if (named.length > 0) {
		const one = named.length === 1;
		return {
			trim: { without: new Set([...trim.without, ...named]), allowListOnly: false },
			warning:
				`Snapchat refused ${listed(named)} as a field it does not take back (${reason}), so the update was sent once more without ${one ? 'it' : 'them'}. ` +
				`Snapchat sets ${one ? 'that field' : 'those fields'} itself: nothing to do, unless ${one ? 'it' : 'they'} should have changed.`,
		};
	}
	if (ENTITY_REFUSALS.test(reason)) return undefined;
	// A refusal naming a field (one of the element's, or any in Snap's "[<field>]" context) is about that field's value.
	if (Object.keys(element).some((key) => mentions(reason, key)) || /\[\s*[a-z][a-z0-9_]*\s*\]/.test(reason)) return undefined;
	return {
		trim: { without: trim.without, allowListOnly: true },
		warning:
			`Snapchat refused the update without naming a field (${reason}), so it was sent once more with only the fields the node knows Snapchat takes back. ` +
			`These fields were not sent back and Snapchat may have cleared them: ${listed(extra)}. Check them in Ads Manager and set them again there if needed.`,
	};
}
