/**
 * Media (Snap's Media page): create the media entity under an ad account, upload its file in one
 * multipart request (`POST /v1/media/{id}/upload`, field `file`, at most 32 MB) or in parts
 * (`POST /v1/media/{id}/multipart-upload-v2?action=INIT|ADD|FINALIZE`, parts of at most 32 MB, a
 * file of at most 1 GB; ADD goes to the `add_path` INIT returned, which Snap gives under `/us/v1`),
 * get and list. Upload bodies are read as a stream (multipart.ts): nothing of the file is kept but
 * its size, SHA-256 and first bytes. The file must match the media type (PNG/JPEG for IMAGE, an
 * MP4/MOV `ftyp` box for VIDEO); parts must come in order, and the last part sent again replaces it
 * (the issue reports Snap replaces a part sent twice; the emulator allows it for the last part
 * only, the one a client resends after a lost answer); FINALIZE checks every part arrived and
 * the sizes add up. Failures of a step come from the generic faults (faults.ts). The media turns READY `processingMs` after its upload completed.
 */
import { createHash, randomUUID, type Hash } from 'crypto';

import { accessibleAccount } from './accounts';
import { elementReason } from './faults';
import { findAdAccount, userCanAccessAccount, type FixtureUser } from './fixtures';
import { MEDIA_TYPES, type ChunkedSession, type MediaType, type StoredMedia } from './mediaStore';
import { MultipartError, boundaryOf, readMultipart, type MultipartBody } from './multipart';
import { videoBytes, pngBytes } from './sampleMedia';
import { checkUuid, forbidden, invalidRequest, notFound, send, sendJson, sendPage, snapError, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, PublicHandler, RouteHandler } from './router';
import type { EmulatorState } from './state';

export const MB = 1024 * 1024;
/** Snap's Media page: 32 MB in one upload request and per chunk; up to 1 GB with the chunked upload. */
export const MAX_SINGLE_UPLOAD = 32 * MB;
export const MAX_PART = 32 * MB;
export const MAX_CHUNKED_FILE = 1024 * MB;
/** Snap's Media page: images (Top Snap) at most 5 MB. */
export const MAX_IMAGE = 5 * MB;

const UPLOAD_PATH = /^\/(?:us\/)?v1\/media\/[^/]+\/(?:upload|multipart-upload-v2)\/?$/;

/** Parsed multipart body of an upload request (set before the route runs). */
const uploads = new WeakMap<Ctx, MultipartBody & { hashes: Hash[] }>();

/**
 * Called by the server before it buffers a body: upload requests with a multipart body are read as
 * a stream instead. Returns true when it answered (a malformed or too large body).
 */
export async function readUploadBody(ctx: Ctx): Promise<boolean | undefined> {
	if (ctx.method !== 'POST' || !UPLOAD_PATH.test(ctx.path)) return undefined;
	const boundary = boundaryOf(String(ctx.req.headers['content-type'] ?? ''));
	if (!boundary) return undefined;
	const id = ctx.path.split('/').filter(Boolean).at(-2) ?? '';
	const session = ctx.state.media.get(id.toLowerCase())?.chunked;
	const action = ctx.url.searchParams.get('action');
	try {
		const body = await readMultipart(ctx.req, boundary, {
			maxBytes: MAX_PART + MB,
			// ADD continues the whole file's hash from the parts before it (before the last one when the last
			// part is sent again, to replace it); it is kept only if the part is accepted.
			fileHash:
				action === 'ADD' && session && !session.finalized
					? (fields) => (resendsLast(session, fields.part_number) ? session.beforeLast : session.running).copy()
					: undefined,
		});
		uploads.set(ctx, body);
		ctx.entry.form = body.fields;
		return false;
	} catch (error) {
		// eslint-disable-next-line @n8n/community-nodes/require-node-api-error -- emulator code, not a node: an unexpected error stays what it is
		if (!(error instanceof MultipartError)) throw error;
		const status = /exceeds/.test(error.message) ? 413 : 400;
		snapError(ctx, status, 'E1001', error.message, { Connection: 'close' });
		return true;
	}
}

/** Whether an ADD sends the last stored part again (Snap replaces a part sent twice; the emulator only the last one). */
function resendsLast(session: ChunkedSession, partNumber: string | undefined): boolean {
	return session.parts.length > 0 && partNumber === String(session.parts.length);
}

