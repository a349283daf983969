/**
 * Snap Pixels: list an ad account's pixels, read one, and the pixel as the node shows it
 * (spec pixel-health.md §1, Snap's "Snap Pixel" page): `GET /v1/adaccounts/{id}/pixels` (paged) and
 * `GET /v1/pixels/{id}`, each answering `pixels[].{sub_request_status, pixel}`. Pixels are made in
 * Ads Manager, never through the API. Shared by the Pixel operations and the trigger's pixel health.
 */
import type { SnapClient } from '../../transport';
import { nonEmptyText } from '../../../shared/input/values';

export const PIXELS_LIST_KEY = 'pixels';
export const PIXEL_ENTITY_KEY = 'pixel';

/** `/v1/pixels/{id}`: the pixel, and the root of its stats paths. */
export function pixelPath(pixelId: string): string {
	return `/v1/pixels/${encodeURIComponent(pixelId)}`;
}

/** The pixels of an ad account: `/v1/adaccounts/{id}/pixels`. */
export function accountPixelsPath(adAccountId: string): string {
	return `/v1/adaccounts/${encodeURIComponent(adAccountId)}/pixels`;
}

/**
 * Where a person sees the pixel in Ads Manager. ASSUMED: Events Manager under the ad account
 * (`https://ads.snapchat.com/<ad account ID>/events`); Snap publishes no address scheme, and the
 * pixel's own page is reached from there.
 */
export function pixelAdsManagerLink(adAccountId: string | undefined): string | undefined {
	return adAccountId ? `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}/events` : undefined;
}

export interface PixelSummary {
	id: string;
	name?: string;
	/** Snap's `status` (ACTIVE seen; the full list is not published). */
	status?: string;
	/** Snap's `effective_status`. */
	effectiveStatus?: string;
	/** Both ACTIVE: the only state a live client treats as usable (spec §1). */
	usable: boolean;
	adAccountId?: string;
	createdAt?: string;
	updatedAt?: string;
	adsManagerLink?: string;
	/** The install snippet (`pixel_javascript`); kept only when asked for. */
	snippet?: string;
	/** Snap's pixel as it came, less the snippet (fields Snap adds later survive). */
	raw: Record<string, unknown>;
}

function text(value: unknown): string | undefined {
	return nonEmptyText(typeof value === 'string' ? value.trim() : undefined);
}

/** A pixel of Snap's answer in the node's words; `withSnippet` keeps the install code. */
export function pixelSummary(pixel: Record<string, unknown>, withSnippet = false): PixelSummary {
	const { pixel_javascript: snippet, ...rest } = pixel;
	const status = text(pixel.status)?.toUpperCase();
	const effectiveStatus = text(pixel.effective_status)?.toUpperCase();
	const adAccountId = text(pixel.ad_account_id)?.toLowerCase();
	return {
		id: (text(pixel.id) ?? '').toLowerCase(),
		name: text(pixel.name),
		status,
		effectiveStatus,
		usable: status === 'ACTIVE' && effectiveStatus === 'ACTIVE',
		adAccountId,
		createdAt: text(pixel.created_at),
		updatedAt: text(pixel.updated_at),
		adsManagerLink: pixelAdsManagerLink(adAccountId),
		...(withSnippet && typeof snippet === 'string' ? { snippet } : {}),
		raw: rest,
	};
}

/** Every pixel of an ad account (Snap pages the list; all pages are read up to `max`). */
export async function listPixels(
	client: SnapClient,
	adAccountId: string,
	opts: { itemIndex?: number; pageSize?: number; max?: number } = {},
): Promise<Array<Record<string, unknown>>> {
	return await client.listAll(
		{ path: accountPixelsPath(adAccountId), subject: `the pixels of ad account ${adAccountId}`, itemIndex: opts.itemIndex },
		PIXELS_LIST_KEY,
		PIXEL_ENTITY_KEY,
		opts.pageSize ?? 1000,
		opts.max,
	);
}

/** One pixel by ID; a 404 says what to check. */
export async function getPixel(client: SnapClient, pixelId: string, itemIndex?: number): Promise<Record<string, unknown>> {
	const subject = `pixel ${pixelId}`;
	const body = await client.request({
		method: 'GET',
		path: pixelPath(pixelId),
		idempotent: true,
		subject,
		itemIndex,
		notFoundMessage: `Pixel ${pixelId} was not found, or the connected Snapchat user cannot see it: check the ID, or pick the pixel from the list`,
	});
	const [pixel] = client.entities(body, PIXELS_LIST_KEY, PIXEL_ENTITY_KEY, subject, itemIndex);
	return pixel ?? {};
}
