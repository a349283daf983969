/**
 * The requests of one media upload, in Snap's order (developers.snap.com, Marketing API, Media):
 * 1. create the media entity, `POST /v1/adaccounts/{id}/media` (`{ media: [{ name, type,
 *    ad_account_id }] }`; not idempotent: a lost answer is never resent);
 * 2. send the file: up to the part size in one `POST /v1/media/{id}/upload` (multipart field
 *    `file`); larger files with the chunked upload: `POST /v1/media/{id}/multipart-upload-v2?
 *    action=INIT` (form fields `file_name`, `file_size`, `number_of_parts`; the answer gives
 *    `upload_id`, `add_path` and `finalize_path`), one ADD per part to `add_path` (`file`,
 *    `part_number` from 1, `upload_id`), then FINALIZE to `finalize_path` (`upload_id`). Snap gives
 *    both paths (ADD under `/us/v1` in its recorded answer, FINALIZE under `/v1`; a public client's
 *    emulator gives both under `/us/v1`): the node takes either. A part sent again replaces it (as
 *    the issue that asked for part retries reports; assumed, not seen in Snap's docs), so a part is
 *    retried like a read; INIT and FINALIZE are not, and FINALIZE is sent only once every part was
 *    answered;
 * 3. read `GET /v1/media/{id}` until `media_status` is READY, within the item's wait limit.
 * Each part is read from n8n's binary data into the one buffer that is sent, so memory stays
 * about one part, whatever the file's size.
 */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, sleep } from 'n8n-workflow';

import { isRecord, nonEmptyText } from '../../../shared/input/values';
import { errorOutcome, toNodeError } from '../../../shared/items/errors';
import type { SnapClient } from '../../transport';
import { getOne } from '../common/entities';
import { multipartForm, type FormFile } from './multipartForm';
import { uploadPlan } from './rules';
import { adAccountMediaPath, mediaPath } from './shared';
import type { UploadItem } from './uploadInput';

/** One part of up to 32 MB on a slow uplink: minutes, not the two of a JSON create. */
const UPLOAD_TIMEOUT_MS = 15 * 60_000;
/** Waits between status reads: quick at first (images are ready at once), then every 10 s. */
const POLL_STEPS_MS = [500, 1000, 2000, 3000, 5000, 10_000];

export async function createMediaEntity(ctx: IExecuteFunctions, client: SnapClient, item: UploadItem): Promise<string> {
	const subject = `media "${item.name}" in ad account ${item.adAccountId}`;
	const body = await client.request({
		method: 'POST',
		path: adAccountMediaPath(item.adAccountId),
		body: { media: [{ name: item.name, type: item.type, ad_account_id: item.adAccountId }] },
		idempotent: false,
		subject,
		itemIndex: item.itemIndex,
		unknownOutcome: 'the media may or may not have been created',
		checkHint: `Run Media → Get Many for ad account ${item.adAccountId} and look for the name "${item.name}"; if it is there (status Pending Upload), put its ID in Options → Upload Into Existing Media and run this item again.`,
		acceptFailure: (failure) => failure.status === 400 && isRecord(failure.body) && Array.isArray(failure.body.media),
	});
	const [element] = client.envelope(body, 'media', 'media', subject, item.itemIndex).elements;
	const id = nonEmptyText(element?.entity?.id);
	if (!element?.ok || !id) {
		throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
			message: `Snapchat refused to create ${subject}: ${element?.reason ?? 'its answer held no media'}`,
			description: 'Check the Media Name and the file type; nothing was uploaded.',
			itemIndex: item.itemIndex,
		});
	}
	return id;
}

function requireSuccess(ctx: IExecuteFunctions, body: unknown, step: string, itemIndex: number): Record<string, unknown> {
	const status = isRecord(body) ? nonEmptyText(body.request_status)?.toUpperCase() : undefined;
	if (!isRecord(body) || status !== 'SUCCESS') {
		const requestId = isRecord(body) ? nonEmptyText(body.request_id) : undefined;
		throw new NodeApiError(ctx.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
			message: `Snapchat did not confirm ${step}${status ? `: it reported ${status}` : ''}`,
			itemIndex,
		});
	}
	return body;
}

async function sendForm(
	ctx: IExecuteFunctions,
	client: SnapClient,
	item: UploadItem,
	path: string,
	fields: Array<[string, string]>,
	step: string,
	file?: { form: FormFile; fill: (target: Buffer, offset: number) => Promise<void>; into?: Buffer },
	idempotent = false,
): Promise<Record<string, unknown>> {
	const form = multipartForm(fields, file?.form, undefined, file?.into);
	if (file) await file.fill(form.data, form.fileOffset);
	const body = await client.request({
		method: 'POST',
		path,
		rawBody: { contentType: form.contentType, data: form.data },
		timeoutMs: UPLOAD_TIMEOUT_MS,
		idempotent,
		subject: step,
		itemIndex: item.itemIndex,
		unknownOutcome: 'Snapchat may or may not have stored it',
	});
	return requireSuccess(ctx, body, step, item.itemIndex);
}

/**
 * A path Snap gave for the next upload step (`add_path`, `finalize_path`), used only when it is a
 * path on the API host for this media's chunked upload, so the token goes nowhere else.
 */
