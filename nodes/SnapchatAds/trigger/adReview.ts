/**
 * Ad Review Status Changed: an ad of the ad account became Rejected (with Snap's reasons) or
 * Approved. One walk over the ad account's ads per poll; the ad squads (for the campaign IDs) are
 * read only when there is something to emit.
 */
import type { IDataObject } from 'n8n-workflow';

import { decodeSnapshot, encodeSnapshot, idHash, type Snapshot } from './state';
import { adAccountSubject, listEvery, mostRecent, text, textList, type EventSource, type SourceContext } from './source';
import { AD, AD_ACCOUNT, AD_SQUAD, childrenPath } from '../api';

export const REVIEW_CHOICES = {
	rejected: { statuses: ['REJECTED'], label: 'rejected' },
	approved: { statuses: ['APPROVED'], label: 'approved' },
	either: { statuses: ['REJECTED', 'APPROVED'], label: 'rejected or approved' },
} as const;
export type ReviewChoice = keyof typeof REVIEW_CHOICES;

type Ad = Record<string, unknown> & { id: string };

/** Ad squad ID -> campaign ID, from one walk over the ad account's ad squads. */
export async function campaignsOfAdSquads(source: SourceContext): Promise<Map<string, string>> {
	const squads = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AD_SQUAD), AD_SQUAD, adAccountSubject(source.adAccountId));
	return new Map(squads.flatMap((s): Array<[string, string]> => (typeof s.campaign_id === 'string' ? [[s.id, s.campaign_id]] : [])));
}

function eventOf(source: SourceContext, ad: Ad, previous: string | null, campaigns: Map<string, string>): IDataObject {
	const adSquadId = text(ad.ad_squad_id);
	return {
		event: 'adReviewStatusChanged',
		ad_account_id: source.adAccountId,
		campaign_id: adSquadId === null ? null : (campaigns.get(adSquadId) ?? null),
		ad_squad_id: adSquadId,
		id: ad.id,
		name: text(ad.name),
		review_status: text(ad.review_status),
		previous_review_status: previous,
		review_status_reasons: textList(ad.review_status_reasons),
		status: text(ad.status),
		detected_at: new Date(source.nowMs).toISOString(),
		ad: ad as IDataObject,
	};
}

export function adReviewSource(source: SourceContext, choice: ReviewChoice): EventSource<Snapshot> {
	const wanted: readonly string[] = REVIEW_CHOICES[choice].statuses;
	const readAds = async () =>
		await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AD), AD, adAccountSubject(source.adAccountId));
	return {
		key: `adReview|${source.adAccountId}|${choice}`,
		async poll(previous) {
			const ads = await readAds();
			const state = encodeSnapshot(ads.map((ad): [string, string] => [ad.id, text(ad.review_status) ?? '']));
			const before = previous === undefined ? undefined : decodeSnapshot(previous);
			if (before === undefined) return { state, events: [] };
			const changed = ads.filter((ad) => {
				const now = text(ad.review_status);
				return now !== null && wanted.includes(now) && before.get(idHash(ad.id)) !== now;
			});
			if (changed.length === 0) return { state, events: [] };
			const campaigns = await campaignsOfAdSquads(source);
			return { state, events: changed.map((ad) => eventOf(source, ad, before.get(idHash(ad.id)) || null, campaigns)) };
		},
		async example() {
			const ad = mostRecent((await readAds()).filter((a) => wanted.includes(text(a.review_status) ?? '')));
			return ad && eventOf(source, ad, null, await campaignsOfAdSquads(source));
		},
		noExample: {
			message: `No ad of ad account ${source.adAccountId} is ${REVIEW_CHOICES[choice].label} right now, so there is no example to show`,
			description: 'The trigger still works: once activated, it starts the workflow when an ad of this ad account is reviewed. To see an example now, choose another ad account or another Review Status.',
		},
	};
}
