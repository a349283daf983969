import { nonEmptyText } from '../../../shared/input/values';
import { childSearch, readable, shownName } from './common';
import { AD_ACCOUNT, AUDIENCE_SEGMENT } from '../../api';

/** The audience segments of the ad account chosen in the node, a page at a time. */
export const searchAudienceSegments = childSearch({
	child: AUDIENCE_SEGMENT,
	parent: AD_ACCOUNT,
	byIdNote: 'the operations on one segment need no ad account',
	toItem: (s) => ({
		item: {
			name: shownName(nonEmptyText(s.name) ?? (s.id as string), readable(s.targetable_status)),
			value: s.id as string,
			description: [
				typeof s.approximate_number_users === 'number' ? `About ${s.approximate_number_users} users` : undefined,
				typeof s.targetable_status === 'string' ? s.targetable_status : undefined,
			]
				.filter(Boolean)
				.join(' · '),
		},
		texts: [s.name, s.description],
	}),
});
