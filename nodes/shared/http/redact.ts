/** Keeping credentials out of every text the node shows or logs. */

/**
 * Removes anything that looks like a credential from text that may end up in an error or a log.
 * An Authorization value goes whole, whatever its scheme (Bearer, Basic, Digest, ...): a quoted
 * value up to its closing quote, a header line (`Authorization: ...`) to the end of the line, a
 * form or query value (`Authorization=...`) up to the next separator.
 */
export function redact(text: string): string {
	return text
		.replace(/(authorization["']?\s*[:=]\s*)(["'])(?:\\.|(?!\2)[^\\\r\n])*\2/gi, '$1$2[redacted]$2')
		.replace(/(authorization\s*:\s*)(?!["'\s])[^\r\n]+/gi, '$1[redacted]')
		.replace(/(authorization\s*=\s*)(?!["'\s])[^&\s,;]+/gi, '$1[redacted]')
		.replace(/(bearer\s+)(?!\[redacted\])[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]')
		.replace(
			/((?:access_token|refresh_token|id_token|client_secret)["']?\s*[=:]\s*["']?)[^"'&\s,}]+/gi,
			'$1[redacted]',
		);
}
