// A file to a paused ad in real n8n (issue 28): examples/video-file-to-paused-ad.json as shipped, its
// download pointed at this run's emulator; then the creative and the paused ad. In n8n 2.x (binary data
// in files) a 3 MB video goes in 1 MB parts, streamed from n8n's store through the chunked upload. In
// 1.x binary data sits in the item, base64, and `n8n execute` prints it in its run JSON, which it cuts
// off at a few MB: there a 200 kB video goes in one request. Plus a file of the wrong shape, refused
// before any request with the item named. In 2.x part 2 is answered 500 once and the connection of
// part 3 drops after the part was stored (issue 38): both are sent again, and the file arrives whole.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { errorMessage, eq, nodeItems, runError, runFailed } from '../checks.mjs';
import { CRED_ID, CRED_NAME } from '../../lib/credential.mjs';
import { NODE_TYPE } from '../../lib/n8n.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_AD = 'e2eMediaToAdWf01';
const WF_REFUSED = 'e2eMediaRefuse01';
const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples/video-file-to-paused-ad.json');
const SAMPLE = '/__emulator/samples/spring-sale-1080x1920.mp4';

const chunked = (version) => Number(version.split('.')[0]) >= 2;
const sampleUrl = (emulator, version) => `${emulator.baseUrl}${SAMPLE}${chunked(version) ? '' : '?size=204800'}`;

function exampleWorkflow(emulator, version) {
	const wf = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
	for (const node of wf.nodes) {
		if (node.type === 'n8n-nodes-base.httpRequest') node.parameters.url = sampleUrl(emulator, version);
		if (node.type === NODE_TYPE) node.credentials = { snapchatAdsOAuth2Api: { id: CRED_ID, name: CRED_NAME } };
		if (node.parameters.operation === 'upload') node.parameters.options = { ...node.parameters.options, partSizeMb: 1 };
	}
	return { ...wf, id: WF_AD, name: 'E2E: a video file to a paused ad (example)', active: false, pinData: {} };
}

function workflows({ emulator, accounts, version }) {
	return [
		exampleWorkflow(emulator, version),
		chain(WF_REFUSED, 'E2E: a Top Snap image used as an app icon is refused', [
			{
				id: 'b1e2c3d4-0000-4000-8000-00000000e2e1',
				name: 'Download image',
				type: 'n8n-nodes-base.httpRequest',
				typeVersion: 4.2,
				position: [220, 0],
				parameters: { url: `${emulator.baseUrl}/__emulator/samples/poster.png`, options: { response: { response: { responseFormat: 'file' } } } },
			},
			snapNode('Upload as icon', { resource: 'media', operation: 'upload', adAccountId: rl(accounts.la), binaryPropertyName: 'data', options: { intendedUse: 'appIcon' } }, [440, 0]),
		]),
	];
}

async function run({ c, execute, emulator, version }) {
	if (chunked(version)) {
		emulator.media.onPart = (n) => {
			if (n === 1) emulator.faults.failNext({ status: 500, pathPrefix: '/us/v1/' });
			if (n === 2) emulator.faults.dropAfterProcessing({ pathPrefix: '/us/v1/' });
			if (n === 3) emulator.media.onPart = undefined;
		};
	}
	const x = await execute(WF_AD);
	const failure = runError(x.res, x.run);
	await c('media: the example runs, download to paused ad', () =>
		failure ? `${failure}\n       requests: ${x.log.map((r) => `${r.method} ${r.path}${r.query?.action ? `?${r.query.action}` : ''} ${r.status}`).join(', ') || 'none'}` : true,
	);
	if (!failure) {
		const media = nodeItems(x.run, 'Upload video')?.[0] ?? {};
		const creative = nodeItems(x.run, 'Create creative')?.[0] ?? {};
		const ad = nodeItems(x.run, 'Create ad')?.[0] ?? {};
		const adds = x.log.filter((r) => r.path.startsWith('/us/v1/media/') && r.status === 200);
		if (chunked(version)) {
			await c('media: the 3 MB video went in three 1 MB parts to the ADD path Snap gave, in order, then FINALIZE', () =>
				eq([adds.map((r) => r.form?.part_number), x.log.filter((r) => r.query?.action === 'FINALIZE' && r.status === 200).length], [['1', '2', '3'], 1]),
			);
			await c('media: part 2 answered 500 and part 3 dropped after it was stored were each sent again, same part number (issue 38)', () =>
				eq(
					x.log.filter((r) => r.query?.action === 'ADD').map((r) => `${r.form?.part_number} ${r.status}`),
					['1 200', '2 500', '2 200', '3 0', '3 200'],
				),
			);
		} else {
			await c('media: the 200 kB video went in one upload request', () => eq(x.log.filter((r) => r.path === `/v1/media/${media.id}/upload` && r.status === 200).length, 1));
		}
		const sample = Buffer.from(await (await fetch(sampleUrl(emulator, version))).arrayBuffer());
		await c('media: the bytes arrived whole (size and SHA-256 of the downloaded file) and the media is READY', () => {
			const stored = emulator.media.get(media.id)?.file;
			return eq([stored?.size, stored?.sha256, media.media_status], [sample.length, createHash('sha256').update(sample).digest('hex'), 'READY']);
		});
		await c('media: the creative uses the uploaded media; the ad shows the creative, PAUSED, in review', () =>
			eq(
				[creative.type, creative.top_snap_media_id, creative.call_to_action, ad.creative_id, ad.status, typeof ad.review_status],
				['WEB_VIEW', media.id, 'SHOP_NOW', creative.id, 'PAUSED', 'string'],
			),
		);
	}
	const refused = await execute(WF_REFUSED);
	await c('media: a 1080 x 1920 image as an app icon fails naming the item and the field; nothing is uploaded', () => {
		if (!runFailed(refused)) return 'the run succeeded';
		const msg = errorMessage(refused);
		const sent = refused.log.filter((r) => r.path.includes('/media'));
		if (sent.length) return `${sent.length} media requests reached the emulator`;
		return /item 0/.test(msg) && /Input Binary Field/.test(msg) && /app icon must be square/.test(msg) ? true : `error: ${msg}`;
	});
	console.log(`       error: ${errorMessage(refused)}`);
}

export default { name: 'media-to-ad', workflows, run };
