/** Email addresses before hashing (spec: audience-segments.md and conversions-api.md, hashing). */
import { alreadyHashed } from './hash';
import { asText, bad, type Normalized } from './text';

const EMAIL_MAX = 254;
const NON_ASCII = /[^ -~]/; // outside printable ASCII: the rare values that need the Unicode checks
const INVISIBLE = /\p{Cf}/u;

/** Email: trim, lowercase (spec). Tags (`+promo`) and Unicode domains are kept as written (NFC). */
export function normalizeEmail(raw: unknown): Normalized {
	const text = asText(raw, false);
	if (typeof text !== 'string') return bad(text.reason);
	const hash = alreadyHashed(text);
	if (hash) return hash;
	if (NON_ASCII.test(text)) return normalizeUnicodeEmail(text);
	return checkEmail(text);
}

/**
 * Non-ASCII addresses: an invisible formatting character (zero-width space, direction mark) would
 * give a hash that matches nobody, so it is refused; a decomposed letter (u + combining diaeresis,
 * as macOS exports write ü) is composed (NFC), the same text in the form addresses are stored in.
 */
function normalizeUnicodeEmail(text: string): Normalized {
	if (INVISIBLE.test(text)) return bad('contains an invisible formatting character (e.g. a zero-width space copied with it)');
	return checkEmail(text.normalize('NFC'));
}

function checkEmail(text: string): Normalized {
	if (/\s/.test(text)) return bad('contains whitespace inside the address');
	const at = text.indexOf('@');
	if (at < 0) return bad('has no @, so it is not an email address');
	if (text.indexOf('@', at + 1) >= 0) return bad('has more than one @');
	if (at === 0) return bad('has nothing before the @');
	const domain = text.slice(at + 1);
	const dot = domain.lastIndexOf('.');
	if (domain === '' || dot <= 0 || dot === domain.length - 1 || domain.includes('..')) {
		return bad('has no valid domain after the @ (expected e.g. name@example.com)');
	}
	// Code units >= code points: count code points only for the rare long value (fast path).
	if (text.length > EMAIL_MAX && [...text].length > EMAIL_MAX) return bad(`is longer than ${EMAIL_MAX} characters`);
	return { ok: true, value: text.toLowerCase(), hashed: false };
}
