/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Streaming reader of multipart/form-data request bodies for the media upload routes. A media
 * upload can be hundreds of megabytes: file parts are never kept, only measured as they pass
 * (byte count, SHA-256, the first bytes for a format check), so the emulator's memory stays flat
 * and the benchmark that runs it in the node's process measures the node, not the emulator.
 * Small text fields (upload_id, part_number, file_name...) are kept as strings.
 */
import { createHash, type Hash } from 'crypto';
import type * as http from 'http';

/** How many leading bytes of a file part are kept (enough for PNG/JPEG/MP4 headers). */
export const HEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

export interface UploadedFile {
	field: string;
	filename?: string;
	contentType?: string;
	size: number;
	sha256: string;
	head: Buffer;
}

export interface MultipartBody {
	fields: Record<string, string>;
	files: UploadedFile[];
	/** Bytes of the whole request body. */
	bodySize: number;
}

export class MultipartError extends Error {}

/** The boundary of a multipart/form-data Content-Type, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
	if (!/^multipart\/form-data\b/i.test(contentType)) return undefined;
	const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
	return m ? (m[1] ?? m[2]) : undefined;
}

interface PartState {
	headers: Record<string, string>;
	field: string;
	filename?: string;
	hash?: Hash;
	size: number;
	head: Buffer[];
	headSize: number;
	text: Buffer[];
}

function parseHeaders(raw: string): Record<string, string> {
	const headers: Record<string, string> = {};
	for (const line of raw.split('\r\n')) {
		const i = line.indexOf(':');
		if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
	}
	return headers;
}

function dispositionParam(disposition: string, name: string): string | undefined {
	const m = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(disposition);
	return m?.[1];
}

/**
 * Reads a multipart body from `req` chunk by chunk. `fileHash` gives the hash object to feed a
 * file part into (default: a fresh SHA-256), so a caller can continue a running hash across
 * requests (chunked uploads, with Hash.copy()); it sees the text fields that came before the file
 * (e.g. `part_number`). Throws MultipartError on a malformed body or one over `maxBytes`.
 */
export async function readMultipart(
	req: http.IncomingMessage,
	boundary: string,
	opts: { maxBytes: number; fileHash?: (fieldsSoFar: Record<string, string>) => Hash },
): Promise<MultipartBody & { hashes: Hash[] }> {
	const delimiter = Buffer.from(`\r\n--${boundary}`);
	const fields: Record<string, string> = {};
	const files: UploadedFile[] = [];
	const hashes: Hash[] = [];
	// The body starts with "--boundary" (no leading CRLF): prepend one so every delimiter looks alike.
	let pending: Buffer = Buffer.from('\r\n');
	let part: PartState | undefined;
	let inHeaders = false;
	let done = false;
	let bodySize = 0;

	const feed = (data: Buffer) => {
		if (!part || data.length === 0) return;
		if (part.filename !== undefined) {
			part.hash?.update(data);
			part.size += data.length;
			if (part.headSize < HEAD_BYTES) {
				const take = data.subarray(0, HEAD_BYTES - part.headSize);
				part.head.push(Buffer.from(take));
				part.headSize += take.length;
			}
		} else {
			part.size += data.length;
			if (part.size > MAX_FIELD_BYTES) throw new MultipartError(`Form field "${part.field}" is too long`);
			part.text.push(Buffer.from(data));
		}
	};

	const closePart = () => {
		if (!part) return;
		if (part.filename !== undefined) {
			files.push({
				field: part.field,
				filename: part.filename,
				contentType: part.headers['content-type'],
				size: part.size,
				sha256: (part.hash as Hash).copy().digest('hex'),
				head: Buffer.concat(part.head),
			});
			hashes.push(part.hash as Hash);
		} else {
			fields[part.field] = Buffer.concat(part.text).toString('utf8');
		}
		part = undefined;
	};

	const advance = () => {
		for (;;) {
			if (done) return;
			if (inHeaders) {
				const end = pending.indexOf('\r\n\r\n');
				if (end < 0) {
					if (pending.length > 16 * 1024) throw new MultipartError('Part headers are too long');
					return;
				}
				const headers = parseHeaders(pending.subarray(0, end).toString('utf8'));
				pending = pending.subarray(end + 4);
				inHeaders = false;
				const disposition = headers['content-disposition'] ?? '';
				const field = dispositionParam(disposition, 'name');
				if (!/^form-data\b/i.test(disposition) || field === undefined) throw new MultipartError('A part has no form-data name');
				const filename = dispositionParam(disposition, 'filename');
				part = { headers, field, filename, size: 0, head: [], headSize: 0, text: [] };
				if (filename !== undefined) part.hash = opts.fileHash ? opts.fileHash(fields) : createHash('sha256');
				continue;
			}
			const at = pending.indexOf(delimiter);
			if (at < 0) {
				// Keep a tail that could be the start of a delimiter; the rest is part data.
				const keep = Math.min(pending.length, delimiter.length + 4);
				feed(pending.subarray(0, pending.length - keep));
				pending = Buffer.from(pending.subarray(pending.length - keep));
				return;
			}
			feed(pending.subarray(0, at));
			const after = pending.subarray(at + delimiter.length);
			if (after.length < 2) {
				pending = Buffer.from(pending.subarray(at));
				return;
			}
			closePart();
			if (after[0] === 0x2d && after[1] === 0x2d) {
				done = true;
				return;
			}
			if (after[0] !== 0x0d || after[1] !== 0x0a) throw new MultipartError('Malformed boundary line');
			pending = Buffer.from(after.subarray(2));
			inHeaders = true;
		}
	};

	for await (const chunk of req) {
		const b = chunk as Buffer;
		bodySize += b.length;
		if (bodySize > opts.maxBytes) throw new MultipartError(`The request body exceeds ${opts.maxBytes} bytes`);
		if (done) continue;
		pending = pending.length === 0 ? b : Buffer.concat([pending, b]);
		advance();
	}
	if (!done) throw new MultipartError('The multipart body ended before its closing boundary');
	return { fields, files, bodySize, hashes };
}
