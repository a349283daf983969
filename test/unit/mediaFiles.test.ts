/** The pure parts of Media → Upload: what a file is from its first bytes, Snap's rules, the multipart body, a file read from base64 text. */
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

import { describeContent, sniffFormat } from '../../nodes/SnapchatAds/actions/media/fileFormat';
import { binaryFile } from '../../nodes/SnapchatAds/actions/media/fileSource';
import { multipartForm } from '../../nodes/SnapchatAds/actions/media/multipartForm';
import { checkFile, MB, uploadPlan } from '../../nodes/SnapchatAds/actions/media/rules';
import { InputError } from '../../nodes/shared/input/validation';
import { jpegBytes, pngBytes, videoBytes } from '../emulator/sampleMedia';

describe('sniffFormat', () => {
	it('reads PNG and JPEG pixel sizes and tells MP4 from MOV', () => {
		expect(sniffFormat(pngBytes(1080, 1920))).toEqual({ kind: 'png', width: 1080, height: 1920 });
		expect(sniffFormat(jpegBytes(720, 1280))).toEqual({ kind: 'jpeg', width: 720, height: 1280 });
		expect(sniffFormat(videoBytes(100))).toEqual({ kind: 'mp4', brand: 'isom' });
		expect(sniffFormat(videoBytes(100, 'qt  '))).toEqual({ kind: 'mov', brand: 'qt' });
	});

	it('finds a JPEG size after a large EXIF block, and knows nothing of other files', () => {
		const exif = Buffer.alloc(40_000 + 4);
		exif.writeUInt16BE(0xffe1, 0);
		exif.writeUInt16BE(40_002, 2);
		const jpeg = jpegBytes(1080, 1920);
		const withExif = Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
		expect(sniffFormat(withExif)).toEqual({ kind: 'jpeg', width: 1080, height: 1920 });
		expect(sniffFormat(Buffer.from('<!DOCTYPE html>'))).toBeUndefined();
		expect(describeContent(Buffer.from('  <html><body>'))).toBe('an HTML page');
		expect(describeContent(Buffer.from('%PDF-1.7'))).toBe('a PDF document');
		expect(describeContent(Buffer.alloc(0))).toBe('an empty file');
	});
});

describe('checkFile', () => {
	const file = (head: Buffer, mimeType: string, size = head.length) => ({ mimeType, fileName: 'f', size, head, format: sniffFormat(head) });
	const refusal = (fn: () => unknown) => {
		try {
			fn();
		} catch (error) {
			if (error instanceof InputError) return `${error.field}: ${error.message}`;
			// eslint-disable-next-line @n8n/community-nodes/require-node-api-error -- test code: an unexpected error fails the test as it is
			throw error;
		}
		return 'accepted';
	};

	it('takes a 9:16 image, a video of up to 1 GB, and an image of any shape for Other', () => {
		expect(checkFile(file(pngBytes(1080, 1920), 'image/png'), 'data', 'topSnap').type).toBe('IMAGE');
		expect(checkFile(file(jpegBytes(540, 960), 'image/jpeg'), 'data', 'topSnap').type).toBe('IMAGE');
		expect(checkFile(file(videoBytes(64), 'video/mp4', 1024 * MB), 'data', 'topSnap').type).toBe('VIDEO');
		expect(checkFile(file(pngBytes(1200, 628), 'image/png'), 'data', 'other').type).toBe('IMAGE');
		expect(checkFile(file(pngBytes(200, 200), 'image/png'), 'data', 'appIcon').type).toBe('IMAGE');
	});

	it('refuses with the field named and what to do', () => {
		expect(refusal(() => checkFile(file(videoBytes(64), 'video/mp4', 1024 * MB + 1), 'data', 'topSnap'))).toBe(
			'Input Binary Field: The file "f" is 1024.0 MB; Snapchat takes videos of at most 1024.0 MB',
		);
		expect(refusal(() => checkFile(file(pngBytes(1920, 1080), 'image/png'), 'data', 'topSnap'))).toMatch(/1920 x 1080 px; a Top Snap image must be portrait 9:16/);
		expect(refusal(() => checkFile(file(pngBytes(100, 100), 'image/png'), 'data', 'appIcon'))).toMatch(/square and at least 120 x 120/);
		expect(refusal(() => checkFile(file(pngBytes(1080, 1920), 'video/mp4'), 'data', 'topSnap'))).toMatch(/said to be video\/mp4 but its content is a PNG file/);
		expect(refusal(() => checkFile(file(Buffer.from('GIF89a'), 'image/gif'), 'data', 'topSnap'))).toMatch(/image\/gif, which Snapchat does not take/);
		expect(refusal(() => checkFile(file(pngBytes(1080, 1920), 'image/png', 0), 'data', 'topSnap'))).toMatch(/is empty/);
	});
});

