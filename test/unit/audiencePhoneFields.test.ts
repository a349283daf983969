/**
 * Issue 21: the phone settings are shown only for Identifier Type Phone, with names that fit; the
 * former Default Country Calling Code option is not offered any more, but shows (so it can be
 * removed) where a saved workflow has it. Checked with n8n-workflow's own display rules, the ones
 * the editor and the engine apply.
 */
import type { INodeParameters, INodeProperties } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';

const { description } = new SnapchatAds();
const node = { id: '1', name: 'Snapchat Ads', type: 'snapchatAds', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

/** Top-level parameters that n8n shows for these values. */
function shown(values: INodeParameters): string[] {
	return description.properties.filter((p) => NodeHelpers.displayParameter(values, p, node, description)).map((p) => p.name);
}

/** Options of the Options collection that n8n offers (or shows) for these values. */
function shownOptions(values: INodeParameters, options: INodeParameters = {}): string[] {
	const collection = description.properties.find(
		(p) => p.name === 'options' && NodeHelpers.displayParameter(values, p, node, description),
	) as INodeProperties;
	return (collection.options as INodeProperties[])
		.filter((o) => NodeHelpers.displayParameter(options, o, node, description, { ...values, options }))
		.map((o) => o.name);
}

describe.each(['addUsers', 'removeUsers'])('Audience Segment %s: phone settings', (operation) => {
	const base = { resource: 'audienceSegment', operation };

	it('are shown for Phone only', () => {
		expect(shown({ ...base, identifierType: 'phone' })).toEqual(expect.arrayContaining(['defaultCountry', 'includesCountryCode']));
		for (const type of ['email', 'mobileAdId']) {
			expect(shown({ ...base, identifierType: type })).not.toContain('defaultCountry');
			expect(shown({ ...base, identifierType: type })).not.toContain('includesCountryCode');
		}
	});

	it('are fields of their own, not entries of the Options dropdown (which cut the old name off), and the country list tells countries with one calling code apart', () => {
		expect(shownOptions({ ...base, identifierType: 'phone' })).not.toContain('defaultCountry');
		const phoneFields = description.properties.filter(
			(p) => ['defaultCountry', 'includesCountryCode'].includes(p.name) && p.displayOptions?.show?.operation?.includes(operation),
		);
		expect(phoneFields.map((p) => p.displayName)).toEqual([
			'Default Country',
			'Numbers Include Country Code',
		]);
		const country = description.properties.find((p) => p.name === 'defaultCountry') as INodeProperties;
		const labels = (country.options as Array<{ name: string }>).map((o) => o.name);
		expect(labels).toEqual(expect.arrayContaining(['United States (US, +1)', 'Canada (CA, +1)', 'Russia (RU, +7)', 'Kazakhstan (KZ, +7)']));
	});

	it('the former Default Country Calling Code is not offered, but shows where a saved workflow has it (Phone)', () => {
		expect(shownOptions({ ...base, identifierType: 'phone' })).toEqual(['onInvalid']);
		expect(shownOptions({ ...base, identifierType: 'email' })).toEqual(['onInvalid']);
		expect(shownOptions({ ...base, identifierType: 'phone' }, { defaultCallingCode: '44' })).toEqual(['defaultCallingCode', 'onInvalid']);
	});
});
