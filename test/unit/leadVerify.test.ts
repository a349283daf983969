/**
 * Verification of Snap's lead deliveries (leads/verify.ts) and the readers of Snap's answer
 * spellings (api/leadGen.ts): pure, no I/O.
 */
import { createHmac } from 'crypto';

import { verifyDelivery } from '../../nodes/SnapchatAds/leads/verify';
import { leadsOfDelivery, readCreatedIntegration, readListedIntegrations, timestampMs } from '../../nodes/SnapchatAds/api/leadGen';

const SIGNER = 'c2VjcmV0LW9mLXRoZS1hZC1hY2NvdW50';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const T = String(NOW / 1000);
// Spaces and a non-ASCII character: the bytes as sent, which re-serialised JSON would not reproduce.
const RAW = Buffer.from('{"lead_id": "1", "first_name": "Zoë",  "form_id": "f"}', 'utf8');
const sign = (secret: string, t: string, raw: Buffer) => createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${t}.`), raw])).digest('hex');
const verify = (headers: Record<string, string | undefined>, raw: Buffer | undefined = RAW, secret: string | undefined = SIGNER, nowMs = NOW) =>
	verifyDelivery({ headers, rawBody: raw, secret, nowMs });

describe('verifyDelivery', () => {
	it('accepts the HMAC-SHA256 of "{t}.{raw body}" with the secret, computed on the raw bytes', () => {
		expect(verify({ t: T, signature: sign(SIGNER, T, RAW) })).toEqual({ ok: true });
		// Header names in any case, the digest in upper case, an optional sha256= prefix.
		expect(verify({ T, Signature: `sha256=${sign(SIGNER, T, RAW).toUpperCase()}` })).toEqual({ ok: true });
	});

	it('refuses the signature of the body alone, of re-serialised JSON, of another secret or of a changed body', () => {
		const bodyOnly = createHmac('sha256', SIGNER).update(RAW).digest('hex');
		expect(verify({ t: T, signature: bodyOnly })).toMatchObject({ ok: false, reason: expect.stringMatching(/does not match/) });
		const reserialised = Buffer.from(JSON.stringify(JSON.parse(RAW.toString('utf8'))));
		expect(verify({ t: T, signature: sign(SIGNER, T, reserialised) })).toMatchObject({ ok: false });
		expect(verify({ t: T, signature: sign('another-secret', T, RAW) })).toMatchObject({ ok: false });
		expect(verify({ t: T, signature: sign(SIGNER, T, RAW) }, Buffer.from(RAW.toString('utf8').replace('Zoë', 'Zoe')))).toMatchObject({ ok: false });
		// t is part of what is signed: another t with the same signature fails.
		expect(verify({ t: String(NOW / 1000 + 1), signature: sign(SIGNER, T, RAW) })).toMatchObject({ ok: false });
	});

	it('refuses stale and far-future timestamps (replays), in seconds or milliseconds', () => {
		const old = String(NOW / 1000 - 301);
		expect(verify({ t: old, signature: sign(SIGNER, old, RAW) })).toMatchObject({ ok: false, reason: expect.stringMatching(/301 s old/) });
		const ahead = String(NOW / 1000 + 301);
		expect(verify({ t: ahead, signature: sign(SIGNER, ahead, RAW) })).toMatchObject({ ok: false, reason: expect.stringMatching(/ahead/) });
		const recentMs = String(NOW - 299_000);
		expect(verify({ t: recentMs, signature: sign(SIGNER, recentMs, RAW) })).toEqual({ ok: true });
	});

	it('refuses what is missing or malformed, saying what', () => {
		expect(verify({ t: T })).toMatchObject({ ok: false, reason: expect.stringMatching(/no "signature" header/) });
		expect(verify({ signature: sign(SIGNER, T, RAW) })).toMatchObject({ ok: false, reason: expect.stringMatching(/no "t"/) });
		expect(verify({ t: 'yesterday', signature: 'ab' })).toMatchObject({ ok: false, reason: expect.stringMatching(/not a Unix timestamp/) });
		expect(verify({ t: T, signature: 'zz' })).toMatchObject({ ok: false, reason: expect.stringMatching(/not a hex SHA-256/) });
		expect(verify({ t: T, signature: sign(SIGNER, T, RAW).slice(2) })).toMatchObject({ ok: false });
		expect(verifyDelivery({ headers: { t: T, signature: sign(SIGNER, T, RAW) }, rawBody: undefined, secret: SIGNER, nowMs: NOW })).toMatchObject({ ok: false, reason: expect.stringMatching(/raw request body/) });
		expect(verifyDelivery({ headers: { t: T, signature: sign(SIGNER, T, RAW) }, rawBody: RAW, secret: undefined, nowMs: NOW })).toMatchObject({ ok: false, reason: expect.stringMatching(/no signing secret/) });
	});

	it('never puts the secret, the signature or the body in its reasons', () => {
		const cases = [verify({ t: T, signature: sign('x', T, RAW) }), verify({ t: '1', signature: sign(SIGNER, '1', RAW) }), verify({ t: T, signature: 'zz' })];
		for (const verdict of cases) {
			const text = JSON.stringify(verdict);
			for (const s of [SIGNER, sign(SIGNER, T, RAW), 'Zoë']) expect(text).not.toContain(s);
		}
	});
});

describe('timestampMs', () => {
	it('reads seconds and milliseconds, and nothing else', () => {
		expect(timestampMs('1764072000')).toBe(1764072000000);
		expect(timestampMs('1764072000.5')).toBe(1764072000500);
		expect(timestampMs('1764072000123')).toBe(1764072000123);
		for (const bad of ['', '-1', '1e9', '0x10', '12 34', 'NaN']) expect(timestampMs(bad)).toBeUndefined();
	});
});

describe('answer spellings', () => {
	it('reads a created integration in snake_case (live) and camelCase (docs), with or without the inner wrapper', () => {
		const snake = { request_status: 'SUCCESS', webhook_integrations: [{ sub_request_status: 'SUCCESS', webhook_integration: { integration_id: 'i-1', hmac_secret: 's-1', webhook_url: 'https://a' } }] };
		const camel = { webhookIntegrations: [{ webhookIntegration: { integrationId: 'i-2', hmacSecret: 's-2', webhookUrl: 'https://b' } }] };
		const flat = { webhook_integrations: [{ integration_id: 'i-3', hmac_secret: 's-3' }] };
		expect(readCreatedIntegration(snake)).toEqual({ integrationId: 'i-1', secret: 's-1', webhookUrl: 'https://a' });
		expect(readCreatedIntegration(camel)).toEqual({ integrationId: 'i-2', secret: 's-2', webhookUrl: 'https://b' });
		expect(readCreatedIntegration(flat)).toMatchObject({ integrationId: 'i-3', secret: 's-3' });
		expect(readCreatedIntegration({ request_status: 'SUCCESS' })).toEqual({});
		expect(readCreatedIntegration('')).toEqual({});
	});

	it('reads a form\'s integrations in both spellings', () => {
		expect(readListedIntegrations({ partner_integrations: [{ integration_id: 'i-1', generic_webhook_handler_info: { webhook_url: 'https://a' } }] })).toEqual([
			{ integrationId: 'i-1', webhookUrl: 'https://a' },
		]);
		expect(readListedIntegrations({ partnerIntegrations: [{ id: 'i-2', genericWebhookHandlerInfo: { webhookUrl: 'https://b' } }] })).toEqual([
			{ integrationId: 'i-2', webhookUrl: 'https://b' },
		]);
		expect(readListedIntegrations({})).toEqual([]);
	});

	it('reads a delivery as one lead, a list of leads, or leads under `leads`', () => {
		expect(leadsOfDelivery({ lead_id: '1' })).toEqual([{ lead_id: '1' }]);
		expect(leadsOfDelivery([{ lead_id: '1' }, { lead_id: '2' }, 'x'])).toHaveLength(2);
		expect(leadsOfDelivery({ leads: [{ lead_id: '3' }] })).toEqual([{ lead_id: '3' }]);
		expect(leadsOfDelivery('text')).toEqual([]);
	});
});
