/**
 * The identifier types of Add Users / Remove Users and their Snap schemas. Normalising itself
 * lives in nodes/shared/identifiers (shared with the Conversions API); this file only maps the
 * node's choice to it and reads the node's phone option.
 */
import { normalizeEmail, normalizeMobileAdId, normalizePhone, type Normalized, type PhoneOptions } from '../../../shared/identifiers';
import { InputError } from '../../helpers/validation';

export type IdentifierType = 'email' | 'phone' | 'mobileAdId';

/** Snap's schema name per identifier type (one schema per request). */
export const SCHEMA_BY_TYPE: Record<IdentifierType, string> = {
	email: 'EMAIL_SHA256',
	phone: 'PHONE_SHA256',
	mobileAdId: 'MOBILE_AD_ID_SHA256',
};

/** What the user sees for each type (output summary, messages). */
export const LABEL_BY_TYPE: Record<IdentifierType, string> = {
	email: 'Email',
	phone: 'Phone',
	mobileAdId: 'Mobile Ad ID',
};

export type NormalizeOptions = PhoneOptions;

/**
 * The Default Country Calling Code option: 1 to 3 digits, written as `44`, `+44` or `0044`.
 * Returns the digits, or undefined when empty. A bad value is an InputError for the whole run.
 */
export function parseCallingCode(raw: unknown, field = 'Default Country Calling Code'): string | undefined {
	if (raw === undefined || raw === null) return undefined;
	const text = String(raw).trim();
	if (text === '') return undefined;
	const digits = text.replace(/^\+|^00/, '');
	if (!/^[1-9][0-9]{0,2}$/.test(digits)) {
		throw new InputError(
			field,
			`${field} must be a country calling code of 1 to 3 digits`,
			'Enter the code without the number itself, e.g. 1 for the US and Canada, 44 for the UK, +49 for Germany.',
		);
	}
	return digits;
}

/** Normalises one identifier of the given type. */
export function normalizeIdentifier(type: IdentifierType, raw: unknown, options: NormalizeOptions = {}): Normalized {
	switch (type) {
		case 'email':
			return normalizeEmail(raw);
		case 'phone':
			return normalizePhone(raw, options);
		case 'mobileAdId':
			return normalizeMobileAdId(raw);
	}
}
