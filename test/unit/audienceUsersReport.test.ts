import { IdentifierCollector } from '../../nodes/SnapchatAds/actions/audienceSegment/hashing';
import { readUsersAnswer, usersSummary } from '../../nodes/SnapchatAds/actions/audienceSegment/usersReport';

const ok = (count: unknown) => ({ request_status: 'SUCCESS', request_id: 'r1', users: [{ sub_request_status: 'SUCCESS', user: { number_uploaded_users: count } }] });

describe("reading Snap's answer to a users request", () => {
	it('takes number_uploaded_users of a complete answer', () => {
		expect(readUsersAnswer(ok(98), 1, 100)).toEqual({ request: 1, identifiers: 100, outcome: 'accepted', numberUploadedUsers: 98, requestId: 'r1', note: null });
	});

	it.each([
		['no users element', { request_status: 'SUCCESS' }, /no users element/],
		['an empty users list', { request_status: 'SUCCESS', users: [] }, /no users element/],
		['two users elements', { request_status: 'SUCCESS', users: [ok(1).users[0], ok(1).users[0]] }, /2 users elements/],
		['an element without a count', { request_status: 'SUCCESS', users: [{ sub_request_status: 'SUCCESS', user: {} }] }, /did not say how many/],
		['a count that is not a number', ok('12'), /did not say how many/],
		['not an envelope', '<html>busy</html>', /not the expected response/],
		['PARTIAL with a count', { ...ok(5), request_status: 'PARTIAL' }, /reported PARTIAL/],
	])('%s: the outcome is unknown', (_what, body, note) => {
		const report = readUsersAnswer(body, 2, 10);
		expect(report.outcome).toBe('unknown');
		expect(report.note).toMatch(note);
	});

	it.each(['PARTIAL_SUCCESS', 'PENDING'])('an element status %s that is neither success nor failure is unknown, not "refused"', (status) => {
		const body = { request_status: 'SUCCESS', users: [{ sub_request_status: status, user: { number_uploaded_users: 2 } }] };
		const report = readUsersAnswer(body, 1, 3);
		expect(report.outcome).toBe('unknown');
		expect(report.note).toMatch(new RegExp(`reported ${status}`));
	});

	// Issue 18, 4: documentation samples write statuses in lowercase; a failed element's reason reads
	// "Error code: E3004, message: ..." (recorded), kept with the request ID.
	it('reads lowercase statuses, and keeps a lowercase failure\'s reason with the request ID', () => {
		const lower = { request_status: 'success', request_id: 'r2', users: [{ sub_request_status: 'success', user: { number_uploaded_users: 2 } }] };
		expect(readUsersAnswer(lower, 1, 2)).toMatchObject({ outcome: 'accepted', numberUploadedUsers: 2, requestId: 'r2' });
		const reason = 'Error code: E3004, message: Entity does not exist or you do not have permission to access it';
		const failed = { request_status: 'error', request_id: 'r3', users: [{ sub_request_status: 'error', sub_request_error_reason: reason }] };
		expect(readUsersAnswer(failed, 1, 2)).toMatchObject({ outcome: 'refused', requestId: 'r3', note: `Snapchat reported ERROR: ${reason}` });
	});

	it('an element that failed is refused, with Snap\'s reason', () => {
		const body = { request_status: 'SUCCESS', users: [{ sub_request_status: 'ERROR', sub_request_error_reason: 'Segment is deleted' }] };
		expect(readUsersAnswer(body, 1, 3)).toMatchObject({ outcome: 'refused', note: 'Snapchat reported ERROR: Segment is deleted' });
	});
});

describe('the summary item', () => {
	it('adds the counts up only when every request said what it took', () => {
		const collector = new IdentifierCollector('email');
		['a@example.com', 'b@example.com', 'bad'].forEach((v, i) => collector.add(i, v));
		const known = usersSummary('seg', 'add', collector, [readUsersAnswer(ok(2), 1, 2)]);
		expect(known).toMatchObject({ identifiersSent: 2, numberUploadedUsers: 2, outcome: 'accepted', invalidItemCount: 1 });
		const unknown = usersSummary('seg', 'add', collector, [readUsersAnswer(ok(2), 1, 1), readUsersAnswer({ request_status: 'SUCCESS' }, 2, 1)]);
		expect(unknown).toMatchObject({ identifiersSent: 2, numberUploadedUsers: null, outcome: 'unknown' });
		expect(JSON.stringify(unknown)).not.toContain('example.com');
	});
});
