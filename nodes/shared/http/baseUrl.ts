/** The base URL a credential names, checked and normalised once for every transport. */

/** An http(s) URL without trailing slashes, or undefined when the text is none. */
export function normaliseBaseUrl(value: unknown): string | undefined {
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	try {
		const url = new URL(value.trim());
		if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
		return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
	} catch {
		return undefined;
	}
}