describe('uploadPlan', () => {
	it('sends up to the part size at once, more in parts of that size', () => {
		expect(uploadPlan(32 * MB, 32 * MB)).toEqual({ chunked: false });
		expect(uploadPlan(32 * MB + 1, 32 * MB)).toEqual({ chunked: true, parts: 2, partBytes: 32 * MB });
		expect(uploadPlan(200 * MB, 8 * MB)).toEqual({ chunked: true, parts: 25, partBytes: 8 * MB });
	});
});

describe('multipartForm', () => {
	it('is one buffer with fields, the file part at fileOffset and the closing boundary', () => {
		const form = multipartForm([['upload_id', 'u1'], ['part_number', '2']], { field: 'file', filename: 'a "b".mp4', contentType: 'video/mp4', size: 5 }, 'BOUND');
		Buffer.from('HELLO').copy(form.data, form.fileOffset);
		expect(form.contentType).toBe('multipart/form-data; boundary=BOUND');
		expect(form.data.toString('utf8')).toBe(
			'--BOUND\r\nContent-Disposition: form-data; name="upload_id"\r\n\r\nu1\r\n' +
				'--BOUND\r\nContent-Disposition: form-data; name="part_number"\r\n\r\n2\r\n' +
				'--BOUND\r\nContent-Disposition: form-data; name="file"; filename="a %22b%22.mp4"\r\nContent-Type: video/mp4\r\n\r\nHELLO\r\n' +
				'--BOUND--\r\n',
		);
	});

	it('without a file holds only the fields', () => {
		const form = multipartForm([['upload_id', 'u1']], undefined, 'B');
		expect(form.fileOffset).toBe(-1);
		expect(form.data.toString()).toBe('--B\r\nContent-Disposition: form-data; name="upload_id"\r\n\r\nu1\r\n--B--\r\n');
	});
});

describe('binaryFile, a file held in the item as base64 text', () => {
	// The in-memory path asks nothing of n8n: the context is never called.
	const noContext = {} as IExecuteFunctions;
	const inItem = (bytes: Buffer): IBinaryData => ({ data: bytes.toString('base64'), mimeType: 'video/mp4' });

	it('knows the size and first bytes from the text, and reads any cut of parts back to the same bytes', async () => {
		const bytes = Buffer.from(Array.from({ length: 40 }, (_, i) => (i * 37 + 11) % 256));
		for (let size = 0; size <= bytes.length; size++) {
			const original = bytes.subarray(0, size);
			const file = await binaryFile(noContext, 0, 'data', inItem(original));
			expect(file.size).toBe(size);
			expect(await file.head(7)).toEqual(original.subarray(0, 7));
			for (const part of [1, 2, 4, 5, 7]) {
				const source = await file.open();
				const read = Buffer.alloc(size);
				for (let at = 0; at < size; at += part) await source.readInto(read, at, Math.min(part, size - at));
				expect(read).toEqual(original);
				await expect(source.readInto(Buffer.alloc(1), 0, 1)).rejects.toThrow(/ended after/);
			}
		}
	});

	it('refuses text that is not plain base64 instead of sending other bytes', async () => {
		const file = await binaryFile(noContext, 0, 'data', { data: 'AAAA\nAAAAAAA', mimeType: 'video/mp4' });
		const source = await file.open();
		await expect(source.readInto(Buffer.alloc(6), 0, 6)).rejects.toThrow(/not plain base64/);
	});
});