function accessibleMedia(ctx: Ctx, user: FixtureUser, rawId: string): StoredMedia | undefined {
	const id = checkUuid(ctx, rawId, 'media');
	if (!id) return undefined;
	const m = ctx.state.media.get(id);
	if (!m) return void notFound(ctx, 'media', id);
	const acc = findAdAccount(m.ad_account_id);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'media', id);
	return m;
}

const MEDIA_FIELDS = new Set(['name', 'type', 'ad_account_id']);

function validateMedia(el: unknown, adAccountId: string): { name: string; type: MediaType } | { reason: string } {
	if (el === null || typeof el !== 'object' || Array.isArray(el)) return { reason: elementReason('E2002', 'Property value is not allowed', 'media') };
	const o = el as Record<string, unknown>;
	for (const k of Object.keys(o)) if (!MEDIA_FIELDS.has(k)) return { reason: elementReason('E2002', 'Property is not recognized', k) };
	if (typeof o.ad_account_id !== 'string' || o.ad_account_id.toLowerCase() !== adAccountId) return { reason: elementReason('E2002', 'Property value is not allowed', 'ad_account_id') };
	if (typeof o.name !== 'string' || o.name.trim() === '') return { reason: elementReason('E2001', 'Required property is missing', 'name') };
	if ([...o.name].length > 375) return { reason: elementReason('E2002', 'Property value is not allowed', 'name') };
	if (typeof o.type !== 'string' || !MEDIA_TYPES.includes(o.type as MediaType)) return { reason: elementReason('E2002', 'Property value is not allowed', 'type') };
	return { name: o.name, type: o.type as MediaType };
}

const createMedia: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	if (ctx.jsonError || ctx.json === undefined) return invalidRequest(ctx, 'The request body is not valid JSON');
	const list = (ctx.json as { media?: unknown }).media;
	if (!Array.isArray(list) || list.length === 0) return invalidRequest(ctx, 'The request body must carry a non-empty media array');
	const results = list.map((el) => {
		const v = validateMedia(el, acc.id);
		if ('reason' in v) return { sub_request_status: 'ERROR', sub_request_error_reason: v.reason, media: el };
		return { sub_request_status: 'SUCCESS', media: ctx.state.media.json(ctx.state.media.create(acc.id, v.name, v.type)) };
	});
	const failed = results.filter((r) => r.sub_request_status === 'ERROR').length;
	if (failed === 0) return success(ctx, { media: results });
	sendJson(ctx, failed === results.length ? 400 : 200, {
		request_status: failed === results.length ? 'ERROR' : 'PARTIAL',
		request_id: ctx.requestId,
		media: results,
	});
};

const listMedia: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	sendPage(ctx, ctx.state.media.list(acc.id), (m) => m.seq, `media:${acc.id}`, {
		plural: 'media',
		singular: 'media',
		toJson: (m) => ctx.state.media.json(m),
	});
};

const getMedia: RouteHandler = (ctx, user, id) => {
	const m = accessibleMedia(ctx, user, id as string);
	if (!m) return;
	success(ctx, { media: wrap('media', [ctx.state.media.json(m)]) });
};

/** Does the file's start look like the media type (PNG/JPEG signature; an ISO-BMFF `ftyp` box)? */
export function looksLike(type: MediaType, head: Buffer): boolean {
	if (type === 'IMAGE') {
		const png = head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
		const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
		return png || jpeg;
	}
	if (type === 'VIDEO') return head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp';
	return true;
}

function completeUpload(s: EmulatorState, m: StoredMedia, file: NonNullable<StoredMedia['file']>, fileName: string | undefined): void {
	m.file = file;
	if (fileName) m.file_name = fileName;
	m.updated_at = new Date(s.clock()).toISOString();
	m.readyAt = s.clock() + (m.type === 'VIDEO' ? s.media.processingMs.VIDEO : s.media.processingMs.IMAGE);
}

function uploadBody(ctx: Ctx): (MultipartBody & { hashes: Hash[] }) | undefined {
	const body = uploads.get(ctx);
	if (!body) invalidRequest(ctx, 'The upload must be sent as multipart/form-data');
	return body;
}

function refuse(ctx: Ctx, field: string, message: string): void {
	snapError(ctx, 400, 'E2002', `${message} : [${field}]`);
}

