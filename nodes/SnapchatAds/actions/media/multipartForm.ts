/**
 * A multipart/form-data body (RFC 7578) built as ONE Buffer whose file bytes are filled in place by
 * the caller, so an upload holds the part it sends once, not a copy of it beside the file. A
 * Buffer rather than a stream: n8n sends the same body again after refreshing an expired token,
 * which a consumed stream could not be. Snap's upload endpoints take the file in the form field
 * `file` (developers.snap.com, Marketing API, Media).
 */
import { randomBytes } from 'crypto';

export interface FormFile {
	field: string;
	filename: string;
	contentType: string;
	size: number;
}

export interface MultipartForm {
	contentType: string;
	data: Buffer;
	/** Where the file's bytes go in `data` (`size` bytes from here); -1 without a file. */
	fileOffset: number;
}

/** A quoted-string parameter value: quotes and line breaks escaped as browsers do (WHATWG HTML). */
function quoted(value: string): string {
	return value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

/**
 * `into`: a buffer to build the body in when it is large enough (the parts of one upload reuse
 * one buffer, so memory does not grow by a part per request while the old ones wait for the GC).
 */
export function multipartForm(
	fields: Array<[string, string]>,
	file?: FormFile,
	boundary = `----n8nSnapchatAds${randomBytes(12).toString('hex')}`,
	into?: Buffer,
): MultipartForm {
	const head: string[] = [];
	for (const [name, value] of fields) {
		head.push(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`);
	}
	let fileHead = '';
	if (file) {
		fileHead =
			`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(file.field)}"; filename="${quoted(file.filename)}"\r\n` +
			`Content-Type: ${file.contentType}\r\n\r\n`;
	}
	const before = Buffer.from(head.join('') + fileHead, 'utf8');
	const after = Buffer.from(`${file ? '\r\n' : ''}--${boundary}--\r\n`, 'utf8');
	const size = file?.size ?? 0;
	const total = before.length + size + after.length;
	const data = into && into.length >= total ? into.subarray(0, total) : Buffer.allocUnsafe(total);
	before.copy(data, 0);
	after.copy(data, before.length + size);
	return { contentType: `multipart/form-data; boundary=${boundary}`, data, fileOffset: file ? before.length : -1 };
}
