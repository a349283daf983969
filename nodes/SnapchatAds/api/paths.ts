/**
 * Every request path of the Marketing API, built in one place from the catalogue (entities.ts), each
 * ID escaped so that nothing it holds can change the path.
 */
import type { SnapEntity } from './entities';
import { AUDIENCE_SEGMENT } from './entities';

/** One entity: `/v1/campaigns/{id}`. */
export function entityPath(entity: SnapEntity, id: string): string {
	return `/v1/${entity.plural}/${encodeURIComponent(id)}`;
}

/** The `child` entities under one `parent`: `/v1/adaccounts/{id}/campaigns` (list with GET, create with POST, update with PUT). */
export function childrenPath(parent: SnapEntity, parentId: string, child: SnapEntity): string {
	return `${entityPath(parent, parentId)}/${child.plural}`;
}

/** Stats of one entity: `/v1/campaigns/{id}/stats`. */
export function statsPath(entity: SnapEntity, id: string): string {
	return `${entityPath(entity, id)}/stats`;
}

/** The users of a customer-list segment: `/v1/segments/{id}/users` (add with POST, remove with DELETE). */
export function segmentUsersPath(segmentId: string): string {
	return `${entityPath(AUDIENCE_SEGMENT, segmentId)}/users`;
}

/** The connected user's organizations: every page of GET /v1/me/organizations. */
export const MY_ORGANIZATIONS_PATH = '/v1/me/organizations';

/**
 * Audience size (Snap docs, "Audience Size"): of an ad squad spec, `POST /v1/adaccounts/{id}/audience_size_v2`
 * (the body is the squad object, not wrapped), or of an existing ad squad, `GET /v1/adsquads/{id}/audience_size_v2`.
 */
export function audienceSizePath(parent: SnapEntity, id: string): string {
	return `${entityPath(parent, id)}/audience_size_v2`;
}

/**
 * Bid estimate (Snap docs, "Bid Estimate": the minimum and maximum bid "for a given Ad Squad or
 * Targeting Spec"): of an existing ad squad, `GET /v1/adsquads/{id}/bid_estimate`; of a targeting
 * spec, `/v1/adaccounts/{id}/bid_estimate` (paths from clients, shared/spec/snap-api-changes-2025-2026.md §6).
 */
export function bidEstimatePath(parent: SnapEntity, id: string): string {
	return `${entityPath(parent, id)}/bid_estimate`;
}

/**
 * Snap's targeting lookups (shared/spec/targeting-and-audiences.md §3, from clients: no ad account in
 * the path): regions and metros of a country, and the interest categories of one kind. The answer is
 * `targeting_dimensions[].{sub_request_status, <kind>}` where `<kind>` is the path's last word.
 */
export type GeoLookupKind = 'region' | 'metro';
export function targetingGeoPath(country: string, kind: GeoLookupKind): string {
	return `/v1/targeting/geo/${encodeURIComponent(country.toLowerCase())}/${kind}`;
}
/**
 * ASSUMED (spec §3, a conflict between clients): Snap Lifestyle Categories are read at
 * `/v1/targeting/v1/interests/scls` (cesteral, a PHP client, a generated SDK) or at
 * `/v1/targeting/interests/scls` (singer-io's tap). `v1` is the form asked first; `plain` is the
 * fallback after a 404 (actions/common/targetingLookups.ts).
 */
export function targetingInterestsPath(kind: 'scls', spelling: 'v1' | 'plain' = 'v1'): string {
	return spelling === 'v1' ? `/v1/targeting/v1/interests/${kind}` : `/v1/targeting/interests/${kind}`;
}

/** The pixels of an ad account: `/v1/adaccounts/{id}/pixels` (Snap docs, "Snap Pixel"). */
export function pixelsPath(adAccountId: string): string {
	return `/v1/adaccounts/${encodeURIComponent(adAccountId)}/pixels`;
}
