/**
 * Ad Review Status Changed: an ad of the ad account became Rejected (with Snap's reasons) or
 * Approved. One walk over the ad account's ads per poll; only when there is something to emit, the
 * ad account (time zone), its ad squads (names, campaign IDs) and its campaigns (names) are read,
 * one list each, whatever the number of ads reported.
 */
import type { IDataObject } from 'n8n-workflow';

import { AD, AD_ACCOUNT, childrenPath } from '../api';
import { adsManagerAdUrl } from './lookups';
import { decodeSnapshot, encodeSnapshot, idHash, type Snapshot } from './state';
import { adAccountSubject, zoneAndDetectedAt, entityInItem, listEvery, mostRecent, text, textList, type EventSource, type SourceContext } from './source';

export const REVIEW_CHOICES = {
	rejected: { statuses: ['REJECTED'], label: 'rejected' },
	approved: { statuses: ['APPROVED'], label: 'approved' },
	either: { statuses: ['REJECTED', 'APPROVED'], label: 'rejected or approved' },
} as const;
export type ReviewChoice = keyof typeof REVIEW_CHOICES;

type Ad = Record<string, unknown> & { id: string };

/** The campaign and ad squad of an ad, by ID and name, from the poll's lookups. */
export async function parentsOfAd(source: SourceContext, adSquadId: string | null): Promise<IDataObject> {
	const squads = await source.lookups.adSquads();
	const squad = adSquadId === null ? undefined : squads.get(adSquadId);
	const campaignId = squad?.campaignId ?? null;
	const campaigns = await source.lookups.campaigns();
	return {
		campaign_id: campaignId,
		campaign_name: campaignId === null ? null : (campaigns.get(campaignId) ?? null),
		ad_squad_id: adSquadId,
		ad_squad_name: squad?.name ?? null,
	};
}

async function eventOf(source: SourceContext, ad: Ad, previous: string | null): Promise<IDataObject> {
	const account = await source.lookups.account();
	return {
		event: 'adReviewStatusChanged',
		ad_account_id: source.adAccountId,
		...(await parentsOfAd(source, text(ad.ad_squad_id))),
		id: ad.id,
		name: text(ad.name),
		review_status: text(ad.review_status),
		previous_review_status: previous,
		review_status_reasons: textList(ad.review_status_reasons),
		status: text(ad.status),
		ads_manager_url: adsManagerAdUrl(source.adAccountId, ad.id),
		...(await zoneAndDetectedAt(source)),
		ad: entityInItem(ad, [], account),
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
			const events: IDataObject[] = [];
			for (const ad of changed) events.push(await eventOf(source, ad, before.get(idHash(ad.id)) || null));
			return { state, events };
		},
		async example() {
			const ad = mostRecent((await readAds()).filter((a) => wanted.includes(text(a.review_status) ?? '')));
			return ad && (await eventOf(source, ad, null));
		},
		noExample: {
			message: `No ad of this ad account is ${REVIEW_CHOICES[choice].label} right now, so there is no real example to show`,
			description: 'The trigger still works: once the workflow is published (n8n 1.x: active), it starts the workflow when an ad of this ad account is reviewed. To see a real example now, choose another ad account or another Review Status.',
		},
		sample: async () => ({
			event: 'adReviewStatusChanged',
			ad_account_id: source.adAccountId,
			campaign_id: '00000000-0000-4000-8000-000000000001',
			campaign_name: 'Sample campaign',
			ad_squad_id: '00000000-0000-4000-8000-000000000002',
			ad_squad_name: 'Sample ad squad',
			id: '00000000-0000-4000-8000-000000000003',
			name: 'Sample ad',
			review_status: REVIEW_CHOICES[choice].statuses[0],
			previous_review_status: 'PENDING_REVIEW',
			review_status_reasons: REVIEW_CHOICES[choice].statuses[0] === 'REJECTED' ? ['Sample reason: landing page not working'] : [],
			status: 'ACTIVE',
			ads_manager_url: adsManagerAdUrl(source.adAccountId, '00000000-0000-4000-8000-000000000003'),
			...(await zoneAndDetectedAt(source)),
			ad: {},
		}),
	};
}
