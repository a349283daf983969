import { applyPut } from './adsEntityRules';

const stored = {
	id: 'c1',
	ad_account_id: 'acc',
	name: 'Summer',
	status: 'ACTIVE',
	start_time: '2026-06-01T07:00:00.000Z',
	end_time: '2026-09-01T07:00:00.000Z',
	daily_budget_micro: 50_000_000,
	lifetime_spend_cap_micro: 900_000_000,
	delivery_status: ['VALID'],
	created_at: '2026-05-01T00:00:00.000Z',
	updated_at: '2026-05-02T00:00:00.000Z',
};
const writable = (over: Record<string, unknown> = {}) => {
	const rest: Record<string, unknown> = { ...stored };
	for (const key of ['delivery_status', 'created_at', 'updated_at']) delete rest[key];
	return { ...rest, ...over };
};

describe('PUT replaces the whole entity', () => {
	it('keeps what was sent, clears optional fields left out, keeps read-only fields and stamps updated_at', () => {
		const result = applyPut('campaign', stored, { id: 'c1', name: 'Summer', status: 'PAUSED', start_time: stored.start_time });
		expect(result).toEqual({
			ok: true,
			entity: {
				id: 'c1',
				ad_account_id: 'acc',
				name: 'Summer',
				status: 'PAUSED',
				start_time: stored.start_time,
				delivery_status: ['VALID'],
				created_at: stored.created_at,
				updated_at: stored.updated_at,
			},
		});
	});

	it('a full element changes only what differs', () => {
		const result = applyPut('campaign', stored, writable({ daily_budget_micro: 60_000_000 }));
		expect(result.ok && result.entity).toEqual({ ...stored, daily_budget_micro: 60_000_000 });
	});

	it.each([
		[{ name: 'x'.repeat(376) }, 'Property value is not allowed : [name]'],
		[{ name: '' }, 'Property value is not allowed : [name]'],
		[{ status: 'DELETED' }, 'Property value is not allowed : [status]'],
		[{ end_time: '2026-06-01T07:00:00.000Z' }, 'End time must be after start time : [end_time]'],
		[{ end_time: 'soon' }, 'Property value is not allowed : [end_time]'],
		[{ daily_budget_micro: 0 }, 'Budget must be a positive integer in micro-currency : [daily_budget_micro]'],
		[{ bid_micro: 1.5 }, 'Budget must be a positive integer in micro-currency : [bid_micro]'],
		[{ lifetime_spend_cap_micro: '5' }, 'Budget must be a positive integer in micro-currency : [lifetime_spend_cap_micro]'],
		[{ delivery_status: [] }, 'Property is read only : [delivery_status]'],
		[{ ad_account_id: 'other' }, 'Property can not be changed : [ad_account_id]'],
		[{ start_time: undefined }, 'Property is required : [start_time]'],
	])('refuses %j', (over, reason) => {
		expect(applyPut('campaign', stored, writable(over))).toEqual({ ok: false, reason: `Error code: E2002, message: ${reason}` });
	});

	it('accepts a name of 375 code points and refuses review fields on ads only', () => {
		expect(applyPut('campaign', stored, writable({ name: '🚀'.repeat(375) })).ok).toBe(true);
		const ad = { id: 'a1', ad_squad_id: 's1', name: 'A', status: 'ACTIVE', review_status: 'APPROVED' };
		expect(applyPut('ad', ad, { id: 'a1', name: 'A', status: 'PAUSED', review_status: 'APPROVED' })).toEqual({
			ok: false,
			reason: 'Error code: E2002, message: Property is read only : [review_status]',
		});
		expect(applyPut('ad', ad, { id: 'a1', name: 'A', status: 'PAUSED' })).toEqual({
			ok: true,
			entity: { id: 'a1', ad_squad_id: 's1', name: 'A', status: 'PAUSED', review_status: 'APPROVED' },
		});
	});
});
