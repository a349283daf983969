/**
 * The two phone settings both nodes show (Audience Segment Add/Remove Users with Phone, and the
 * Conversions node's Options), written once so their names, which the refusal reasons of
 * normalizePhone quote, and their explanations stay the same in both.
 */
import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import { COUNTRY_OPTIONS } from './countries';

/**
 * The Default Country option meaning "no country": every number must carry its own code. An option of
 * its own with a value that is not empty, because n8n's editor flags a value that is none of the
 * options ("The value "" is not supported!") and offers no way back to an empty choice. Workflows saved
 * before it hold '' there, which still means the same (see checkPhoneSettings).
 */
export const NO_DEFAULT_COUNTRY = 'none';

export function phoneSettingFields(displayOptions?: IDisplayOptions): INodeProperties[] {
	const shown = displayOptions ? { displayOptions } : {};
	return [
		{
			displayName: 'Default Country',
			name: 'defaultCountry',
			type: 'options',
			default: NO_DEFAULT_COUNTRY,
			options: [{ name: 'None (Numbers Carry Their Own Code)', value: NO_DEFAULT_COUNTRY }, ...COUNTRY_OPTIONS],
			description:
				'The country of phone numbers written nationally, without + or 00 (e.g. 020 7946 0000 with United Kingdom becomes 442079460000; 8 912 345-67-89 with Russia becomes 79123456789). Numbers with + or 00 keep their own code. None: numbers written nationally are not sent, as their country cannot be known.',
			hint: 'Type to search by name or ISO code',
			...shown,
		},
		{
			displayName: 'Numbers Include Country Code',
			name: 'includesCountryCode',
			type: 'boolean',
			default: false,
			description:
				'Whether phone numbers without + or 00 start with their country code, as many CRMs export them (14155550100, 447911123456). Numbers starting with 0 are still read by Default Country.',
			...shown,
		},
	];
}
