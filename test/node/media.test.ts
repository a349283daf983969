/** Media → Upload, Get, Get Many through n8n-core against the emulator, with the file as binary data in the item or in n8n's filesystem store. */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { jpegBytes, pngBytes, sha256, videoBytes } from '../emulator/sampleMedia';
import { storeBinary } from '../harness';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const MB = 1024 * 1024;

const upload = (over: IDataObject = {}) => ({ resource: 'media', operation: 'upload', adAccountId: rl(AD_ACCOUNT_LA), binaryPropertyName: 'data', ...over });

function inMemory(data: Buffer, mimeType: string, fileName: string): IDataObject {
	const item: INodeExecutionData = { json: { source: fileName }, binary: { data: { data: data.toString('base64'), mimeType, fileName } } };
	return item as unknown as IDataObject;
}

async function inStore(data: Buffer, mimeType: string, fileName: string): Promise<IDataObject> {
	const item: INodeExecutionData = { json: { source: fileName }, binary: { data: await storeBinary(data, { mimeType, fileName }) } };
	return item as unknown as IDataObject;
}

/** API requests Snapchat answered 200 (the ADD path of a chunked upload is under /us/v1). */
const answered = () => rig.emulator.requestLog.filter((c) => (c.path.startsWith('/v1/') || c.path.startsWith('/us/v1/')) && c.status === 200);
const calls = () => answered().map((c) => `${c.method} ${c.path}${c.query.action ? `?action=${c.query.action}` : ''}`);

