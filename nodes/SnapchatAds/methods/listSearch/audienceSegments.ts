import type { INodeListSearchItems } from 'n8n-workflow';

import { nonEmptyText, thousands } from '../../../shared/input/values';
import { childSearch, readable, shownName } from './common';
import { AD_ACCOUNT, AUDIENCE_SEGMENT } from '../../api';

/** "1,200 users", "1 user"; undefined when Snap's answer carries no count. */
function size(users: unknown): string | undefined {
	if (typeof users !== 'number' || !Number.isFinite(users)) return undefined;
	return `${thousands(users)} ${users === 1 ? 'user' : 'users'}`;
}

/**
 * A segment's list entry. n8n 2.x's list shows only the name, so the name carries what a person picks
 * by: "Buyers · Ready · 1,200 users" (whether it can be targeted, and Snap's approximate_number_users).
 */
export function segmentItem(s: Record<string, unknown>): INodeListSearchItems {
	return {
		name: shownName(nonEmptyText(s.name) ?? (s.id as string), readable(s.targetable_status), size(s.approximate_number_users)),
		value: s.id as string,
		description: [
			typeof s.approximate_number_users === 'number' ? `About ${thousands(s.approximate_number_users)} users` : undefined,
			typeof s.targetable_status === 'string' ? s.targetable_status : undefined,
		]
			.filter(Boolean)
			.join(' · '),
	};
}

/** The audience segments of the ad account chosen in the node, a page at a time. */
export const searchAudienceSegments = childSearch({
	child: AUDIENCE_SEGMENT,
	parent: AD_ACCOUNT,
	byIdNote: 'the operations on one segment need no ad account',
	toItem: (s) => ({ item: segmentItem(s), texts: [s.name, s.description] }),
});
