/** Mobile advertising IDs (IDFA, AAID) before hashing (spec: audience-segments.md). */
import { alreadyHashed } from './hash';
import { asText, bad, type Normalized } from './text';

const AD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ZERO_AD_ID = '00000000-0000-0000-0000-000000000000';

/** Mobile advertising ID (IDFA, AAID): trim, lowercase, keep the hyphens (spec). */
export function normalizeMobileAdId(raw: unknown): Normalized {
	const text = asText(raw, false);
	if (typeof text !== 'string') return bad(text.reason);
	const hash = alreadyHashed(text);
	if (hash) return hash;
	const lower = text.toLowerCase();
	if (!AD_ID.test(lower)) {
		return bad('is not a mobile ad ID (expected 8-4-4-4-12 hexadecimal characters with hyphens)');
	}
	// An all-zero IDFA/AAID is what devices report when the user limits ad tracking: it names nobody.
	if (lower === ZERO_AD_ID) return bad('is the all-zero ID a device reports when ad tracking is limited');
	return { ok: true, value: lower, hashed: false };
}
