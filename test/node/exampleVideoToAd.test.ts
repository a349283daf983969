/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/** examples/video-file-to-paused-ad.json: its three Snapchat Ads steps, run in turn, make a paused ad around the uploaded video. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { sha256, videoBytes } from '../emulator/sampleMedia';
import { storeBinary } from '../harness';
import { json, useRig } from './setup';

const rig = useRig();

const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/video-file-to-paused-ad.json'), 'utf8')) as {
	nodes: Array<{ name: string; type: string; parameters: INodeParameters }>;
};
const step = (name: string) => {
	const found = example.nodes.find((n) => n.name === name);
	if (!found) throw new Error(`examples/video-file-to-paused-ad.json has no node "${name}"`);
	return found;
};

it('downloads from the emulator, uploads, creates the creative and a paused ad in review', async () => {
	// What the Download step fetches: the emulator's sample (the URL's port is the dev emulator's).
	const url = new URL(step('Download video').parameters.url as string);
	const response = await fetch(`${rig.emulator.baseUrl}${url.pathname}`);
	expect(response.headers.get('content-type')).toBe('video/mp4');
	const video = Buffer.from(await response.arrayBuffer());
	expect(sha256(video)).toBe(sha256(videoBytes(3 * 1024 * 1024)));

	const item: INodeExecutionData = { json: {}, binary: { data: await storeBinary(video, { mimeType: 'video/mp4', fileName: 'spring-sale-1080x1920.mp4' }) } };
	const uploaded = await rig.run(step('Upload video').parameters, { input: [item as unknown as IDataObject] });
	expect(uploaded.error).toBeUndefined();
	const media = json(uploaded.items)[0];
	expect(media).toMatchObject({ name: 'Spring sale video', media_status: 'READY', ad_account_id: AD_ACCOUNT_LA });
	expect(rig.emulator.media.get(media.id as string)?.file?.sha256).toBe(sha256(video));

	const creative = await rig.run(step('Create creative').parameters, { input: [media] });
	expect(creative.error).toBeUndefined();
	const made = json(creative.items)[0];
	expect(made).toMatchObject({ name: 'Spring sale video - web', type: 'WEB_VIEW', top_snap_media_id: media.id, call_to_action: 'SHOP_NOW' });

	const ad = await rig.run(step('Create ad').parameters, { input: [made] });
	expect(ad.error).toBeUndefined();
	expect(json(ad.items)[0]).toMatchObject({ name: 'Spring sale video - web', creative_id: made.id, status: 'PAUSED' });
	expect(step('Create ad').type).toBe('n8n-nodes-snapchat-ads.snapchatAds');
});
