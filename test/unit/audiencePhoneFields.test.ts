/**
 * Issue 21: the phone settings are shown only for Identifier Type Phone, with names that fit; the
 * former Default Country Calling Code option is not offered any more, but shows (so it can be
 * removed) where a saved workflow has it. Checked with n8n-workflow's own display rules, the ones
 * the editor and the engine apply.
 */
import type { INodeParameters, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { checkPhoneSettings } from '../../nodes/shared/identifiers/phoneSettings';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

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

/**
 * Issue 31.3: Default Country showed "The value "" is not supported!" as soon as Phone was chosen (the
 * editor flags a value that is none of the options, and empty was none), and once a country was picked
 * it could not be set back to "no country". Both nodes share the field.
 */
describe('Default Country offers "None" as an option of its own (issue 31.3)', () => {
	const conversions = new SnapchatConversions().description;
	const countryFields: Array<[string, INodeProperties]> = [
		['Snapchat Ads', description.properties.find((p) => p.name === 'defaultCountry') as INodeProperties],
		[
			'Snapchat Conversions',
			(conversions.properties
				.filter((p) => p.type === 'collection')
				.flatMap((p) => (p.options ?? []) as INodeProperties[])
				.find((o) => o.name === 'defaultCountry') as INodeProperties),
		],
	];

	it.each(countryFields)('%s: its default is one of its options, the first one, "None", with a value that is not empty', (_node, field) => {
		const options = field.options as INodePropertyOptions[];
		expect(options.map((o) => o.value)).toContain(field.default);
		expect(options[0]).toEqual({ name: 'None (Numbers Carry Their Own Code)', value: 'none' });
		expect(field.default).toBe('none');
		expect(options.filter((o) => o.value === '')).toEqual([]);
	});

	it('"None", empty (workflows saved before) and nothing all mean no country; a country stays a country', () => {
		expect(checkPhoneSettings('none', false)).toEqual({});
		expect(checkPhoneSettings('NONE', false)).toEqual({});
		expect(checkPhoneSettings('', false)).toEqual({});
		expect(checkPhoneSettings(undefined, undefined)).toEqual({});
		expect(checkPhoneSettings('gb', true)).toEqual({ defaultCountry: 'GB', includesCountryCode: true });
		expect(() => checkPhoneSettings('UK', false)).toThrow('Default Country is not one of the countries in the list');
	});
});
