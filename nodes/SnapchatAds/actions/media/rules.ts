/**
 * What Snapchat accepts as ad media, checked before anything is sent. From Snap's Marketing API
 * Media page (developers.snap.com/marketing-api/Ads-API/media, "Upload Media" tables, read
 * 2026-11): Top Snap videos are MP4 or MOV, 1080 x 1920 px, 3 to 180 seconds, at most 32 MB in
 * one upload request and up to 1 GB with the chunked upload (parts of at most 32 MB); Top Snap
 * images are JPEG or PNG, 1080 x 1920 px (9:16), at most 5 MB; app icons are square images
 * (Creative Elements page: at least 120 x 120 px). The node checks what it can read from the
 * file's first bytes: the format, an image's pixel size and ratio, the byte size. A video's pixel
 * size and length sit in its `moov` box, often at the end of the file, so they are left to Snap.
 * Pure: every failure is an InputError naming the field.
 */
import { InputError } from '../../../shared/input/validation';
import { describeContent, type FileFormat } from './fileFormat';

export const MB = 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * MB;
export const MAX_VIDEO_BYTES = 1024 * MB;
/** Snap's limit for one upload request and for each part of a chunked upload. */
export const MAX_PART_BYTES = 32 * MB;
export const MIN_ICON_PX = 120;

export type MediaType = 'IMAGE' | 'VIDEO';
export type IntendedUse = 'topSnap' | 'appIcon' | 'other';

const MIME_TYPES: Record<string, MediaType> = {
	'image/png': 'IMAGE',
	'image/jpeg': 'IMAGE',
	'image/jpg': 'IMAGE',
	'video/mp4': 'VIDEO',
	'video/quicktime': 'VIDEO',
};

export interface CheckedFile {
	type: MediaType;
	format: FileFormat;
}

function sizeText(bytes: number): string {
	return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/**
 * The media type of a file from its MIME type, confirmed by its first bytes; its size and (for an
 * image) its ratio for the intended use. `field` is the Input Binary Field's value, for messages.
 */
export function checkFile(
	file: { mimeType: string; fileName?: string; size: number; head: Buffer; format: FileFormat | undefined },
	field: string,
	use: IntendedUse,
): CheckedFile {
	const FIELD = 'Input Binary Field';
	const what = `The file "${file.fileName ?? field}"`;
	const mime = file.mimeType.split(';')[0].trim().toLowerCase();
	const type = MIME_TYPES[mime];
	if (!type) {
		throw new InputError(
			FIELD,
			`${what} is ${mime || 'of no stated type'}, which Snapchat does not take as ad media`,
			'Snapchat takes JPEG or PNG images and MP4 or MOV videos. Convert the file first, or check that the binary property holds the file you meant.',
		);
	}
	const format = file.format;
	const expected = type === 'IMAGE' ? 'a PNG or JPEG image' : 'an MP4 or MOV video';
	if (!format || (type === 'IMAGE') !== (format.kind === 'png' || format.kind === 'jpeg')) {
		throw new InputError(
			FIELD,
			`${what} is said to be ${mime} but its content is ${format ? `a ${format.kind.toUpperCase()} file` : describeContent(file.head)}, not ${expected}`,
			'When the file comes from an HTTP download, check that the download returned the file and not an error page (set the HTTP Request node\'s Response Format to File).',
		);
	}
	if (file.size === 0) throw new InputError(FIELD, `${what} is empty`, 'Check the step that produced the file.');
	const max = type === 'IMAGE' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
	if (file.size > max) {
		throw new InputError(
			FIELD,
			`${what} is ${sizeText(file.size)}; Snapchat takes ${type === 'IMAGE' ? 'images' : 'videos'} of at most ${sizeText(max)}`,
			type === 'IMAGE' ? 'Compress the image or save it as JPEG.' : 'Shorten or re-encode the video.',
		);
	}
	if (type === 'IMAGE' && use !== 'other' && 'width' in format && format.width && format.height) {
		checkImageShape(format.width, format.height, use, what);
	}
	return { type, format };
}

function checkImageShape(width: number, height: number, use: IntendedUse, what: string): void {
	const FIELD = 'Input Binary Field';
	if (use === 'topSnap') {
		// 9:16 within 1%: 1080 x 1920 and its exact scalings pass, 1080 x 1080 or 1920 x 1080 do not.
		if (Math.abs(width / height - 9 / 16) > 0.01 * (9 / 16)) {
			throw new InputError(
				FIELD,
				`${what} is ${width} x ${height} px; a Top Snap image must be portrait 9:16 (1080 x 1920 px)`,
				'Crop or resize the image to 1080 x 1920 px, or set Options → Intended Use to Other when it is not for a Top Snap.',
			);
		}
		return;
	}
	if (width !== height || width < MIN_ICON_PX) {
		throw new InputError(
			FIELD,
			`${what} is ${width} x ${height} px; an app icon must be square and at least ${MIN_ICON_PX} x ${MIN_ICON_PX} px`,
			'Use a square PNG of at least 200 x 200 px, or set Options → Intended Use to Other.',
		);
	}
}

/** How a file of `size` bytes is sent: one upload request, or parts of `partBytes`. */
export function uploadPlan(size: number, partBytes: number): { chunked: false } | { chunked: true; parts: number; partBytes: number } {
	if (size <= MAX_PART_BYTES && size <= partBytes) return { chunked: false };
	return { chunked: true, parts: Math.ceil(size / partBytes), partBytes };
}
