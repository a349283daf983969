/**
 * Snap's rules for a creative, checked before anything is sent. From Snap's Marketing API
 * Creatives page (developers.snap.com/marketing-api/Ads-API/creatives; read 2026-11 on the /api/ copy):
 * `name` at most 375 characters, `headline` at most 34, `brand_name` at most 32 (older copies of
 * the page and third-party schemas say 25; the current page says 32, which is what is enforced
 * here), `top_snap_media_id` required, `shareable` true by default; `web_view_properties.url` for
 * WEB_VIEW; `app_install_properties` (`app_name` at most 30, `ios_app_id` and/or
 * `android_app_url`, `icon_media_id`) for APP_INSTALL; `deep_link_properties` (`deep_link_uri`,
 * `app_name`, an app ID, `icon_media_id`) for DEEP_LINK; `lead_generation_properties.
 * lead_generation_form_id` for LEAD_GENERATION. The call to action depends on the type (the
 * page's "Creative type to CTA mapping" table); a Snap Ad has no attachment and so no call to
 * action. The lists below are that table's entries for these types as read; Snap refuses others.
 * At most 10 creatives per request: CREATIVE_WRITE_LIMIT in the entity catalogue (api/entities.ts).
 */
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';

export const NAME_MAX = 375;
export const BRAND_NAME_MAX = 32;
export const HEADLINE_MAX = 34;
export const APP_NAME_MAX = 30;

export type CreativeType = 'SNAP_AD' | 'WEB_VIEW' | 'APP_INSTALL' | 'DEEP_LINK' | 'LEAD_GENERATION';
export const CREATIVE_TYPES: Array<{ name: string; value: CreativeType; description: string }> = [
	{ name: 'Snap Ad', value: 'SNAP_AD', description: 'The Top Snap alone, no attachment' },
	{ name: 'Web View', value: 'WEB_VIEW', description: 'Swipe up opens a web page' },
	{ name: 'App Install', value: 'APP_INSTALL', description: 'Swipe up opens the app store page of an app' },
	{ name: 'Deep Link', value: 'DEEP_LINK', description: 'Swipe up opens a place in an installed app' },
	{ name: 'Lead Generation', value: 'LEAD_GENERATION', description: 'Swipe up opens a lead form' },
];

const WEB = ['APPLY_NOW', 'BOOK_NOW', 'BUY_TICKETS', 'GET_NOW', 'LISTEN', 'MORE', 'ORDER_NOW', 'PLAY', 'READ', 'SHOP_NOW', 'SHOW', 'SHOWTIMES', 'SIGN_UP', 'VIEW', 'WATCH'];

export const CALLS_TO_ACTION: Record<CreativeType, string[]> = {
	SNAP_AD: [],
	WEB_VIEW: WEB,
	APP_INSTALL: ['BOOK_NOW', 'DOWNLOAD', 'GET_NOW', 'INSTALL_NOW', 'LISTEN', 'MORE', 'ORDER_NOW', 'PLAY', 'READ', 'SHOP_NOW', 'SHOW', 'SIGN_UP', 'VIEW', 'WATCH'],
	DEEP_LINK: [...WEB, 'OPEN_APP'].sort(),
	LEAD_GENERATION: ['APPLY_NOW', 'BOOK_NOW', 'GET_NOW', 'MORE', 'SIGN_UP'],
};

/** "SHOP_NOW" → "Shop Now". */
export function ctaLabel(value: string): string {
	return value
		.toLowerCase()
		.split('_')
		.map((w) => w.charAt(0).toUpperCase() + w.slice(1))
		.join(' ');
}

export function typeLabel(type: CreativeType): string {
	return CREATIVE_TYPES.find((t) => t.value === type)?.name ?? type;
}

export function checkType(value: unknown): CreativeType {
	const found = CREATIVE_TYPES.find((t) => t.value === value);
	if (!found) {
		throw new InputError('Type', `Type ${showValue(value)} is none of the creative types the node offers`, `Use one of ${CREATIVE_TYPES.map((t) => t.value).join(', ')}.`);
	}
	return found.value;
}

