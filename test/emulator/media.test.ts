/** Media and creatives: entity create, multipart and chunked uploads (whole, in order), READY after processing, creative rules per element. */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, type Emulator } from './index';
import { MB } from './media';
import { jpegBytes, pngBytes, sha256, videoBytes } from './sampleMedia';
import { call, type Reply, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let token: string;

useEmulatorWithUsers({}, (started, user1) => {
	em = started;
	token = user1;
});
beforeEach(() => em.reset());

async function form(path: string, fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }): Promise<Reply> {
	const body = new FormData();
	for (const [k, v] of Object.entries(fields)) body.append(k, v);
	if (file) body.append('file', new Blob([file.data], { type: file.type }), file.name);
	const res = await fetch(em.baseUrl + path, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
	const text = await res.text();
	return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

async function newMedia(type: 'IMAGE' | 'VIDEO', name = 'Spring'): Promise<string> {
	const r = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/media`, { token, body: { media: [{ name, type, ad_account_id: AD_ACCOUNT_LA }] } });
	expect(r.status).toBe(200);
	expect(r.json.media[0].media.media_status).toBe('PENDING_UPLOAD');
	return r.json.media[0].media.id as string;
}

const getMedia = async (id: string) => (await call(em, 'GET', `/v1/media/${id}`, { token })).json.media[0].media;

describe('media', () => {
	it('creates, uploads an image in one request, and is READY with the bytes recorded', async () => {
		const id = await newMedia('IMAGE');
		const png = pngBytes(1080, 1920, 5000);
		const up = await form(`/v1/media/${id}/upload`, {}, { data: png, name: 'spring.png', type: 'image/png' });
		expect(up.status).toBe(200);
		expect(up.json.result).toMatchObject({ id, media_status: 'READY', file_name: 'spring.png' });
		expect(em.media.get(id)?.file).toMatchObject({ size: png.length, sha256: sha256(png), via: 'upload' });
	});

	it('refuses a file that is not the media type, and a second upload', async () => {
		const id = await newMedia('VIDEO');
		const wrong = await form(`/v1/media/${id}/upload`, {}, { data: Buffer.from('<!doctype html><p>Not found'), name: 'a.mp4', type: 'video/mp4' });
		expect(wrong.status).toBe(400);
		expect(wrong.json.debug_message).toMatch(/not a valid video/);
		const ok = await form(`/v1/media/${id}/upload`, {}, { data: videoBytes(4096), name: 'a.mp4', type: 'video/mp4' });
		expect(ok.status).toBe(200);
		const again = await form(`/v1/media/${id}/upload`, {}, { data: videoBytes(4096), name: 'a.mp4', type: 'video/mp4' });
		expect(again.status).toBe(400);
	});

	it('a video turns READY only after its processing time', async () => {
		em.media.processingMs.VIDEO = 60_000;
		const id = await newMedia('VIDEO');
		const up = await form(`/v1/media/${id}/upload`, {}, { data: videoBytes(2048), name: 'v.mp4', type: 'video/mp4' });
		expect(up.json.result.media_status).toBe('PENDING_UPLOAD');
		expect((await getMedia(id)).media_status).toBe('PENDING_UPLOAD');
		em.advanceTime(61);
		expect((await getMedia(id)).media_status).toBe('READY');
	});

	it('chunked upload: INIT gives the ADD path under /us/v1; parts in order make the whole file', async () => {
		const id = await newMedia('VIDEO');
		const video = videoBytes(5 * MB + 123);
		const part = 2 * MB;
		const init = await form(`/v1/media/${id}/multipart-upload-v2?action=INIT`, { file_name: 'big.mp4', file_size: String(video.length), number_of_parts: '3' });
		expect(init.status).toBe(200);
		expect(init.json.add_path).toBe(`/us/v1/media/${id}/multipart-upload-v2?action=ADD`);
		expect(init.json.finalize_path).toBe(`/v1/media/${id}/multipart-upload-v2?action=FINALIZE`);
		const uploadId = init.json.upload_id as string;
		for (let n = 1; n <= 3; n++) {
			const r = await form(init.json.add_path, { upload_id: uploadId, part_number: String(n) }, { data: video.subarray((n - 1) * part, n * part), name: 'big.mp4', type: 'video/mp4' });
			expect(r.status).toBe(200);
		}
		const fin = await form(init.json.finalize_path, { upload_id: uploadId });
		expect(fin.status).toBe(200);
		expect(fin.json.result).toMatchObject({ id, file_name: 'big.mp4' });
		const stored = em.media.get(id);
		expect(stored?.file).toMatchObject({ size: video.length, sha256: sha256(video), via: 'chunked' });
		expect(stored?.chunked?.parts.map((p) => p.partNumber)).toEqual([1, 2, 3]);
	});

	it('chunked upload refuses a part out of order, and FINALIZE before every part arrived', async () => {
		const id = await newMedia('VIDEO');
		const video = videoBytes(3 * MB);
		const init = await form(`/v1/media/${id}/multipart-upload-v2?action=INIT`, { file_name: 'v.mp4', file_size: String(video.length), number_of_parts: '2' });
		const uploadId = init.json.upload_id as string;
		const second = await form(init.json.add_path, { upload_id: uploadId, part_number: '2' }, { data: video.subarray(2 * MB), name: 'v.mp4', type: 'video/mp4' });
		expect(second.status).toBe(400);
		expect(second.json.debug_message).toMatch(/Expected part 1/);
		await form(init.json.add_path, { upload_id: uploadId, part_number: '1' }, { data: video.subarray(0, 2 * MB), name: 'v.mp4', type: 'video/mp4' });
		const early = await form(init.json.finalize_path, { upload_id: uploadId });
		expect(early.status).toBe(400);
		expect(early.json.debug_message).toMatch(/1 of 2 parts/);
	});

	it('chunked upload: the last part sent again replaces it (a lost answer); an earlier one is refused; FINALIZE under /us/v1 with stepPaths us', async () => {
		em.media.stepPaths = 'us';
		const id = await newMedia('VIDEO');
		const video = videoBytes(3 * MB);
		const init = await form(`/v1/media/${id}/multipart-upload-v2?action=INIT`, { file_name: 'v.mp4', file_size: String(video.length), number_of_parts: '2' });
		expect(init.json.finalize_path).toBe(`/us/v1/media/${id}/multipart-upload-v2?action=FINALIZE`);
		const uploadId = init.json.upload_id as string;
		const part = (n: number) => form(init.json.add_path, { upload_id: uploadId, part_number: String(n) }, { data: video.subarray((n - 1) * 2 * MB, n * 2 * MB), name: 'v.mp4', type: 'video/mp4' });
		expect((await part(1)).status).toBe(200);
		expect((await part(1)).status).toBe(200);
		expect((await part(2)).status).toBe(200);
		expect((await part(2)).status).toBe(200);
		expect((await part(1)).status).toBe(400);
		expect((await form(init.json.finalize_path, { upload_id: uploadId })).status).toBe(200);
		expect(em.media.get(id)?.file).toMatchObject({ size: video.length, sha256: sha256(video) });
		expect(em.media.get(id)?.chunked?.parts.map((p) => p.partNumber)).toEqual([1, 2]);
	});

	it('refuses an INIT whose parts cannot hold the file, and a media element with an unknown type', async () => {
		const id = await newMedia('VIDEO');
		const init = await form(`/v1/media/${id}/multipart-upload-v2?action=INIT`, { file_name: 'v.mp4', file_size: String(100 * MB), number_of_parts: '2' });
		expect(init.status).toBe(400);
		const r = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/media`, { token, body: { media: [{ name: 'x', type: 'GIF', ad_account_id: AD_ACCOUNT_LA }] } });
		expect(r.status).toBe(400);
		expect(r.json.media[0].sub_request_error_reason).toMatch(/\[type\]/);
	});

	it('lists the media of an ad account', async () => {
		await newMedia('IMAGE', 'A');
		await newMedia('VIDEO', 'B');
		const r = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/media`, { token });
		expect(r.json.media.map((m: { media: { name: string } }) => m.media.name)).toEqual(['A', 'B']);
	});
});

describe('creatives', () => {
	const creative = (media: string, over: Record<string, unknown> = {}) => ({
		ad_account_id: AD_ACCOUNT_LA,
		name: 'Spring web',
		type: 'WEB_VIEW',
		brand_name: 'Acme',
		headline: 'Spring sale',
		top_snap_media_id: media,
		call_to_action: 'SHOP_NOW',
		web_view_properties: { url: 'https://example.com/spring' },
		...over,
	});
	const create = (list: unknown[]) => call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/creatives`, { token, body: { creatives: list } });

	it('creates a web view creative around ready media, in review', async () => {
		const media = em.media.seedReady(AD_ACCOUNT_LA).id;
		const r = await create([creative(media)]);
		expect(r.status).toBe(200);
		expect(r.json.creatives[0].creative).toMatchObject({ name: 'Spring web', review_status: 'PENDING_REVIEW', shareable: true });
		const got = await call(em, 'GET', `/v1/creatives/${r.json.creatives[0].creative.id}`, { token });
		expect(got.json.creatives[0].creative.headline).toBe('Spring sale');
	});

	it('answers per element: a bad call to action, a long headline, pending or foreign media', async () => {
		const ready = em.media.seedReady(AD_ACCOUNT_LA).id;
		const pending = em.media.create(AD_ACCOUNT_LA, 'pending', 'VIDEO').id;
		const foreign = em.media.seedReady(AD_ACCOUNT_BERLIN).id;
		const r = await create([
			creative(ready),
			creative(ready, { type: 'SNAP_AD', web_view_properties: undefined }),
			creative(ready, { headline: 'x'.repeat(35) }),
			creative(pending),
			creative(foreign),
		]);
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('PARTIAL');
		const reasons = r.json.creatives.map((c: { sub_request_error_reason?: string }) => c.sub_request_error_reason ?? 'ok');
		expect(reasons[0]).toBe('ok');
		expect(reasons[1]).toMatch(/\[call_to_action\]/);
		expect(reasons[2]).toMatch(/\[headline\]/);
		expect(reasons[3]).toMatch(/not ready.*\[top_snap_media_id\]/);
		expect(reasons[4]).toMatch(/\[top_snap_media_id\]/);
	});

	it('refuses more than 10 creatives in one request', async () => {
		const media = em.media.seedReady(AD_ACCOUNT_LA).id;
		const r = await create(Array.from({ length: 11 }, () => creative(media)));
		expect(r.status).toBe(400);
		expect(r.json.debug_message).toMatch(/At most 10/);
	});

	it('a JPEG counts as an image upload', async () => {
		const id = (await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/media`, { token, body: { media: [{ name: 'j', type: 'IMAGE', ad_account_id: AD_ACCOUNT_LA }] } })).json.media[0].media.id;
		const up = await form(`/v1/media/${id}/upload`, {}, { data: jpegBytes(1080, 1920), name: 'j.jpg', type: 'image/jpeg' });
		expect(up.status).toBe(200);
	});
});
