/**
 * IDs taken out of links people copy from Snapchat's web tools, for the "By URL" mode of every entity
 * locator. Pure: no network, no n8n context.
 *
 * Assumed link shapes (Snap documents no format for its Ads Manager or Business Manager addresses;
 * these are the forms its web apps and public integrations show, and the rule is kept loose on
 * purpose): the host is snapchat.com or one of its subdomains (ads.snapchat.com for Ads Manager,
 * business.snapchat.com for Business Manager), and the entity's ID follows a path segment or a query
 * parameter that names its type: `…/campaigns/<ID>…`, `…/adsquads/<ID>…`, `…?ad_account_id=<ID>`. Ads
 * Manager's addresses start with the selected ad account (`https://ads.snapchat.com/<ad account ID>/…`)
 * and Business Manager's with the organization (`https://business.snapchat.com/<organization ID>/…`),
 * so a bare first segment there is read as that entity. The ID found is then checked exactly as in the
 * By ID mode, so nothing that is not an ID of the right format reaches a request path.
 */
import { ID_FORMATS, InputError, checkId, type IdFormat } from './validation';
import { isRecord, showValue } from './values';

/** Query parameters and path segments that name an entity type beyond those built from its name. */
const EXTRA_KEYS: Record<string, string[]> = {
	organization: ['orgs?', 'org_id', 'orgId'],
	'audience segment': ['audiences?', 'segments?', 'segment_id', 'segmentId'],
	'event detail': ['events?', 'event_id'],
};

/** The host whose first path segment is this entity's ID (see the assumed shapes above). */
const FIRST_SEGMENT_HOST: Record<string, string> = {
	'ad account': 'ads\\.snapchat\\.com',
	organization: 'business\\.snapchat\\.com',
};

const ID_GROUP: Record<IdFormat, string> = {
	uuid: '([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?![0-9a-fA-F-])',
	decimal: '([0-9]{1,32})(?![0-9])',
};

/** Path segments and query keys for an entity in running text: 'ad squad' → adsquads, ad-squads, ad_squad_id, adSquadId, … */
function keysOf(what: string): string[] {
	const words = what.toLowerCase().split(/\s+/).filter(Boolean);
	const camel = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
	const joined = [...new Set([words.join(''), words.join('-'), words.join('_')])];
	return [
		...joined.map((j) => `${j}s?`),
		...[...new Set([words.join('_'), words.join('')])].map((j) => `${j}_id`),
		`${camel}Id`,
		...(EXTRA_KEYS[what] ?? []),
	];
}

/**
 * The regular expression (one capture group: the ID) that finds an entity's ID in a link; used as the
 * URL mode's validation and extractValue, and at run time.
 */
export function linkPattern(what: string, format: IdFormat): string {
	const host = '(?:[A-Za-z0-9-]+\\.)*snapchat\\.com(?::[0-9]+)?';
	const named = `${host}(?:[/?#][^\\s]*?)?[/?&#;](?:${keysOf(what).join('|')})[/=]`;
	const first = FIRST_SEGMENT_HOST[what];
	return `^\\s*https?://(?:${first ? `${first}/|` : ''}${named})${ID_GROUP[format]}`;
}

/** An example link for placeholders and hints. */
export function exampleLink(what: string, format: IdFormat): string {
	const id = ID_FORMATS[format].example;
	if (what === 'ad account') return `https://ads.snapchat.com/${id}/…`;
	if (what === 'organization') return `https://business.snapchat.com/${id}/…`;
	return `https://ads.snapchat.com/…/${what.toLowerCase().replace(/\s+/g, '')}s/${id}`;
}

/**
 * The checked ID in a link (the By URL mode). A value that is not a snapchat.com link, or a link that
 * names no such entity, is an InputError naming the field and saying where to copy the link from.
 */
export function idFromLink(value: unknown, field: string, what: string, format: IdFormat): string {
	const where =
		what === 'organization'
			? 'Open the organization in Business Manager (business.snapchat.com) and copy the address from the browser'
			: `Open the ${what} in Ads Manager (ads.snapchat.com) and copy the address from the browser`;
	const hint = `${where}, e.g. ${exampleLink(what, format)}; or switch ${field} to "By ID" or "From List".`;
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		throw new InputError(field, `${field} is empty`, hint);
	}
	if (typeof value !== 'string' || !/^\s*https?:\/\/(?:[A-Za-z0-9-]+\.)*snapchat\.com(?::[0-9]+)?(?:[/?#]|\s*$)/.test(value)) {
		throw new InputError(field, `${field} ${showValue(value)} is not a link to Snapchat's Ads Manager or Business Manager`, hint);
	}
	const found = new RegExp(linkPattern(what, format)).exec(value);
	if (!found) {
		throw new InputError(field, `${field}: the link names no ${what}`, hint);
	}
	return checkId(found[1], field, what, format);
}

/** How a locator was filled: the mode the user chose and its value (n8n's resource-locator value). */
export function locatorParts(raw: unknown): { mode: string | undefined; value: unknown } {
	if (isRecord(raw) && 'value' in raw) return { mode: typeof raw.mode === 'string' ? raw.mode : undefined, value: raw.value };
	return { mode: undefined, value: raw };
}

/** The checked ID of a resource-locator value in any of its modes (From List, By ID, By URL). */
export function locatorId(raw: unknown, field: string, what: string, format: IdFormat = 'uuid'): string {
	const { mode, value } = locatorParts(raw);
	if (mode === 'url') return idFromLink(value, field, what, format);
	if (typeof value === 'string' && /^\s*https?:\/\//i.test(value)) {
		throw new InputError(
			field,
			`${field} holds a link, not ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what} ID`,
			`Switch ${field} to "By URL" to take the ID out of the link, or enter the ID alone (${ID_FORMATS[format].looksLike}).`,
		);
	}
	return checkId(value, field, what, format);
}