const uploadMedia: RouteHandler = (ctx, user, id) => {
	const m = accessibleMedia(ctx, user, id as string);
	if (!m) return;
	const body = uploadBody(ctx);
	if (!body) return;
	const file = body.files.find((f) => f.field === 'file');
	if (!file) return snapError(ctx, 400, 'E2001', 'Required property is missing : [file]');
	if (m.file) return refuse(ctx, 'media', `Media ${m.id} already has its file`);
	if (file.size > MAX_SINGLE_UPLOAD) return refuse(ctx, 'file', `The file is ${file.size} bytes; over 32 MB use the chunked upload (multipart-upload-v2)`);
	if (m.type === 'IMAGE' && file.size > MAX_IMAGE) return refuse(ctx, 'file', `An image may be at most 5 MB; this one is ${file.size} bytes`);
	if (!looksLike(m.type, file.head)) return refuse(ctx, 'file', `The file is not a valid ${m.type.toLowerCase()} file`);
	completeUpload(ctx.state, m, { size: file.size, sha256: file.sha256, head: file.head, via: 'upload', contentType: file.contentType }, file.filename);
	success(ctx, { result: ctx.state.media.json(m) });
};

function positiveInt(value: string | undefined): number | undefined {
	return value !== undefined && /^\d{1,12}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

function initChunked(ctx: Ctx, m: StoredMedia, fields: Record<string, string>): void {
	const fileName = fields.file_name;
	const fileSize = positiveInt(fields.file_size);
	const parts = positiveInt(fields.number_of_parts);
	if (!fileName) return snapError(ctx, 400, 'E2001', 'Required property is missing : [file_name]');
	if (fileSize === undefined) return refuse(ctx, 'file_size', 'file_size must be a positive number of bytes');
	if (parts === undefined) return refuse(ctx, 'number_of_parts', 'number_of_parts must be a positive integer');
	if (m.file) return refuse(ctx, 'media', `Media ${m.id} already has its file`);
	if (fileSize > MAX_CHUNKED_FILE) return refuse(ctx, 'file_size', `The file is ${fileSize} bytes; the chunked upload takes at most 1 GB`);
	if (parts * MAX_PART < fileSize) return refuse(ctx, 'number_of_parts', `${parts} parts of at most 32 MB cannot hold ${fileSize} bytes`);
	m.chunked = {
		uploadId: randomUUID(),
		fileName,
		fileSize,
		numberOfParts: parts,
		parts: [],
		running: createHash('sha256'),
		beforeLast: createHash('sha256'),
		received: 0,
		finalized: false,
	};
	success(ctx, {
		upload_id: m.chunked.uploadId,
		// As Snap's recorded answer (SnapAds4J): the ADD path under /us/v1, the FINALIZE path under /v1;
		// with stepPaths 'us' both under /us/v1, as a public client's emulator answers.
		add_path: `/us/v1/media/${m.id}/multipart-upload-v2?action=ADD`,
		finalize_path: `${ctx.state.media.stepPaths === 'us' ? '/us' : ''}/v1/media/${m.id}/multipart-upload-v2?action=FINALIZE`,
	});
}

function addPart(ctx: Ctx, m: StoredMedia, body: MultipartBody & { hashes: Hash[] }): void {
	const session = m.chunked;
	if (!session || session.finalized || body.fields.upload_id !== session.uploadId) return refuse(ctx, 'upload_id', 'No open chunked upload with this upload_id');
	const partNumber = positiveInt(body.fields.part_number);
	const fileIndex = body.files.findIndex((f) => f.field === 'file');
	if (fileIndex < 0) return snapError(ctx, 400, 'E2001', 'Required property is missing : [file]');
	const file = body.files[fileIndex];
	// The last part sent again replaces it (its answer may have been lost); any other must be the next one.
	const replaces = resendsLast(session, body.fields.part_number);
	const before = replaces ? session.parts.slice(0, -1) : session.parts;
	const receivedBefore = before.reduce((sum, p) => sum + p.size, 0);
	const expected = before.length + 1;
	if (partNumber !== expected) return refuse(ctx, 'part_number', `Expected part ${expected}, got ${body.fields.part_number ?? 'none'}: parts must be sent in order`);
	if (partNumber > session.numberOfParts) return refuse(ctx, 'part_number', `INIT announced ${session.numberOfParts} parts`);
	if (file.size === 0 || file.size > MAX_PART) return refuse(ctx, 'file', `A part must hold 1 byte to 32 MB; this one is ${file.size} bytes`);
	if (receivedBefore + file.size > session.fileSize) return refuse(ctx, 'file', `The parts exceed the announced file_size ${session.fileSize}`);
	if (partNumber === 1 && !looksLike(m.type, file.head)) return refuse(ctx, 'file', `The file is not a valid ${m.type.toLowerCase()} file`);
	if (partNumber === 1) m.file_name = session.fileName;
	if (!replaces) session.beforeLast = session.running;
	session.parts = [...before, { partNumber, size: file.size, sha256: file.sha256 }];
	session.running = body.hashes[fileIndex];
	session.received = receivedBefore + file.size;
	partHeads.set(m, partNumber === 1 ? file.head : (partHeads.get(m) ?? Buffer.alloc(0)));
	ctx.state.media.onPart?.(partNumber);
	success(ctx, {});
}

const partHeads = new WeakMap<StoredMedia, Buffer>();

function finalizeChunked(ctx: Ctx, m: StoredMedia, fields: Record<string, string>): void {
	const session = m.chunked;
	if (!session || session.finalized || fields.upload_id !== session.uploadId) return refuse(ctx, 'upload_id', 'No open chunked upload with this upload_id');
	if (session.parts.length !== session.numberOfParts) {
		return refuse(ctx, 'number_of_parts', `${session.parts.length} of ${session.numberOfParts} parts arrived`);
	}
	if (session.received !== session.fileSize) return refuse(ctx, 'file_size', `${session.received} of ${session.fileSize} bytes arrived`);
	session.finalized = true;
	completeUpload(ctx.state, m, { size: session.received, sha256: session.running.copy().digest('hex'), head: partHeads.get(m) ?? Buffer.alloc(0), via: 'chunked' }, session.fileName);
	success(ctx, { result: ctx.state.media.json(m) });
}

const chunkedUpload: RouteHandler = (ctx, user, id) => {
	const m = accessibleMedia(ctx, user, id as string);
	if (!m) return;
	const body = uploadBody(ctx);
	if (!body) return;
	const action = ctx.url.searchParams.get('action');
	if (action === 'INIT') return initChunked(ctx, m, body.fields);
	if (action === 'ADD') return addPart(ctx, m, body);
	if (action === 'FINALIZE') return finalizeChunked(ctx, m, body.fields);
	invalidRequest(ctx, `Unknown action ${action ?? '(none)'}: use INIT, ADD or FINALIZE`);
};

/**
 * Sample files to download (public, no token), so an example workflow has a file to fetch: any
 * name ending .png is a 1080 x 1920 PNG header with filler; .mp4 a video of `?size=` bytes
 * (default 3 MB). Not pictures anyone can view: only their headers are real.
 */
const sample: PublicHandler = (ctx) => {
	const name = ctx.params.name ?? '';
	const size = Math.min(Number(ctx.url.searchParams.get('size') ?? 3 * MB) || 3 * MB, 64 * MB);
	if (name.endsWith('.png')) return send(ctx, 200, { 'Content-Type': 'image/png' }, pngBytes(1080, 1920, 40_000));
	if (name.endsWith('.mp4')) return send(ctx, 200, { 'Content-Type': 'video/mp4' }, videoBytes(size));
	send(ctx, 404, { 'Content-Type': 'text/plain' }, 'No such sample: use a name ending .png or .mp4');
};

export function mediaArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'media',
		routes: [
			{ path: '/v1/adaccounts/:id/media', methods: { GET: listMedia, POST: createMedia } },
			{ path: '/v1/media/:id', methods: { GET: getMedia } },
			{ path: '/v1/media/:id/upload', methods: { POST: uploadMedia } },
			{ path: '/v1/media/:id/multipart-upload-v2', methods: { POST: chunkedUpload } },
			{ path: '/us/v1/media/:id/multipart-upload-v2', methods: { POST: chunkedUpload } },
			{ path: '/__emulator/samples/:name', methods: { GET: sample }, auth: 'none' },
		],
		reset() {
			s.media.reset();
		},
	};
}
