/**
 * What operations need to know about an ad account: its time zone (wall-clock times and stats days
 * are read in it) and its currency (money fields). One GET per account per run, shared by every
 * item of the run; nothing outlives the run (no module-level state: queue mode).
 */
import type { SnapClient } from '../../transport';
import { createRunCache } from '../../../shared/items/runCache';
import { AD_ACCOUNT, entityPath } from '../../api';

export interface AdAccountInfo {
	id: string;
	name?: string;
	/** IANA zone name, e.g. 'America/Los_Angeles'. */
	timezone?: string;
	/** ISO 4217, e.g. 'USD'. */
	currency?: string;
	organizationId?: string;
	raw: Record<string, unknown>;
}

export interface AdAccountLookup {
	get(adAccountId: string, itemIndex?: number): Promise<AdAccountInfo>;
}

function text(value: unknown): string | undefined {
	return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A lookup that asks Snapchat once per ad account for the life of this object (one run). */
export function createAdAccountLookup(client: SnapClient): AdAccountLookup {
	const once = createRunCache<AdAccountInfo>();
	const load = async (id: string, itemIndex?: number): Promise<AdAccountInfo> => {
		const subject = `ad account ${id}`;
		const body = await client.request({
			method: 'GET',
			path: entityPath(AD_ACCOUNT, id),
			idempotent: true,
			subject,
			itemIndex,
			notFoundMessage: `Ad account ${id} was not found, or the connected Snapchat user cannot see it`,
		});
		const [raw = {}] = client.entities(body, 'adaccounts', 'adaccount', subject, itemIndex);
		return {
			id,
			name: text(raw.name),
			timezone: text(raw.timezone),
			currency: text(raw.currency),
			organizationId: text(raw.organization_id),
			raw,
		};
	};
	return {
		get: async (adAccountId, itemIndex) => await once(adAccountId, async () => await load(adAccountId, itemIndex)),
	};
}
