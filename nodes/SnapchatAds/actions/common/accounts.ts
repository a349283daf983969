/**
 * What operations need to know about an ad account: its time zone (wall-clock times and stats days
 * are read in it) and its currency (money fields). One GET per account per run, shared by every
 * item of the run; a run that names many ad accounts reads them all in one list read of the user's
 * organizations instead (issue 41). Nothing outlives the run (no module-level state: queue mode).
 */
import type { SnapClient } from '../../transport';
import { isRecord } from '../../../shared/input/values';
import { createRunCache } from '../../../shared/items/runCache';
import { MAX_PAGE_SIZE } from './paging';
import { AD_ACCOUNT, entityPath, MY_ORGANIZATIONS_PATH } from '../../api';

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

/** An organization of the connected user, with the ad accounts Snap lists inline in it. */
export interface MyOrganization {
	id: string;
	/** The accounts GET /v1/me/organizations?with_ad_accounts=true lists inline (id, name, timezone, currency, status). */
	inline: Array<Record<string, unknown>>;
}

/** Every organization of the connected user with its ad accounts inline: one list read (in pages of 1,000). */
export async function myOrganizations(client: SnapClient, itemIndex: number, subject = 'your organizations'): Promise<MyOrganization[]> {
	const organizations = await client.listAll(
		{ path: MY_ORGANIZATIONS_PATH, qs: { with_ad_accounts: true }, subject, itemIndex },
		'organizations',
		'organization',
		MAX_PAGE_SIZE,
	);
	return organizations
		.filter((o): o is Record<string, unknown> & { id: string } => typeof o.id === 'string')
		.map((o) => ({
			id: o.id,
			inline: (Array.isArray(o.ad_accounts) ? (o.ad_accounts as unknown[]) : [])
				.filter(isRecord)
				.map((account) => ({ organization_id: o.id, ...account })),
		}));
}

function infoOf(id: string, raw: Record<string, unknown>): AdAccountInfo {
	return { id, name: text(raw.name), timezone: text(raw.timezone), currency: text(raw.currency), organizationId: text(raw.organization_id), raw };
}

/** From this many different ad accounts in a run, one list read is cheaper than a GET each. */
export const MANY_AD_ACCOUNTS = 3;

/**
 * A lookup that asks Snapchat once per ad account for the life of this object (one run). `named`:
 * the ad accounts the run's items name, when known before the first request; from
 * MANY_AD_ACCOUNTS of them, the first lookup reads every account of the user's organizations in
 * one list read and the others come from it. Assumed (Snap's recorded sample shows it, its docs do
 * not say it for every account): the inline accounts carry `timezone` and `currency`. An account the
 * list does not hold with both (another user's, a role on the account only) is still read on its
 * own, and so are all of them when the list read fails, so each keeps its own error.
 */
export function createAdAccountLookup(client: SnapClient, named?: ReadonlySet<string>): AdAccountLookup {
	const once = createRunCache<AdAccountInfo>();
	const listed = createRunCache<Map<string, AdAccountInfo>>();
	const listRead = async (itemIndex?: number): Promise<Map<string, AdAccountInfo>> => {
		const known = new Map<string, AdAccountInfo>();
		try {
			const organizations = await myOrganizations(client, itemIndex ?? 0, 'your organizations (for the time zones and currencies of your ad accounts)');
			for (const account of organizations.flatMap((o) => o.inline)) {
				const id = text(account.id)?.toLowerCase();
				if (!id) continue;
				const info = infoOf(id, account);
				if (info.timezone && info.currency) known.set(id, info);
			}
		} catch {
			// Each account is then read on its own, and fails with its own message if it must.
		}
		return known;
	};
	const fromList = async (id: string, itemIndex?: number): Promise<AdAccountInfo | undefined> => {
		if (!named || named.size < MANY_AD_ACCOUNTS || !named.has(id)) return undefined;
		return (await listed('all', async () => await listRead(itemIndex))).get(id.toLowerCase());
	};
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
		return infoOf(id, raw);
	};
	return {
		get: async (adAccountId, itemIndex) =>
			await once(adAccountId, async () => {
				const listedInfo = await fromList(adAccountId, itemIndex);
				return listedInfo ? { ...listedInfo, id: adAccountId } : await load(adAccountId, itemIndex);
			}),
	};
}
