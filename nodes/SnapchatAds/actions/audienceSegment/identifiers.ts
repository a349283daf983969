/**
 * The identifier types of Add Users / Remove Users and their Snap schemas. Normalising itself
 * lives in nodes/shared/identifiers (shared with the Conversions API); this file only maps the
 * node's choice to it.
 */
import { normalizeEmail, normalizeMobileAdId, normalizePhone, type Normalized, type PhoneOptions } from '../../../shared/identifiers';

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
