/**
 * Sample media bytes for tests and the benchmark: files whose headers are what Snap (and the node)
 * read first, with deterministic filler, so a part sent twice, lost or out of order changes the
 * SHA-256 the emulator records. Not decodable pictures: nothing here decodes them.
 */
import { createHash } from 'crypto';

/** A PNG signature and IHDR chunk of `width` x `height`, then `extra` filler bytes. */
export function pngBytes(width: number, height: number, extra = 64): Buffer {
	const ihdr = Buffer.alloc(25);
	ihdr.writeUInt32BE(13, 0);
	ihdr.write('IHDR', 4, 'latin1');
	ihdr.writeUInt32BE(width, 8);
	ihdr.writeUInt32BE(height, 12);
	ihdr.writeUInt8(8, 16);
	ihdr.writeUInt8(6, 17);
	return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, filler(extra, 'png')]);
}

/** A JPEG whose APP0 segment is followed by a baseline start-of-frame of `width` x `height`. */
export function jpegBytes(width: number, height: number, extra = 64): Buffer {
	const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
	const sof = Buffer.alloc(19);
	sof.writeUInt16BE(0xffc0, 0);
	sof.writeUInt16BE(17, 2);
	sof.writeUInt8(8, 4);
	sof.writeUInt16BE(height, 5);
	sof.writeUInt16BE(width, 7);
	return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, filler(extra, 'jpeg'), Buffer.from([0xff, 0xd9])]);
}

/** An MP4 of `size` bytes: an `ftyp` box (brand isom, or qt for a MOV) and filler. */
export function videoBytes(size: number, brand: 'isom' | 'qt  ' = 'isom'): Buffer {
	const head = Buffer.alloc(24);
	head.writeUInt32BE(24, 0);
	head.write('ftyp', 4, 'latin1');
	head.write(brand, 8, 'latin1');
	head.write('isommp42', 16, 'latin1');
	return Buffer.concat([head, filler(Math.max(0, size - head.length), 'video')]);
}

/** `size` deterministic bytes (SHA-256 counter blocks seeded by `seed`). */
export function filler(size: number, seed: string): Buffer {
	const out = Buffer.alloc(size);
	let block = 0;
	for (let at = 0; at < size; at += 32) {
		createHash('sha256').update(`${seed}:${block++}`).digest().copy(out, at);
	}
	return out;
}

export function sha256(data: Buffer): string {
	return createHash('sha256').update(data).digest('hex');
}
