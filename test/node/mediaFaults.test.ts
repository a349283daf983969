/**
 * Media → Upload when a step fails, through n8n-core against the emulator, whose chunked upload
 * answers as Snap's recorded sample does (ADD under /us/v1; FINALIZE under /v1, or /us/v1 too):
 * a failed part is retried like a read (issue 38, 2), a part whose answer is lost leaves its outcome
 * unknown and says how to resume (38, 3), a status read that fails after the file arrived is not
 * "could not be uploaded" (issue 37, 4).
 */
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { pngBytes, sha256, videoBytes } from '../emulator/sampleMedia';
import { storeBinary } from '../harness';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const MB = 1024 * 1024;

const upload = (over: IDataObject = {}) => ({ resource: 'media', operation: 'upload', adAccountId: rl(AD_ACCOUNT_LA), binaryPropertyName: 'data', ...over });

async function inStore(data: Buffer, mimeType: string, fileName: string): Promise<IDataObject> {
	const item: INodeExecutionData = { json: { source: fileName }, binary: { data: await storeBinary(data, { mimeType, fileName }) } };
	return item as unknown as IDataObject;
}

function inMemory(data: Buffer, mimeType: string, fileName: string): IDataObject {
	const item: INodeExecutionData = { json: { source: fileName }, binary: { data: { data: data.toString('base64'), mimeType, fileName } } };
	return item as unknown as IDataObject;
}

/** The chunked steps as sent, with what each was answered: "ADD 2 429", "FINALIZE 200". */
const steps = () =>
	rig.emulator.requestLog
		.filter((c) => c.query.action === 'ADD' || c.query.action === 'FINALIZE')
		.map((c) => `${c.query.action}${c.query.action === 'ADD' ? ` ${c.form?.part_number ?? '-'}` : ''} ${c.status}`);

/** Once part `after` is stored, the next ADD request meets `fault`. */
function onNextPart(after: number, fault: () => void): void {
	rig.emulator.media.onPart = (n) => {
		if (n === after) {
			rig.emulator.media.onPart = undefined;
			fault();
		}
	};
}

describe('a failed part is retried like a read (issue 38, 2)', () => {
	it.each([
		['429 with Retry-After', () => rig.emulator.faults.failNext({ status: 429, pathPrefix: '/us/v1/', retryAfterSeconds: 1 }), 429],
		['500', () => rig.emulator.faults.failNext({ status: 500, pathPrefix: '/us/v1/' }), 500],
	])('a part answered %s is sent again, same number and bytes, and the file arrives whole', async (_label, fault, status) => {
		const video = videoBytes(2 * MB + 777);
		onNextPart(1, fault);
		const result = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [await inStore(video, 'video/mp4', 'v.mp4')] });
		expect(result.error).toBeUndefined();
		expect(steps()).toEqual(['ADD 1 200', `ADD 2 ${status}`, 'ADD 2 200', 'ADD 3 200', 'FINALIZE 200']);
		const [media] = json(result.items);
		expect(media).toMatchObject({ media_status: 'READY' });
		expect(rig.emulator.media.get(media.id as string)?.file).toMatchObject({ size: video.length, sha256: sha256(video), via: 'chunked' });
		expect(rig.emulator.media.list(AD_ACCOUNT_LA)).toHaveLength(1);
	});

	it('FINALIZE under /us/v1 too (as a public client answers): a failed part is retried and the upload ends there', async () => {
		rig.emulator.media.stepPaths = 'us';
		const video = videoBytes(2 * MB + 5);
		onNextPart(2, () => rig.emulator.faults.failNext({ status: 503, pathPrefix: '/us/v1/' }));
		const result = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [await inStore(video, 'video/mp4', 'v.mp4')] });
		expect(result.error).toBeUndefined();
		expect(steps()).toEqual(['ADD 1 200', 'ADD 2 200', 'ADD 3 503', 'ADD 3 200', 'FINALIZE 200']);
		const finalize = rig.emulator.requestLog.find((c) => c.query.action === 'FINALIZE');
		expect(finalize?.path).toMatch(/^\/us\/v1\/media\//);
		expect(rig.emulator.media.get(json(result.items)[0].id as string)?.file?.sha256).toBe(sha256(video));
	});

	it('a part refused by the rate limit every time stops within the usual bounds, FINALIZE is never sent, and the error names the media to resume', async () => {
		const video = videoBytes(2 * MB + 10);
		const input = [await inStore(video, 'video/quicktime', 'clip.mov')];
		onNextPart(1, () => rig.emulator.faults.failNext({ status: 429, pathPrefix: '/us/v1/', count: 10 }));
		const failed = await rig.run(upload({ options: { partSizeMb: 1 } }), { input });
		const mediaId = rig.emulator.media.list(AD_ACCOUNT_LA)[0].id;
		expect(steps()).toEqual(['ADD 1 200', ...Array.from({ length: 5 }, () => 'ADD 2 429')]);
		expect(failed.error?.message).toContain(`Media ${mediaId} exists in ad account ${AD_ACCOUNT_LA}, but part 2 of 3 of the chunked upload of "clip.mov" failed`);
		expect(failed.error?.message).not.toMatch(/refresh the access token/);
		expect(failed.error?.description).toContain(`Upload Into Existing Media set to ${mediaId}`);
		expect(failed.error?.description).not.toMatch(/Nothing was created or changed/);

		rig.emulator.faults.clear();
		rig.emulator.clearLog();
		const resumed = await rig.run(upload({ options: { partSizeMb: 1, existingMediaId: mediaId } }), { input });
		expect(resumed.error).toBeUndefined();
		expect(json(resumed.items)[0]).toMatchObject({ id: mediaId, media_status: 'READY' });
		expect(rig.emulator.media.get(mediaId)?.file?.sha256).toBe(sha256(video));
	});
});

