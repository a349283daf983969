/**
 * What a file is, read from its first bytes (not from its name or the MIME type it was given): a
 * PNG or JPEG image with its pixel size, or an MP4 / QuickTime video (ISO base media `ftyp` box).
 * Pure; the upload uses it to refuse, before anything is sent, a file Snapchat would refuse (an
 * HTML error page saved as `video.mp4` by a failed download is the common case).
 */

export type FileFormat =
	| { kind: 'png' | 'jpeg'; width?: number; height?: number }
	| { kind: 'mp4' | 'mov'; brand: string };

/** Bytes to read from the start of a file: enough for a JPEG's size after a large EXIF block. */
export const SNIFF_BYTES = 256 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(head: Buffer): FileFormat | undefined {
	if (head.length < 8 || !head.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
	// The first chunk is IHDR: length (4), "IHDR" (4), width (4), height (4).
	if (head.length >= 24 && head.subarray(12, 16).toString('latin1') === 'IHDR') {
		return { kind: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
	}
	return { kind: 'png' };
}

/** Start-of-frame markers carry the size: C0-CF except C4 (DHT), C8 (JPG) and CC (DAC). */
function isStartOfFrame(marker: number): boolean {
	return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpeg(head: Buffer): FileFormat | undefined {
	if (head.length < 3 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff) return undefined;
	let at = 2;
	while (at + 4 <= head.length) {
		if (head[at] !== 0xff) return { kind: 'jpeg' };
		const marker = head[at + 1];
		if (marker === 0xff) {
			at++;
			continue;
		}
		// Markers without a length: RSTn, SOI, TEM.
		if ((marker >= 0xd0 && marker <= 0xd8) || marker === 0x01) {
			at += 2;
			continue;
		}
		if (marker === 0xd9 || marker === 0xda) return { kind: 'jpeg' };
		const length = head.readUInt16BE(at + 2);
		if (isStartOfFrame(marker)) {
			if (at + 9 > head.length) return { kind: 'jpeg' };
			return { kind: 'jpeg', height: head.readUInt16BE(at + 5), width: head.readUInt16BE(at + 7) };
		}
		at += 2 + length;
	}
	return { kind: 'jpeg' };
}

function isoMedia(head: Buffer): FileFormat | undefined {
	if (head.length < 12 || head.subarray(4, 8).toString('latin1') !== 'ftyp') return undefined;
	const brand = head.subarray(8, 12).toString('latin1');
	return { kind: brand === 'qt  ' ? 'mov' : 'mp4', brand: brand.trim() };
}

export function sniffFormat(head: Buffer): FileFormat | undefined {
	return png(head) ?? jpeg(head) ?? isoMedia(head);
}

/** What a file's first bytes look like, for messages ("an HTML page", "a PDF document"). */
export function describeContent(head: Buffer): string {
	const text = head.subarray(0, 64).toString('latin1').trimStart().toLowerCase();
	if (text.startsWith('<!doctype html') || text.startsWith('<html')) return 'an HTML page';
	if (text.startsWith('{') || text.startsWith('[')) return 'JSON text';
	if (text.startsWith('%pdf')) return 'a PDF document';
	if (text.startsWith('gif8')) return 'a GIF image';
	if (text.startsWith('riff') && text.slice(8, 12) === 'webp') return 'a WebP image';
	if (head.length === 0) return 'an empty file';
	return 'a file of another kind';
}
