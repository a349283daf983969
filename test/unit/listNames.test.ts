import { adAccountItems } from '../../nodes/SnapchatAds/methods/listSearch/adAccounts';
import { readable, shownName } from '../../nodes/SnapchatAds/methods/listSearch/common';
import { segmentItem } from '../../nodes/SnapchatAds/methods/listSearch/audienceSegments';
import { thousands } from '../../nodes/shared/input/values';

// n8n 2.40's resource-locator list shows only each entry's name: what tells entries apart must be in it.
describe('list entry names', () => {
	it('join the details that are there with " · "', () => {
		expect(shownName('Summer Sale', 'Paused')).toBe('Summer Sale · Paused');
		expect(shownName('Summer Sale', undefined, '', 42, 'USD')).toBe('Summer Sale · USD');
	});

	it('read Snap status codes as words', () => {
		expect(readable('PAUSED')).toBe('Paused');
		expect(readable('PENDING_REVIEW')).toBe('Pending review');
		expect(readable(undefined)).toBeUndefined();
	});

	const org = (name: string, accounts: Array<Record<string, unknown>>) => ({ name, ad_accounts: accounts });
	const acct = (id: string, name: string, more: Record<string, unknown> = {}) => ({
		id,
		name,
		timezone: 'America/Los_Angeles',
		currency: 'USD',
		status: 'ACTIVE',
		...more,
	});

	it('show an ad account with time zone and currency, its status when not active, and its organization only when another account has the same name', () => {
		const items = adAccountItems([
			org('Acme Outdoor', [acct('a1', 'Acme'), acct('a2', 'Acme DE', { timezone: 'Europe/Berlin', currency: 'EUR', status: 'PAUSED' })]),
			org('Acme Europe Ltd', [acct('a3', 'ACME')]),
		]);
		expect(items.map((i) => [i.value, i.name])).toEqual([
			['a3', 'ACME · America/Los_Angeles · USD · Acme Europe Ltd'],
			['a1', 'Acme · America/Los_Angeles · USD · Acme Outdoor'],
			['a2', 'Acme DE · Europe/Berlin · EUR · Paused'],
		]);
	});

	it('filter ad accounts on the real name, ID and organization, not on the added details', () => {
		const orgs = [org('Acme Outdoor', [acct('a1', 'Acme US'), acct('a2', 'Acme DE', { currency: 'EUR' })])];
		expect(adAccountItems(orgs, 'de').map((i) => i.value)).toEqual(['a2']);
		expect(adAccountItems(orgs, 'outdoor').map((i) => i.value)).toEqual(['a2', 'a1']);
		expect(adAccountItems(orgs, 'eur')).toEqual([]);
	});
});

describe('audience segment entries (issue 50.1)', () => {
	it('carry the targetable status and the size in the name, as n8n 2.x shows only the name', () => {
		expect(segmentItem({ id: '5677923948298240', name: 'Buyers', targetable_status: 'READY', approximate_number_users: 1200 }).name).toBe('Buyers · Ready · 1,200 users');
		expect(segmentItem({ id: '5677923948298241', name: 'VIP', targetable_status: 'TOO_FEW_USERS', approximate_number_users: 1 }).name).toBe('VIP · Too few users · 1 user');
		expect(segmentItem({ id: '5677923948298242', name: 'Big', targetable_status: 'READY', approximate_number_users: 12345678 }).name).toBe('Big · Ready · 12,345,678 users');
	});

	it('leave out what Snap did not answer, and fall back to the ID for a nameless segment', () => {
		expect(segmentItem({ id: '5677923948298240', name: 'Buyers' }).name).toBe('Buyers');
		expect(segmentItem({ id: '5677923948298240', name: '', targetable_status: 'NOT_READY', approximate_number_users: 0 }).name).toBe('5677923948298240 · Not ready · 0 users');
	});

	it('group thousands without the locale', () => {
		expect([0, 999, 1000, 1200, 1234567, -1200, 1234.5].map(thousands)).toEqual(['0', '999', '1,000', '1,200', '1,234,567', '-1,200', '1,234.5']);
	});
});
