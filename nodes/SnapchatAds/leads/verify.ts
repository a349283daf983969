/**
 * Verifies that a delivery comes from Snap: the HMAC-SHA256 of "{t}.{raw body}" keyed with the
 * integration's secret must equal the `signature` header, compared in constant time on the raw
 * bytes (never on re-serialised JSON), and `t` must be recent (a replayed delivery is refused).
 * Pure: the caller hands in the headers, the raw body, the secret and the clock. The scheme's
 * assumptions (header names, the unit of `t`, the window) live in api/leadGen.ts.
 */
import { createHmac, timingSafeEqual } from 'crypto';

import { MAX_TIMESTAMP_SKEW_MS, SIGNATURE_HEADER, SIGNATURE_PREFIX, TIMESTAMP_HEADER, timestampMs } from '../api/leadGen';

export type Headers = Record<string, string | string[] | undefined>;

export type Verdict = { ok: true } | { ok: false; reason: string };

function header(headers: Headers, name: string): string | undefined {
	const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
	const value = found === undefined ? undefined : headers[found];
	const first = Array.isArray(value) ? value[0] : value;
	return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

export function signDelivery(secret: string, t: string, rawBody: Buffer | string): string {
	return createHmac('sha256', secret)
		.update(`${t}.`)
		.update(typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody)
		.digest('hex');
}

export function verifyDelivery(input: { headers: Headers; rawBody: Buffer | undefined; secret: string | undefined; nowMs: number }): Verdict {
	if (!input.secret) {
		return { ok: false, reason: 'this workflow holds no signing secret for the lead form (unpublish and publish the workflow, n8n 1.x: deactivate and activate it, to register the webhook again)' };
	}
	const signature = header(input.headers, SIGNATURE_HEADER);
	if (signature === undefined) return { ok: false, reason: `the request has no "${SIGNATURE_HEADER}" header` };
	const t = header(input.headers, TIMESTAMP_HEADER);
	if (t === undefined) return { ok: false, reason: `the request has no "${TIMESTAMP_HEADER}" (timestamp) header` };
	const sentAt = timestampMs(t);
	if (sentAt === undefined) return { ok: false, reason: `the "${TIMESTAMP_HEADER}" header is not a Unix timestamp` };
	const age = input.nowMs - sentAt;
	if (Math.abs(age) > MAX_TIMESTAMP_SKEW_MS) {
		return {
			ok: false,
			reason: `the "${TIMESTAMP_HEADER}" header is ${Math.round(Math.abs(age) / 1000)} s ${age > 0 ? 'old' : 'ahead'}; at most ${MAX_TIMESTAMP_SKEW_MS / 1000} s is accepted (a replayed or delayed request)`,
		};
	}
	if (input.rawBody === undefined) return { ok: false, reason: 'the raw request body is not available, so the signature cannot be checked' };
	const given = signature.toLowerCase().startsWith(SIGNATURE_PREFIX) ? signature.slice(SIGNATURE_PREFIX.length) : signature;
	if (!HEX_SHA256.test(given)) return { ok: false, reason: `the "${SIGNATURE_HEADER}" header is not a hex SHA-256 digest` };
	const expected = Buffer.from(signDelivery(input.secret, t, input.rawBody), 'hex');
	const actual = Buffer.from(given.toLowerCase(), 'hex');
	if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
		return { ok: false, reason: 'the signature does not match the body: the request was not signed with this lead form\'s secret, or the body was changed' };
	}
	return { ok: true };
}
