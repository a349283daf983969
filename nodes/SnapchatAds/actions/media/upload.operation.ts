import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/input/fields';
import { isOutcomeUnknown, toNodeError } from '../../../shared/items/errors';
import { createClient, type SnapClient } from '../../transport';
import { done, oneByOne, refused, runWrites, unknown, type WriteEntry } from '../../../shared/items/writes';
import { readAdAccountId } from '../common/locators';
import { mediaAdAccountLocator, RESOURCE } from './shared';
import type { UploadItem } from './uploadInput';
import { DEFAULT_MAX_WAIT_SECONDS, readUploadItem } from './uploadInput';
import { createMediaEntity, readMediaUntilReady, uploadFile, type UploadProgress } from './uploadSend';

const show = { resource: [RESOURCE], operation: ['upload'] };

export const properties: INodeProperties[] = [
	mediaAdAccountLocator(['upload'], true),
	{
		displayName: 'Input Binary Field',
		name: 'binaryPropertyName',
		type: 'string',
		default: 'data',
		required: true,
		placeholder: 'e.g. data',
		hint: 'The name of the input binary field containing the file to be uploaded',
		description:
			'The binary property of the input item that holds the image or video, e.g. from an HTTP Request (Response Format: File), Google Drive or a form upload',
		displayOptions: { show },
	},
	{
		displayName: 'Media Name',
		name: 'mediaName',
		type: 'string',
		default: '',
		placeholder: 'e.g. Summer Sale Video',
		description: 'The name the media gets in Ads Manager, up to 375 characters. Leave empty to use the file name.',
		displayOptions: { show },
	},
	optionsCollection(show, [
		{
			displayName: 'Intended Use',
			name: 'intendedUse',
			type: 'options',
			default: 'topSnap',
			description: 'What the media is for, so the node can refuse an image of the wrong shape before uploading it',
			options: [
				{ name: 'Top Snap', value: 'topSnap', description: 'The full-screen image or video of an ad: portrait 9:16, 1080 x 1920 px' },
				{ name: 'App Icon', value: 'appIcon', description: 'The icon of an App Install or Deep Link creative: a square image' },
				{ name: 'Other', value: 'other', description: 'No shape check (type and size are still checked)' },
			],
		},
		{
			displayName: 'Max Wait (Seconds)',
			name: 'maxWaitSeconds',
			type: 'number',
			typeOptions: { minValue: 0, maxValue: 3600 },
			default: DEFAULT_MAX_WAIT_SECONDS,
			description:
				'How long to wait for Snapchat to finish processing the upload (videos take a while). When it is not ready by then, the item fails with the media ID so you can check it later with Media → Get.',
		},
		{
			displayName: 'Part Size (MB)',
			name: 'partSizeMb',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 32 },
			default: 32,
			description:
				'Files larger than this are sent in parts of this size (Snapchat takes at most 32 MB per request and files up to 1 GB in parts). The node holds one part in memory at a time, so a smaller part uses less memory.',
		},
		{
			displayName: 'Upload Into Existing Media',
			name: 'existingMediaId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60',
			description:
				'The ID of a media file whose earlier upload failed (status Pending Upload): the file is uploaded into it instead of creating a new media file',
		},
		{
			displayName: 'Wait Until Ready',
			name: 'waitUntilReady',
			type: 'boolean',
			default: true,
			description:
				'Whether to wait until Snapchat has processed the file (status Ready) before passing the item on. A creative can only use ready media.',
		},
	]),
];

/**
 * A failure after the media entity exists: says which media exists, what became of the step that
 * failed (refused, or its outcome unknown: a part or the end of the upload whose answer was lost),
 * and how to finish it.
 */
function partWayFailure(ctx: IExecuteFunctions, error: unknown, item: UploadItem, mediaId: string, progress: UploadProgress): NodeApiError {
	const node = toNodeError(ctx.getNode(), error, item.itemIndex);
	const resume = `run this item again with Options → Upload Into Existing Media set to ${mediaId}`;
	const where = `Media ${mediaId} exists in ad account ${item.adAccountId}, but`;
	let message: string;
	let advice: string;
	if (progress.partUnknown) {
		message = `${where} the upload of "${item.fileName}" stopped: the outcome of ${progress.partUnknown} is unknown (Snapchat may or may not have stored it): ${node.message}`;
		advice = `The upload was not finished (no FINALIZE was sent), so the media cannot be used yet. To finish it, ${resume}; the file is sent again from its first part.`;
	} else if (isOutcomeUnknown(error)) {
		message = `${where} the outcome of ${progress.step} of "${item.fileName}" is unknown: ${node.message}`;
		advice = `It was not sent again. Check it with Media → Get (ID ${mediaId}): once its status is Ready the file is complete; if it stays Pending Upload, ${resume}.`;
	} else {
		message = `${where} ${progress.step} of "${item.fileName}" failed: ${node.message}`;
		advice = `To finish it, ${resume}; the media stays unused (status Pending Upload) otherwise.`;
	}
	const failure = new NodeApiError(ctx.getNode(), { media_id: mediaId } as JsonObject, {
		message,
		description: `${node.description ? `${node.description} ` : ''}${advice}`,
		itemIndex: item.itemIndex,
		httpCode: (node as NodeApiError).httpCode ?? undefined,
	});
	return failure;
}

