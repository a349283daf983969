/** Reading and checking one Upload item: the file, its name and type, the options; nothing is sent. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { checkBoolean, checkId, checkInteger, InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { sniffFormat, SNIFF_BYTES } from './fileFormat';
import type { BinaryFile } from './fileSource';
import { binaryFile } from './fileSource';
import type { IntendedUse, MediaType } from './rules';
import { checkFile, MAX_PART_BYTES, MB } from './rules';

export const DEFAULT_MAX_WAIT_SECONDS = 300;
const USES: IntendedUse[] = ['topSnap', 'appIcon', 'other'];

export interface UploadItem {
	itemIndex: number;
	adAccountId: string;
	name: string;
	type: MediaType;
	fileName: string;
	mimeType: string;
	file: BinaryFile;
	partBytes: number;
	waitUntilReady: boolean;
	maxWaitMs: number;
	/** Upload into this existing media (one whose earlier upload failed) instead of creating one. */
	existingMediaId?: string;
}

const NAME_MAX = 375;

function readName(value: unknown, fileName: string | undefined): string {
	if (value !== undefined && value !== null && typeof value !== 'string') {
		throw new InputError('Media Name', `Media Name must be text, got ${showValue(value)}`, 'Enter a name or leave the field empty to use the file name.');
	}
	const name = (value ?? '').trim() || (fileName ?? '').trim();
	if (name === '') {
		throw new InputError('Media Name', 'Media Name is empty and the file has no name to use instead', 'Enter a Media Name, e.g. "Summer Sale Video".');
	}
	if ([...name].length > NAME_MAX) {
		throw new InputError('Media Name', `Media Name is ${[...name].length} characters; Snapchat takes at most ${NAME_MAX}`, 'Shorten the name.');
	}
	return name;
}

export async function readUploadItem(ctx: IExecuteFunctions, i: number): Promise<UploadItem> {
	const adAccountId = readAdAccountId(ctx, i);
	const field = convertInputErrors(ctx, i, () => {
		const value = ctx.getNodeParameter('binaryPropertyName', i, 'data');
		if (typeof value !== 'string' || value.trim() === '') {
			throw new InputError('Input Binary Field', 'Input Binary Field is empty', 'Enter the name of the binary property that holds the file, usually "data".');
		}
		return value.trim();
	});
	const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
	const settings = convertInputErrors(ctx, i, () => {
		const use = (options.intendedUse ?? 'topSnap') as IntendedUse;
		if (!USES.includes(use)) {
			throw new InputError('Intended Use', `Intended Use ${showValue(use)} is none of the choices`, 'Choose Top Snap, App Icon or Other.');
		}
		const partMb = checkInteger(options.partSizeMb ?? MAX_PART_BYTES / MB, 'Part Size (MB)', 1, MAX_PART_BYTES / MB);
		const maxWait = checkInteger(options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS, 'Max Wait (Seconds)', 0, 3600);
		const existing =
			typeof options.existingMediaId === 'string' && options.existingMediaId.trim() !== ''
				? checkId(options.existingMediaId.trim(), 'Upload Into Existing Media', 'media', 'uuid')
				: undefined;
		return { use, partBytes: partMb * MB, maxWaitMs: maxWait * 1000, existing, waitUntilReady: checkBoolean(options.waitUntilReady, 'Wait Until Ready', true) };
	});
	// n8n's own check: the item has a binary property of that name (its error names item and field).
	const binary = ctx.helpers.assertBinaryData(i, field);
	const file = await binaryFile(ctx, i, field, binary);
	const head = await file.head(SNIFF_BYTES);
	return convertInputErrors(ctx, i, () => {
		const name = readName(ctx.getNodeParameter('mediaName', i, ''), binary.fileName);
		const { type } = checkFile(
			{ mimeType: binary.mimeType, fileName: binary.fileName, size: file.size, head, format: sniffFormat(head) },
			field,
			settings.use,
		);
		const extension = type === 'IMAGE' ? (sniffFormat(head)?.kind === 'png' ? 'png' : 'jpg') : 'mp4';
		return {
			itemIndex: i,
			adAccountId,
			name,
			type,
			fileName: binary.fileName?.trim() || `${name.replace(/[^\w.-]+/g, '_').slice(0, 60)}.${extension}`,
			mimeType: binary.mimeType,
			file,
			partBytes: settings.partBytes,
			waitUntilReady: settings.waitUntilReady,
			maxWaitMs: settings.maxWaitMs,
			...(settings.existing ? { existingMediaId: settings.existing } : {}),
		};
	});
}