describe('a connection dropped after a part was stored (issue 38, 3)', () => {
	it('once: the part is sent again, replaces the stored one, and the file arrives whole', async () => {
		const video = videoBytes(2 * MB + 99);
		onNextPart(1, () => rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/us/v1/' }));
		const result = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [await inStore(video, 'video/mp4', 'v.mp4')] });
		expect(result.error).toBeUndefined();
		const media = rig.emulator.media.get(json(result.items)[0].id as string);
		expect(media?.file).toMatchObject({ size: video.length, sha256: sha256(video) });
		expect(media?.chunked?.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
	});

	it('every time: the outcome of that part is unknown, the media is named, and Upload Into Existing Media resumes it', async () => {
		const video = videoBytes(2 * MB + 10);
		const input = [await inStore(video, 'video/mp4', 'drop.mp4')];
		onNextPart(1, () => rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/us/v1/', count: 10 }));
		const failed = await rig.run(upload({ options: { partSizeMb: 1 } }), { input });
		const mediaId = rig.emulator.media.list(AD_ACCOUNT_LA)[0].id;
		expect(failed.error?.message).toContain(`Media ${mediaId} exists in ad account ${AD_ACCOUNT_LA}`);
		expect(failed.error?.message).toMatch(/the outcome of part 2 of 3 is unknown/);
		expect(failed.error?.message).not.toMatch(/refresh the access token/);
		expect(failed.error?.description).not.toMatch(/Nothing was created or changed/);
		expect(failed.error?.description).toContain(`Upload Into Existing Media set to ${mediaId}`);
		expect(steps().some((s) => s.startsWith('FINALIZE'))).toBe(false);

		rig.emulator.faults.clear();
		const resumed = await rig.run(upload({ options: { partSizeMb: 1, existingMediaId: mediaId } }), { input });
		expect(resumed.error).toBeUndefined();
		expect(rig.emulator.media.get(mediaId)?.file?.sha256).toBe(sha256(video));
	});

	it('FINALIZE whose answer is lost: not sent again, the outcome is unknown, and the item says how to check', async () => {
		const video = videoBytes(MB + 10);
		onNextPart(2, () => rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/v1/media/', method: 'POST' }));
		const failed = await rig.run(upload({ options: { partSizeMb: 1 } }), { input: [await inStore(video, 'video/mp4', 'fin.mp4')] });
		const mediaId = rig.emulator.media.list(AD_ACCOUNT_LA)[0].id;
		expect(steps().filter((s) => s.startsWith('FINALIZE'))).toHaveLength(1);
		expect(failed.error?.message).toContain(`Media ${mediaId}`);
		expect(failed.error?.message).toMatch(/unknown/);
		expect(failed.error?.message).not.toMatch(/could not be uploaded/);
		expect(failed.error?.description).toContain(`Media → Get (ID ${mediaId})`);
	});
});

describe('reading the status fails after the file arrived (issue 37, 4)', () => {
	it('says the file arrived, names the media, its status unknown, and does not count it as not uploaded', async () => {
		rig.emulator.faults.failNext({ status: 500, method: 'GET', pathPrefix: '/v1/media/', count: 10 });
		const png = pngBytes(1080, 1920, 5000);
		const result = await rig.run(upload(), { input: [inMemory(png, 'image/png', 'a.png'), inMemory(png, 'image/png', 'b.png')] });
		const [stored] = rig.emulator.media.list(AD_ACCOUNT_LA);
		expect(stored.file?.sha256).toBe(sha256(png));
		expect(result.error?.message).not.toMatch(/could not be uploaded/);
		expect(result.error?.message).toMatch(/outcome of 1 of 2 media is unknown \(items 0\)/);
		expect(result.error?.message).toContain(`The file of "a.png" arrived in media ${stored.id}, but its status could not be read`);
		expect(result.error?.description).toContain(`Media → Get (ID ${stored.id})`);
		expect(result.error?.description).toMatch(/Do not upload it again/);

		rig.emulator.faults.clear();
		const items = await rig.run(upload(), { continueOnFail: true, input: [inMemory(png, 'image/png', 'c.png')] });
		expect(items.error).toBeUndefined();
		rig.emulator.faults.failNext({ status: 500, method: 'GET', pathPrefix: '/v1/media/', count: 10 });
		const onFail = await rig.run(upload(), { continueOnFail: true, input: [inMemory(png, 'image/png', 'd.png')] });
		const last = rig.emulator.media.list(AD_ACCOUNT_LA).at(-1);
		expect(String(onFail.items[0].json.error)).toContain(`media ${last?.id}`);
	});
});