/** The file arrived but reading the media's status failed: it is uploaded, its status unknown (issue 37, 4). */
function statusUnknown(ctx: IExecuteFunctions, error: unknown, item: UploadItem, mediaId: string): NodeApiError {
	const node = toNodeError(ctx.getNode(), error, item.itemIndex);
	return new NodeApiError(ctx.getNode(), { media_id: mediaId } as JsonObject, {
		message: `The file of "${item.fileName}" arrived in media ${mediaId}, but its status could not be read: ${node.message}`,
		description:
			`The media exists in ad account ${item.adAccountId} with its file; whether Snapchat has finished processing it is unknown. ` +
			`Do not upload it again: check it with Media → Get (ID ${mediaId}).`,
		itemIndex: item.itemIndex,
		httpCode: (node as NodeApiError).httpCode ?? undefined,
	});
}

function notReady(ctx: IExecuteFunctions, item: UploadItem, media: Record<string, unknown>, mediaId: string, waitedMs: number): NodeOperationError {
	return new NodeOperationError(
		ctx.getNode(),
		`Media ${mediaId} was uploaded, but Snapchat had not finished processing it after ${Math.round(waitedMs / 1000)} seconds (status ${String(media.media_status ?? 'unknown')})`,
		{
			itemIndex: item.itemIndex,
			description: `The file is there: check it later with Media → Get (ID ${mediaId}), or raise Options → Max Wait (Seconds). Do not upload it again.`,
		},
	);
}

/** An item on the runner: its ad account is read first, its file checked (async) before any request. */
interface Slot {
	upload?: UploadItem;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	// The client is made at the first request: a run whose every item is refused asks for no credential.
	let client: SnapClient | undefined;
	// One item after the other, in input order: create the media (the write that must not be sent
	// twice), send the file, wait until it is ready. A failure after the create names the media that
	// exists; the runner names the media uploaded before a failure that stops the run.
	return await runWrites<Slot>(this, items, {
		what: { one: 'media', many: 'media', verb: 'upload', past: 'uploaded', checkWith: 'Media → Get Many' },
		idempotent: false,
		chunkSize: 1,
		plan: oneByOne,
		read: (i) => ({ group: readAdAccountId(this, i), input: {} }),
		// Every item's file is checked (type, size, shape) before the first request.
		check: async (entries, refuse) => {
			const checked: Array<WriteEntry<Slot>> = [];
			for (const entry of entries) {
				try {
					checked.push({ ...entry, input: { upload: await readUploadItem(this, entry.itemIndex) } });
				} catch (error) {
					refuse(entry.itemIndex, error);
				}
			}
			return checked;
		},
		send: async (_adAccountId, [{ input }]) => {
			const item = input.upload as UploadItem;
			client ??= await createClient(this);
			const created = item.existingMediaId ?? (await createMediaEntity(this, client, item));
			const progress: UploadProgress = { step: 'the upload' };
			try {
				await uploadFile(this, client, item, created, progress);
			} catch (error) {
				const failure = partWayFailure(this, error, item, created, progress);
				// A lost answer to the file's last request (the one upload, or FINALIZE): the file may be complete.
				return [!progress.partUnknown && isOutcomeUnknown(error) ? unknown(failure) : refused(failure)];
			}
			let read: Awaited<ReturnType<typeof readMediaUntilReady>>;
			try {
				read = await readMediaUntilReady(this, client, item, created);
			} catch (error) {
				return [unknown(statusUnknown(this, error, item, created))];
			}
			const { media, ready, waitedMs } = read;
			if (!ready && item.waitUntilReady) return [refused(notReady(this, item, media, created, waitedMs))];
			return [done(media as IDataObject, created)];
		},
	});
}
