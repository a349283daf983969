/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Media → Upload with files held in the items (n8n's in-memory binary data mode, the default of
 * n8n 1.x), through n8n-core against the emulator: checking every item's file before the first
 * request must not decode each file into a buffer of its own that stays alive through the run
 * (issue 37, 5: ten 300 MB videos were 3 GB). What is measured is the memory outside V8's heap
 * (Buffers) when the first media is created, i.e. after all checks, with garbage collected first;
 * the speed and memory of whole uploads are in `npm run bench` (test/bench/mediaUpload.ts).
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { setFlagsFromString } from 'v8';
import { runInNewContext } from 'vm';

import { AD_ACCOUNT_LA } from '../emulator';
import { sha256, videoBytes } from '../emulator/sampleMedia';
import { rl } from './params';
import { json, useRig } from './setup';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const rig = useRig();
const MB = 1024 * 1024;

const buffersNow = () => {
	gc();
	return process.memoryUsage().arrayBuffers;
};

it('checks every in-memory file from its data without a decoded copy, then uploads each whole, one at a time', async () => {
	const count = 4;
	const size = 6 * MB;
	const hashes: string[] = [];
	const input: IDataObject[] = [];
	for (let i = 0; i < count; i++) {
		const video = videoBytes(size + i);
		hashes.push(sha256(video));
		const item: INodeExecutionData = { json: { i }, binary: { data: { data: video.toString('base64'), mimeType: 'video/mp4', fileName: `v${i}.mp4` } } };
		input.push(item as unknown as IDataObject);
	}
	const baseline = buffersNow();
	let atFirstCreate: number | undefined;
	rig.emulator.media.onCreate = () => {
		atFirstCreate ??= buffersNow() - baseline;
	};
	const result = await rig.run({ resource: 'media', operation: 'upload', adAccountId: rl(AD_ACCOUNT_LA), binaryPropertyName: 'data' }, { input });
	expect(result.error).toBeUndefined();
	expect(json(result.items).map((m) => m.media_status)).toEqual(Array.from({ length: count }, () => 'READY'));
	expect(rig.emulator.media.list(AD_ACCOUNT_LA).map((m) => m.file?.sha256)).toEqual(hashes);
	// Before the fix: all four files decoded and alive (24 MB). Now: less than one file's worth.
	expect(atFirstCreate).toBeLessThan(size);
});