function uploadStepPath(value: unknown, mediaId: string, action: 'ADD' | 'FINALIZE'): string | undefined {
	const path = nonEmptyText(value);
	if (!path) return undefined;
	const pattern = new RegExp(`^/(?:[a-z]{2}/)?v1/media/${mediaId}/multipart-upload-v2\\?action=${action}$`, 'i');
	return pattern.test(path) ? path : undefined;
}

/** What each step reports while it runs, for the part-way failure message. */
export interface UploadProgress {
	step: string;
	/** Set when a part failed in a way that may have stored it (no answer, or a 5xx after every retry). */
	partUnknown?: string;
}

/**
 * Whether a failed part may still have been stored, as the transport marked its error
 * (shared/http/meaning.ts): unknown yes, never sent no; refused (a 4xx, a 429) stored nothing. An
 * error the transport did not make (an answer that did not confirm the part) may have stored it.
 */
function mayHaveStored(error: unknown): boolean {
	const outcome = errorOutcome(error);
	if (outcome !== 'refused') return outcome === 'unknown';
	return !(error instanceof NodeApiError && typeof error.httpCode === 'string' && error.httpCode !== '');
}

export async function uploadFile(
	ctx: IExecuteFunctions,
	client: SnapClient,
	item: UploadItem,
	mediaId: string,
	progress: UploadProgress,
): Promise<{ parts: number }> {
	const plan = uploadPlan(item.file.size, item.partBytes);
	const source = await item.file.open();
	const formFile = (size: number): FormFile => ({ field: 'file', filename: item.fileName, contentType: item.mimeType, size });
	try {
		if (!plan.chunked) {
			progress.step = 'the file upload';
			await sendForm(ctx, client, item, `${mediaPath(mediaId)}/upload`, [], `the upload of "${item.fileName}" to media ${mediaId}`, {
				form: formFile(item.file.size),
				fill: async (target, offset) => await source.readInto(target, offset, item.file.size),
			});
			return { parts: 1 };
		}
		progress.step = 'the start of the chunked upload (INIT)';
		const init = await sendForm(
			ctx,
			client,
			item,
			`${mediaPath(mediaId)}/multipart-upload-v2?action=INIT`,
			[
				['file_name', item.fileName],
				['file_size', String(item.file.size)],
				['number_of_parts', String(plan.parts)],
			],
			`the start of the chunked upload of media ${mediaId}`,
		);
		const uploadId = nonEmptyText(init.upload_id);
		const addPath = uploadStepPath(init.add_path, mediaId, 'ADD');
		const finalizePath = uploadStepPath(init.finalize_path, mediaId, 'FINALIZE');
		if (!uploadId || !addPath || !finalizePath) {
			throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
				message: `Snapchat's answer to the start of the chunked upload of media ${mediaId} lacked a usable upload_id, add_path or finalize_path`,
				itemIndex: item.itemIndex,
			});
		}
		// One buffer for every part (the form's own lines need a few hundred bytes besides the part).
		const scratch = Buffer.allocUnsafe(plan.partBytes + 2048);
		for (let part = 1; part <= plan.parts; part++) {
			const size = Math.min(plan.partBytes, item.file.size - (part - 1) * plan.partBytes);
			progress.step = `part ${part} of ${plan.parts} of the chunked upload`;
			// A part sent again (same number, same bytes) replaces it and creates nothing: it is retried
			// like a read, within the usual bounds (the bytes stay in the one buffer until it succeeds).
			try {
				await sendForm(
					ctx,
					client,
					item,
					addPath,
					[
						['upload_id', uploadId],
						['part_number', String(part)],
					],
					`part ${part} of ${plan.parts} of media ${mediaId}`,
					{ form: formFile(size), fill: async (target, offset) => await source.readInto(target, offset, size), into: scratch },
					true,
				);
			} catch (error) {
				if (mayHaveStored(error)) progress.partUnknown = `part ${part} of ${plan.parts}`;
				throw toNodeError(ctx.getNode(), error, item.itemIndex);
			}
		}
		// Only now is every part's outcome known (stored): the upload is finalized once.
		progress.step = 'the end of the chunked upload (FINALIZE)';
		await sendForm(ctx, client, item, finalizePath, [['upload_id', uploadId]], `the end of the chunked upload of media ${mediaId}`);
		return { parts: plan.parts };
	} finally {
		source.close();
	}
}

/** Reads the media until Snapchat says READY; the last read when the wait is over or not asked for. */
export async function readMediaUntilReady(
	ctx: IExecuteFunctions,
	client: SnapClient,
	item: UploadItem,
	mediaId: string,
): Promise<{ media: Record<string, unknown>; ready: boolean; waitedMs: number }> {
	let waited = 0;
	for (let attempt = 0; ; attempt++) {
		const media = await getOne(ctx, client, {
			path: mediaPath(mediaId),
			listKey: 'media',
			entityKey: 'media',
			subject: `media ${mediaId}`,
			itemIndex: item.itemIndex,
			notFoundMessage: `Media ${mediaId} was not found right after its upload`,
		});
		const ready = nonEmptyText(media.media_status)?.toUpperCase() === 'READY';
		if (ready || !item.waitUntilReady || waited >= item.maxWaitMs) return { media, ready, waitedMs: waited };
		const delay = Math.min(POLL_STEPS_MS[Math.min(attempt, POLL_STEPS_MS.length - 1)], item.maxWaitMs - waited);
		await sleep(delay);
		waited += delay;
	}
}
