/**
 * Snap's audience size (reach estimate, issue 42 point 7): of a planned ad squad (the create element,
 * sent as is: Snap's page posts a whole squad object; whether it takes every newer field such as
 * `placement_v2` is not confirmed, shared/spec/targeting-and-audiences.md §4) or of an existing one.
 * Answer: `audience_size { audience_size_minimum, audience_size_maximum }` (numbers in Snap's recorded
 * sample; read defensively as numbers or numeric text).
 */
import type { IDataObject } from 'n8n-workflow';

import { AD_ACCOUNT, AD_SQUAD, audienceSizePath } from '../../api';
import type { SnapClient } from '../../transport';

export interface AudienceSize {
	audience_size_minimum: number | null;
	audience_size_maximum: number | null;
}

function count(value: unknown): number | null {
	const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
	return Number.isFinite(n) ? n : null;
}

function sizeOf(body: unknown): AudienceSize {
	const size = (body as { audience_size?: Record<string, unknown> } | null)?.audience_size ?? {};
	return { audience_size_minimum: count(size.audience_size_minimum), audience_size_maximum: count(size.audience_size_maximum) };
}

/** The reach of a planned ad squad in ad account `adAccountId`. A read: no entity is created, so it may be retried. */
export async function estimatePlanned(client: SnapClient, adAccountId: string, element: IDataObject, itemIndex: number): Promise<AudienceSize> {
	const body = await client.request({
		method: 'POST',
		path: audienceSizePath(AD_ACCOUNT, adAccountId),
		body: element,
		idempotent: true,
		subject: `the audience size of a planned ad squad in ad account ${adAccountId}`,
		itemIndex,
	});
	return sizeOf(body);
}

export async function estimateExisting(client: SnapClient, adSquadId: string, itemIndex: number): Promise<AudienceSize> {
	const body = await client.request({
		method: 'GET',
		path: audienceSizePath(AD_SQUAD, adSquadId),
		idempotent: true,
		subject: `the audience size of ad squad ${adSquadId}`,
		itemIndex,
		notFoundMessage: `Ad squad ${adSquadId} was not found, or the connected Snapchat user cannot see it`,
	});
	return sizeOf(body);
}