/** Text of at most `max` characters (code points, so an emoji is one). */
export function checkText(value: unknown, field: string, max: number, opts: { required: boolean }): string | undefined {
	if (value === undefined || value === null || value === '') {
		if (!opts.required) return undefined;
		throw new InputError(field, `${field} is empty`, `Enter the ${field.toLowerCase()}, at most ${max} characters.`);
	}
	if (typeof value !== 'string') throw new InputError(field, `${field} must be text, got ${showValue(value)}`, `Enter text of at most ${max} characters.`);
	const text = value.trim();
	if (text === '' && opts.required) throw new InputError(field, `${field} is blank`, `Enter the ${field.toLowerCase()}, at most ${max} characters.`);
	const length = [...text].length;
	if (length > max) {
		throw new InputError(field, `${field} is ${length} characters; Snapchat takes at most ${max}: ${showValue(text, 50)}`, `Shorten it to ${max} characters or fewer.`);
	}
	return text === '' ? undefined : text;
}

export function checkCallToAction(value: unknown, type: CreativeType): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const allowed = CALLS_TO_ACTION[type];
	const upper = typeof value === 'string' ? value.trim().toUpperCase().replace(/[\s-]+/g, '_') : undefined;
	if (upper !== undefined && allowed.includes(upper)) return upper;
	if (allowed.length === 0) {
		throw new InputError('Call to Action', `A ${typeLabel(type)} creative has no call to action (it opens nothing on swipe up), got ${showValue(value)}`, 'Leave Call to Action empty, or choose a type with an attachment such as Web View.');
	}
	throw new InputError(
		'Call to Action',
		`Call to Action ${showValue(value)} is not one Snapchat allows for a ${typeLabel(type)} creative`,
		`Allowed for ${typeLabel(type)}: ${allowed.map(ctaLabel).join(', ')} (as ${allowed.join(', ')}).`,
	);
}

/** A web address (http/https with a host), or with `anyScheme` an app link such as myapp://product/42. */
export function checkUrl(value: unknown, field: string, opts: { anyScheme?: boolean } = {}): string {
	const example = opts.anyScheme ? 'the app link with its scheme, e.g. myapp://product/42' : 'the full address, e.g. https://example.com/sale';
	const text = typeof value === 'string' ? value.trim() : '';
	if (text === '') throw new InputError(field, `${field} is empty`, `Enter ${example}.`);
	let url: URL | undefined;
	try {
		url = new URL(text);
	} catch {
		url = undefined;
	}
	const web = url !== undefined && (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
	const app = url !== undefined && opts.anyScheme === true && !/^(javascript|data|file):$/i.test(url.protocol) && !(url.protocol === 'https:' || url.protocol === 'http:');
	if (!web && !app) {
		throw new InputError(field, `${field} ${showValue(text)} is not ${opts.anyScheme ? 'a link' : 'a web address'} Snapchat can open`, `Use ${example}.`);
	}
	return text;
}

/** iOS App Store ID (digits, "id" prefix tolerated) and Android package name; at least one. */
export function checkAppIds(ios: unknown, android: unknown): { ios_app_id?: string; android_app_url?: string } {
	const out: { ios_app_id?: string; android_app_url?: string } = {};
	const iosText = typeof ios === 'string' ? ios.trim().replace(/^id/i, '') : '';
	const androidText = typeof android === 'string' ? android.trim() : '';
	if (iosText !== '') {
		if (!/^\d{5,12}$/.test(iosText)) throw new InputError('iOS App ID', `iOS App ID ${showValue(ios)} is not an App Store ID`, 'Use the digits of the app\'s App Store ID, e.g. 447188370.');
		out.ios_app_id = iosText;
	}
	if (androidText !== '') {
		if (!/^[a-zA-Z][\w]*(\.[a-zA-Z][\w]*)+$/.test(androidText)) {
			throw new InputError('Android App URL', `Android App URL ${showValue(android)} is not a Google Play package name`, 'Use the package name from the Play Store link, e.g. com.snapchat.android.');
		}
		out.android_app_url = androidText;
	}
	if (!out.ios_app_id && !out.android_app_url) {
		throw new InputError('iOS App ID', 'Neither iOS App ID nor Android App URL is set; Snapchat needs at least one', 'Enter the App Store ID, the Google Play package name, or both.');
	}
	return out;
}
