/**
 * How the emulator delivers a lead the way Snap does (as a public client observed it live): a POST of
 * the flat JSON lead to the integration's webhook URL with header `t` (Unix seconds here; the unit
 * is not published) and header `signature`, the hex HMAC-SHA256 of "{t}.{raw body}" keyed with the
 * integration's secret. A non-2xx answer is retried, signed anew, up to `maxAttempts`. Options make
 * the deliveries a verifier must refuse: another secret, a stale `t`, a body changed after signing,
 * no signature.
 */
import { createHmac } from 'crypto';

export interface DeliveryAttempt {
	seq: number;
	integrationId: string;
	leadId: string;
	url: string;
	/** HTTP status answered; 0 when the connection failed. */
	status: number;
	/** What the emulator sent on purpose (a wrong secret, a stale t, a tampered body...), or 'signed'. */
	kind: string;
}

export interface DeliverOptions {
	/** Sign with this secret instead of the integration's. */
	secret?: string;
	/** The `t` header's instant, ms (default: real now). */
	timestampMs?: number;
	/** Send `t` in milliseconds instead of seconds. */
	timestampInMs?: boolean;
	/** Change the body after signing. */
	tamper?: boolean;
	/** Send no `signature` header. */
	unsigned?: boolean;
	/** Non-2xx answers are retried (re-signed) up to this many attempts in all, as Snap redelivers. Default 3. */
	maxAttempts?: number;
}

export interface DeliveryOutcome {
	lead: Record<string, string>;
	statuses: number[];
	delivered: boolean;
}

/** Delivers `lead` to the integration's URL; returns the status of each attempt (0: no connection). */
export async function postLead(
	integration: { integration_id: string; webhook_url: string; hmac_secret: string },
	lead: Record<string, string>,
	opts: DeliverOptions,
	record: (attempt: Omit<DeliveryAttempt, 'seq'>) => void,
): Promise<number[]> {
	const statuses: number[] = [];
	const max = Math.max(1, opts.maxAttempts ?? 3);
	for (let attempt = 1; attempt <= max; attempt++) {
		const atMs = opts.timestampMs ?? Date.now();
		const t = opts.timestampInMs ? String(atMs) : String(Math.floor(atMs / 1000));
		const body = JSON.stringify(lead);
		const signature = createHmac('sha256', opts.secret ?? integration.hmac_secret).update(`${t}.${body}`).digest('hex');
		const sentBody = opts.tamper ? body.replace(/}$/, ',"injected":"yes"}') : body;
		const headers: Record<string, string> = { 'content-type': 'application/json', t };
		if (!opts.unsigned) headers.signature = signature;
		let status = 0;
		try {
			const res = await fetch(integration.webhook_url, { method: 'POST', headers, body: sentBody });
			status = res.status;
			await res.arrayBuffer();
		} catch {
			status = 0;
		}
		const kind = opts.unsigned ? 'unsigned' : opts.tamper ? 'tampered' : opts.secret ? 'wrong-secret' : opts.timestampMs !== undefined ? 'timestamp-set' : 'signed';
		record({ integrationId: integration.integration_id, leadId: lead.lead_id, url: integration.webhook_url, status, kind });
		statuses.push(status);
		if (status >= 200 && status < 300) break;
	}
	return statuses;
}
