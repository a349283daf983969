/**
 * The bytes of an item's binary file, read in order into buffers the caller owns. A file n8n keeps
 * outside the item (filesystem or S3 binary data mode, the usual one for large files) is streamed
 * from n8n's binary data store with `getBinaryStream`, so at most one upload part of it is in
 * memory at a time. A file held in the item itself (n8n's in-memory mode, `default`, the default of
 * n8n 1.x) is base64 text there: its size and first bytes are read from that text, and each part is
 * decoded straight into the buffer being sent, so no decoded copy of the whole file is ever made
 * (issue 37, 5: checking ten 300 MB videos decoded all ten before the first upload).
 */
import type { IBinaryData, IExecuteFunctions } from 'n8n-workflow';

/** n8n's binary data stream (a Node.js Readable). */
type Readable = Awaited<ReturnType<IExecuteFunctions['helpers']['getBinaryStream']>>;

/** The read size asked of n8n's binary data stream: small, so memory is the part being filled. */
const STREAM_READ_BYTES = 1024 * 1024;

export interface FileSource {
	readonly size: number;
	/** Fills `length` bytes of `target` from `offset` with the next bytes of the file. */
	readInto(target: Buffer, offset: number, length: number): Promise<void>;
	/** Releases the stream (after a failure or once done). */
	close(): void;
}

export interface BinaryFile {
	binary: IBinaryData;
	/** Bytes of the file. */
	size: number;
	/** Opens the file for one sequential read from its start. */
	open(): Promise<FileSource>;
	/** The first `bytes` bytes (for the format check), without keeping the file open. */
	head(bytes: number): Promise<Buffer>;
}

class StreamSource implements FileSource {
	private pending: Buffer = Buffer.alloc(0);
	private readonly iterator: AsyncIterator<unknown>;

	constructor(
		private readonly stream: Readable,
		readonly size: number,
	) {
		this.iterator = stream[Symbol.asyncIterator]();
	}

	async readInto(target: Buffer, offset: number, length: number): Promise<void> {
		let filled = 0;
		while (filled < length) {
			if (this.pending.length === 0) {
				const next = await this.iterator.next();
				if (next.done) throw new Error(`the file ended after ${offset + filled} of ${this.size} bytes expected`);
				const value = next.value;
				this.pending = Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array);
			}
			const take = Math.min(length - filled, this.pending.length);
			this.pending.copy(target, offset + filled, 0, take);
			this.pending = this.pending.subarray(take);
			filled += take;
		}
	}

	close(): void {
		this.stream.destroy();
	}
}

class BufferSource implements FileSource {
	private at = 0;

	constructor(private readonly buffer: Buffer) {}

	get size(): number {
		return this.buffer.length;
	}

	async readInto(target: Buffer, offset: number, length: number): Promise<void> {
		if (this.at + length > this.buffer.length) throw new Error(`the file ended after ${this.buffer.length} bytes`);
		this.buffer.copy(target, offset, this.at, this.at + length);
		this.at += length;
	}

	close(): void {}
}

/**
 * A file in the item as base64 text (4 characters per 3 bytes, `=` padding at the end only, as
 * Buffer.toString('base64') writes it): bytes [at, at + length) are decoded from the characters of
 * the 3-byte groups that hold them.
 */
class Base64Source implements FileSource {
	private at = 0;

	constructor(
		private readonly text: string,
		readonly size: number,
	) {}

	/** The bytes of 3-byte group `group` (fewer for the padded last one). */
	private group(group: number): Buffer {
		return Buffer.from(this.text.slice(group * 4, group * 4 + 4), 'base64');
	}

	async readInto(target: Buffer, offset: number, length: number): Promise<void> {
		if (this.at + length > this.size) throw new Error(`the file ended after ${this.size} bytes`);
		const end = this.at + length;
		let out = offset;
		if (this.at % 3 !== 0 && this.at < end) {
			const from = this.at % 3;
			const bytes = this.group(Math.floor(this.at / 3));
			const take = Math.min(3 - from, end - this.at);
			bytes.copy(target, out, from, from + take);
			this.at += take;
			out += take;
		}
		const whole = Math.floor((end - this.at) / 3);
		if (whole > 0) {
			const first = this.at / 3;
			const written = target.write(this.text.slice(first * 4, (first + whole) * 4), out, whole * 3, 'base64');
			// Fewer bytes than characters promise: the text is not plain base64 (line breaks, other characters).
			if (written !== whole * 3) throw new Error('the file data in the item is not plain base64 text');
			this.at += whole * 3;
			out += whole * 3;
		}
		if (this.at < end) {
			const take = end - this.at;
			this.group(this.at / 3).copy(target, out, 0, take);
			this.at += take;
		}
	}

	close(): void {}
}

/** Bytes of base64 text without decoding it, or undefined when its length is not that of plain padded base64. */
function base64Size(text: string): number | undefined {
	if (text.length % 4 !== 0) return undefined;
	const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
	return (text.length / 4) * 3 - padding;
}

/** The item's binary property `field` as a readable file (assertBinaryData has checked it exists). */
export async function binaryFile(ctx: IExecuteFunctions, itemIndex: number, field: string, binary: IBinaryData): Promise<BinaryFile> {
	const id = binary.id;
	if (id) {
		const metadata = await ctx.helpers.getBinaryMetadata(id);
		const size = Number(metadata.fileSize);
		const open = async () => new StreamSource(await ctx.helpers.getBinaryStream(id, STREAM_READ_BYTES), size);
		return {
			binary,
			size,
			open,
			async head(bytes) {
				const source = await open();
				try {
					const buffer = Buffer.alloc(Math.min(bytes, size));
					await source.readInto(buffer, 0, buffer.length);
					return buffer;
				} finally {
					source.close();
				}
			},
		};
	}
	const text = binary.data;
	const size = typeof text === 'string' ? base64Size(text) : undefined;
	if (size !== undefined) {
		const open = async () => new Base64Source(text, size);
		return {
			binary,
			size,
			open,
			async head(bytes) {
				const buffer = Buffer.alloc(Math.min(bytes, size));
				await (await open()).readInto(buffer, 0, buffer.length);
				return buffer;
			},
		};
	}
	// Not plain base64 text: n8n decodes it (the whole file, while this item is checked and sent).
	const buffer = await ctx.helpers.getBinaryDataBuffer(itemIndex, field);
	return {
		binary,
		size: buffer.length,
		open: async () => new BufferSource(buffer),
		head: async (bytes) => buffer.subarray(0, bytes),
	};
}