describe('Upload', () => {
	it('uploads an image held in the item in one request and outputs the ready media', async () => {
		const png = pngBytes(1080, 1920, 20_000);
		const result = await rig.run(upload({ mediaName: '' }), { input: [inMemory(png, 'image/png', 'spring.png')] });
		expect(result.error).toBeUndefined();
		const [media] = json(result.items);
		expect(media).toMatchObject({ name: 'spring.png', type: 'IMAGE', media_status: 'READY', ad_account_id: AD_ACCOUNT_LA });
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		expect(rig.emulator.media.get(media.id as string)?.file).toMatchObject({ size: png.length, sha256: sha256(png), via: 'upload' });
		expect(calls()).toEqual([`POST /v1/adaccounts/${AD_ACCOUNT_LA}/media`, `POST /v1/media/${media.id}/upload`, `GET /v1/media/${media.id}`]);
	});

	it('sends a large video from n8n\'s binary store in parts, whole and in order, after refreshing an expired token', async () => {
		const video = videoBytes(3 * MB + 4321);
		rig.emulator.expireAllAccessTokens();
		const result = await rig.run(upload({ mediaName: 'Launch video', options: { partSizeMb: 1 } }), {
			input: [await inStore(video, 'video/mp4', 'launch.mp4')],
		});
		expect(result.error).toBeUndefined();
		const [media] = json(result.items);
		expect(media).toMatchObject({ name: 'Launch video', type: 'VIDEO', media_status: 'READY', file_name: 'launch.mp4' });
		const stored = rig.emulator.media.get(media.id as string);
		expect(stored?.file).toMatchObject({ size: video.length, sha256: sha256(video), via: 'chunked' });
		expect(stored?.chunked?.parts.map((p) => p.size)).toEqual([MB, MB, MB, 4321]);
		const steps = calls().filter((c) => c.startsWith('POST'));
		expect(steps).toEqual([
			`POST /v1/adaccounts/${AD_ACCOUNT_LA}/media`,
			`POST /v1/media/${media.id}/multipart-upload-v2?action=INIT`,
			...Array.from({ length: 4 }, () => `POST /us/v1/media/${media.id}/multipart-upload-v2?action=ADD`),
			`POST /v1/media/${media.id}/multipart-upload-v2?action=FINALIZE`,
		]);
		expect(rig.tokenCalls()).toHaveLength(1);
	});

	it('a token that expires between two parts is refreshed by n8n and the part is sent again whole', async () => {
		const video = videoBytes(3 * MB);
		rig.emulator.media.onPart = (n) => {
			if (n === 1) rig.emulator.expireAllAccessTokens();
		};
		const result = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [await inStore(video, 'video/mp4', 'v.mp4')] });
		expect(result.error).toBeUndefined();
		const adds = rig.emulator.requestLog.filter((c) => c.path.startsWith('/us/v1/'));
		expect(adds.map((c) => `${c.form?.part_number ?? '-'} ${c.status}`)).toEqual(['1 200', '2 401', '2 200', '3 200']);
		expect(rig.emulator.media.get(json(result.items)[0].id as string)?.file?.sha256).toBe(sha256(video));
	});

	it('refuses what Snapchat would refuse before any request, naming the item and the field', async () => {
		const cases: Array<[IDataObject, RegExp]> = [
			[inMemory(Buffer.from('<!DOCTYPE html><title>404</title>'), 'video/mp4', 'clip.mp4'), /said to be video\/mp4 but its content is an HTML page/],
			[inMemory(Buffer.from('hello'), 'text/plain', 'notes.txt'), /is text\/plain, which Snapchat does not take as ad media/],
			[inMemory(pngBytes(1080, 1080), 'image/png', 'square.png'), /1080 x 1080 px; a Top Snap image must be portrait 9:16/],
			[inMemory(jpegBytes(1080, 1920, 5 * MB + 10), 'image/jpeg', 'huge.jpg'), /is 5\.0 MB; Snapchat takes images of at most 5\.0 MB/],
		];
		for (const [input, message] of cases) {
			const result = await rig.run(upload(), { input: [inMemory(pngBytes(1080, 1920), 'image/png', 'fine.png'), input] });
			expect(result.error?.message).toMatch(/item 1/);
			expect(result.error?.message).toMatch(/Input Binary Field/);
			expect(result.error?.message).toMatch(message);
		}
		const missing = await rig.run(upload({ binaryPropertyName: 'video' }), { input: [inMemory(pngBytes(1080, 1920), 'image/png', 'a.png')] });
		expect(missing.error?.message).toMatch(/video/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('an app icon must be square; Other skips the shape check', async () => {
		const icon = await rig.run(upload({ options: { intendedUse: 'appIcon' } }), { input: [inMemory(pngBytes(1080, 1920), 'image/png', 'icon.png')] });
		expect(icon.error?.message).toMatch(/an app icon must be square/);
		const other = await rig.run(upload({ options: { intendedUse: 'other' } }), { input: [inMemory(pngBytes(1200, 628), 'image/png', 'banner.png')] });
		expect(other.error).toBeUndefined();
	});

	it('waits for processing, bounded, and says the media ID when it is not ready in time', async () => {
		rig.emulator.media.processingMs.VIDEO = 1200;
		const ok = await rig.run(upload(), { input: [inMemory(videoBytes(5000), 'video/mp4', 'a.mp4')] });
		expect(json(ok.items)[0].media_status).toBe('READY');
		expect(rig.apiCalls('GET').length).toBeGreaterThan(1);

		rig.emulator.media.processingMs.VIDEO = 600_000;
		const slow = await rig.run(upload({ options: { maxWaitSeconds: 1 } }), { input: [inMemory(videoBytes(5000), 'video/mp4', 'b.mp4')] });
		const id = rig.emulator.media.list(AD_ACCOUNT_LA).at(-1)?.id;
		expect(slow.error?.message).toBe(`Media ${id} was uploaded, but Snapchat had not finished processing it after 1 seconds (status PENDING_UPLOAD)`);
		expect(slow.error?.description).toMatch(/Do not upload it again/);

		const noWait = await rig.run(upload({ options: { waitUntilReady: false } }), { input: [inMemory(videoBytes(5000), 'video/mp4', 'c.mp4')] });
		expect(json(noWait.items)[0].media_status).toBe('PENDING_UPLOAD');
	});

	it('Continue On Fail: a bad file becomes an error item, the others are uploaded', async () => {
		const result = await rig.run(upload(), {
			continueOnFail: true,
			input: [inMemory(pngBytes(1080, 1920), 'image/png', 'a.png'), inMemory(Buffer.from('x'), 'application/pdf', 'b.pdf'), inMemory(jpegBytes(540, 960), 'image/jpeg', 'c.jpg')],
		});
		expect(result.items.map((i) => (i.json.error ? 'error' : i.json.media_status))).toEqual(['READY', 'error', 'READY']);
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	it('never shows a token in outputs, errors or logs', async () => {
		rig.emulator.faults.failNext({ status: 500, pathPrefix: '/us/v1/', count: 10 });
		const result = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [inMemory(videoBytes(MB + 5), 'video/mp4', 'v.mp4')] });
		const seen = JSON.stringify([result.items, result.error, result.error?.description, result.logs]);
		for (const secret of rig.secrets()) expect(seen).not.toContain(secret);
	});
});

describe('Get and Get Many', () => {
	it('gets a media by ID and lists an ad account\'s media; the picker of ready media leaves out pending ones', async () => {
		const ready = rig.emulator.media.seedReady(AD_ACCOUNT_LA, { name: 'Ready one' });
		const pending = rig.emulator.media.create(AD_ACCOUNT_LA, 'Pending one', 'VIDEO');
		const got = await rig.run({ resource: 'media', operation: 'get', mediaId: rl(ready.id) });
		expect(json(got.items)[0]).toMatchObject({ id: ready.id, media_status: 'READY' });
		const all = await rig.run({ resource: 'media', operation: 'getAll', adAccountId: rl(AD_ACCOUNT_LA), returnAll: true });
		expect(json(all.items).map((m) => m.name)).toEqual(['Ready one', 'Pending one']);
		const list = await rig.listSearch('searchReadyMedia', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(list.results.map((r) => r.value)).toEqual([ready.id]);
		const any = await rig.listSearch('searchMedia', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(any.results.map((r) => r.value)).toEqual([ready.id, pending.id]);
	});
});
