/**
 * The one read of an ad account's audience segments that a run checks against (the segments a
 * targeting edit names, If It Exists on Segment Create and Create Lookalike): every page, at Snap's
 * largest page size. Each caller keeps its result once per run and ad account.
 */
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../../api';
import type { SnapClient } from '../../transport';
import { MAX_PAGE_SIZE } from './paging';

export type Segment = Record<string, unknown>;

export async function listAccountSegments(client: SnapClient, adAccountId: string, itemIndex: number): Promise<Segment[]> {
	return await client.listAll(
		{ path: childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT), subject: `the audience segments of ad account ${adAccountId}`, itemIndex },
		AUDIENCE_SEGMENT.plural,
		AUDIENCE_SEGMENT.singular,
		MAX_PAGE_SIZE,
	);
}
