/**
 * Issue 31.6: people paste Ads Manager links. Every entity locator has a "By URL" mode that takes the ID
 * out of the link, checked as in By ID; and the ID errors say what an ID is, not what the input "looks
 * like". Checked on the node's own description (what the editor validates and extracts with) and on the
 * run-time reader.
 */
import type { INodeProperties, INodePropertyMode } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { idFromLink, locatorId } from '../../nodes/shared/input/adsManagerLink';
import { inputError } from './inputError';

const ACCOUNT = 'a1b2c3d4-1111-4a11-8a11-111111111111';
const CAMPAIGN = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
const SQUAD = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const AD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const ORG = '7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918';
const SEGMENT = '5677923948298240';

const locators = (properties: INodeProperties[]) => properties.filter((p) => p.type === 'resourceLocator');
const mode = (locator: INodeProperties, name: string) => locator.modes?.find((m) => m.name === name) as INodePropertyMode;
/** The mode's validation as n8n applies it: to the whole value (n8n-workflow's validateResourceLocatorParameter). */
const regexOf = (m: INodePropertyMode) => new RegExp(`^${(m.validation?.[0] as unknown as { properties: { regex: string } }).properties.regex}$`);

describe('every entity locator has a By URL mode (issue 31.6)', () => {
	const all = [...locators(new SnapchatAds().description.properties), ...locators(new SnapchatAdsTrigger().description.properties)];

	it.each(all.map((l) => [l.name, l] as const))('%s: From List, By ID, By URL; the URL mode validates and extracts with one expression', (_name, locator) => {
		expect(locator.modes?.map((m) => m.name)).toEqual(['list', 'id', 'url']);
		const url = mode(locator, 'url');
		expect(url.displayName).toBe('By URL');
		const extract = (url.extractValue as { type: string; regex: string }).regex;
		expect(url.extractValue).toEqual({ type: 'regex', regex: extract });
		expect((url.validation?.[0] as unknown as { properties: { regex: string } }).properties.regex).toBe(`${extract}.*`);
		expect(String(url.placeholder)).toMatch(/^e\.g\. https:\/\/(ads|business)\.snapchat\.com\//);
		// n8n's extractValue wants exactly one capture group.
		expect(new RegExp(`${(url.extractValue as { regex: string }).regex}|`).exec('')?.length).toBe(2);
	});

	it.each(all.map((l) => [l.name, l] as const))('%s: the By ID error says what an ID is, never "it looks like"', (_name, locator) => {
		const message = (mode(locator, 'id').validation?.[0] as unknown as { properties: { errorMessage: string } }).properties.errorMessage;
		expect(message).not.toMatch(/looks like|^Not /);
		expect(message).toMatch(/^An? [a-z ]+ ID is (a UUID|digits only),? such as /);
	});

	const byName = (name: string) => all.find((l) => l.name === name) as INodeProperties;
	it.each([
		['campaignId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}`, CAMPAIGN],
		['campaignId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN.toUpperCase()}/adsquads?tab=stats`, CAMPAIGN.toUpperCase()],
		['campaignId', `https://ads.snapchat.com/manage?campaign_id=${CAMPAIGN}&ref=x`, CAMPAIGN],
		['adSquadId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}/adsquads/${SQUAD}/ads`, SQUAD],
		['adSquadId', `https://ads.snapchat.com/${ACCOUNT}/ad-squads/${SQUAD}`, SQUAD],
		['adId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}/adsquads/${SQUAD}/ads/${AD}`, AD],
		['adAccountId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}`, ACCOUNT],
		['adAccountId', `https://business.snapchat.com/${ORG}/settings/ad-accounts/${ACCOUNT}`, ACCOUNT],
		['organizationId', `https://business.snapchat.com/${ORG}/settings/ad-accounts/${ACCOUNT}`, ORG],
		['segmentId', `https://ads.snapchat.com/${ACCOUNT}/audiences/${SEGMENT}`, SEGMENT],
	])('%s takes the ID out of %s', (name, link, id) => {
		const url = mode(byName(name), 'url');
		expect(regexOf(url).test(link)).toBe(true);
		expect(new RegExp((url.extractValue as { regex: string }).regex).exec(link)?.[1]).toBe(id);
	});

	it.each([
		['campaignId', `https://ads.snapchat.com/${ACCOUNT}`],
		['campaignId', `https://evil.example.com/campaigns/${CAMPAIGN}`],
		['campaignId', `https://ads.snapchat.com.evil.example/campaigns/${CAMPAIGN}`],
		['campaignId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}0`],
		['adId', `https://ads.snapchat.com/${ACCOUNT}/adsquads/${SQUAD}`],
		['organizationId', `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN}`],
		['segmentId', `https://ads.snapchat.com/${ACCOUNT}/audiences/../${SEGMENT}`],
		['campaignId', CAMPAIGN],
	])('%s refuses %s in the editor', (name, link) => {
		expect(regexOf(mode(byName(name), 'url')).test(link)).toBe(false);
	});
});

describe('reading a locator at run time (issue 31.6)', () => {
	const link = `https://ads.snapchat.com/${ACCOUNT}/campaigns/${CAMPAIGN.toUpperCase()}`;

	it('takes the ID out of a link in By URL mode, checked and lower-cased as in By ID', () => {
		expect(locatorId({ __rl: true, mode: 'url', value: link }, 'Campaign', 'campaign')).toBe(CAMPAIGN);
		expect(locatorId({ __rl: true, mode: 'url', value: link }, 'Ad Account', 'ad account')).toBe(ACCOUNT);
		expect(locatorId({ __rl: true, mode: 'id', value: ` ${CAMPAIGN} ` }, 'Campaign', 'campaign')).toBe(CAMPAIGN);
		expect(locatorId({ __rl: true, mode: 'list', value: CAMPAIGN }, 'Campaign', 'campaign')).toBe(CAMPAIGN);
		expect(locatorId(CAMPAIGN, 'Campaign', 'campaign')).toBe(CAMPAIGN);
		expect(locatorId({ __rl: true, mode: 'url', value: `https://ads.snapchat.com/${ACCOUNT}/audiences/${SEGMENT}` }, 'Audience Segment', 'audience segment', 'decimal')).toBe(SEGMENT);
	});

	it('refuses a link that is not Snapchat\'s, or names no such entity, naming the field and where to copy the link', () => {
		const other = inputError(() => idFromLink(`https://example.com/campaigns/${CAMPAIGN}`, 'Campaign', 'campaign', 'uuid'));
		expect(other.field).toBe('Campaign');
		expect(other.message).toMatch(/^Campaign .* is not a link to Snapchat's Ads Manager or Business Manager$/);
		expect(other.hint).toMatch(/Open the campaign in Ads Manager \(ads\.snapchat\.com\) and copy the address/);
		const none = inputError(() => idFromLink(`https://ads.snapchat.com/${ACCOUNT}`, 'Campaign', 'campaign', 'uuid'));
		expect(none.message).toBe('Campaign: the link names no campaign');
		expect(inputError(() => idFromLink('  ', 'Campaign', 'campaign', 'uuid')).message).toBe('Campaign is empty');
	});

	it('says to switch to By URL when a link is pasted in By ID', () => {
		const error = inputError(() => locatorId({ __rl: true, mode: 'id', value: link }, 'Campaign', 'campaign'));
		expect(error.message).toBe('Campaign holds a link, not a campaign ID');
		expect(error.hint).toMatch(/Switch Campaign to "By URL"/);
	});
});
