/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * n8n's binary data in filesystem mode, as a production n8n keeps large files: the item carries
 * only an ID and the bytes stay in a file that nodes read with getBinaryStream. Without this the
 * harness keeps binary data in the item (base64), n8n's default for small files.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

import { Container } from '@n8n/di';
import { BinaryDataService } from 'n8n-core';
import type { IBinaryData } from 'n8n-workflow';

import { setUpN8nCore } from './setup';

let ready: Promise<BinaryDataService> | undefined;

/** Switches this test process's binary data store to filesystem mode (once); returns the service. */
export async function useFilesystemBinaryData(): Promise<BinaryDataService> {
	setUpN8nCore();
	ready ??= (async () => {
		const service = Container.get(BinaryDataService);
		const config = (service as unknown as { config: { mode: string; localStoragePath: string } }).config;
		config.mode = 'filesystem';
		config.localStoragePath = mkdtempSync(path.join(os.tmpdir(), 'n8n-harness-binary-'));
		await service.init();
		return service;
	})();
	return await ready;
}

/** Stores `data` (a Buffer or a stream) in the filesystem store; the binary property to put in an input item. */
export async function storeBinary(data: Buffer | Readable, meta: { fileName: string; mimeType: string }): Promise<IBinaryData> {
	const service = await useFilesystemBinaryData();
	return await service.store({ type: 'execution', workflowId: 'harness-binary', executionId: 'harness' }, data, {
		data: '',
		mimeType: meta.mimeType,
		fileName: meta.fileName,
	});
}
