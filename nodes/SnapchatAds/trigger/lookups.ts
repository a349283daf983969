/**
 * What the trigger reads only when a poll has something to report, at most once per poll each: the
 * ad account (its time zone for `_local` times, its currency for money), the ad account's ad
 * squads (their names and campaign IDs) and its campaigns (their names). One list walk per entity
 * type, 1,000 per page, never one call per reported entity: reporting 1 or 500 ads of an account
 * with 250 ad squads and 50 campaigns costs the same 3 extra calls. Created per poll (no state
 * outlives it: queue mode).
 */
import { adAccountPath, createAdAccountLookup, type AdAccountInfo } from '../actions/common/accounts';
import type { SnapClient } from '../transport';
import { MAX_PAGE_SIZE } from '../actions/common/paging';

export interface SquadInfo {
	name: string | null;
	campaignId: string | null;
}

export interface PollLookups {
	account(): Promise<AdAccountInfo>;
	/** Ad squad ID -> its name and campaign ID. */
	adSquads(): Promise<Map<string, SquadInfo>>;
	/** Campaign ID -> its name. */
	campaigns(): Promise<Map<string, string | null>>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
	let pending: Promise<T> | undefined;
	return async () => {
		pending ??= load();
		return await pending;
	};
}

const nameOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function createPollLookups(client: SnapClient, adAccountId: string, about: { subject: string; notFoundMessage: string }): PollLookups {
	const list = async (plural: string, singular: string) => {
		const entities = await client.listAll({ path: `${adAccountPath(adAccountId)}/${plural}`, ...about }, plural, singular, MAX_PAGE_SIZE);
		return entities.filter((e): e is Record<string, unknown> & { id: string } => typeof e.id === 'string' && e.id !== '');
	};
	const accounts = createAdAccountLookup(client);
	return {
		account: once(async () => await accounts.get(adAccountId)),
		adSquads: once(async () => new Map((await list('adsquads', 'adsquad')).map((s): [string, SquadInfo] => [s.id, { name: nameOf(s.name), campaignId: nameOf(s.campaign_id) }]))),
		campaigns: once(async () => new Map((await list('campaigns', 'campaign')).map((c): [string, string | null] => [c.id, nameOf(c.name)]))),
	};
}

/**
 * The ad's page in Ads Manager. ASSUMED shape: Snap documents no deep-link format. Ads Manager
 * pages start with the ad account ID (Snap's own WooCommerce plugin links
 * `https://ads.snapchat.com/<ad account ID>/create-campaign`), and `/ads/<ad ID>` after it is the
 * form seen in third-party tools that link ads.
 */
export function adsManagerAdUrl(adAccountId: string, adId: string): string {
	return `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}/ads/${encodeURIComponent(adId)}`;
}
