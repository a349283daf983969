/**
 * The bytes of an item's binary file, read in order into buffers the caller owns. A file n8n keeps
 * outside the item (filesystem or S3 binary data mode, the usual one for large files) is streamed
 * from n8n's binary data store with `getBinaryStream`, so at most one upload part of it is in
 * memory at a time; a file held in the item itself is already in memory and is copied from there.
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
	const buffer = await ctx.helpers.getBinaryDataBuffer(itemIndex, field);
	return {
		binary,
		size: buffer.length,
		open: async () => new BufferSource(buffer),
		head: async (bytes) => buffer.subarray(0, bytes),
	};
}
