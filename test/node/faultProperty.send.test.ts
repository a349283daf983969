/**
 * Issue 45, point 13: the fault property (faultProperty.ts) over Snapchat Conversions → Send Events
 * (with Event IDs, which Snap deduplicates, and without, which it counts twice) and Media → Upload
 * (a chunked video: create, parts, finalize). An event is found by its e-mail hash (one e-mail per
 * item); a media by its name.
 */
import { createHash } from 'node:crypto';
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { videoBytes } from '../emulator/sampleMedia';
import { sendParams, useCapiRig, type CapiRig } from './conversionsRig';
import { faultPropertyTests, type FaultPropertyModule, type WritePath } from './faultProperty';
import { rl } from './params';
import { useRig, type Rig } from './setup';

jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());
jest.mock('../../nodes/SnapchatAds/transport/pace', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastPace());

const MB = 1024 * 1024;

describe('Snapchat Conversions → Send Events', () => {
	const capi = useCapiRig();
	const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
	const sha = (text: string) => createHash('sha256').update(text).digest('hex');

	/** One PURCHASE per item; "stored" once per event Snap recorded for the item's e-mail. */
	const send = (withEventId: boolean): WritePath<CapiRig> => ({
		label: `Conversions → Send Events ${withEventId ? 'with' : 'without'} Event IDs`,
		prepare: (_rig, names) => ({
			parameters: sendParams(withEventId ? {} : { eventId: '' }),
			input: names.map((name) => ({ orderId: name, email: emailOf(name), total: '42.50', time: new Date(Date.now() - 3_600_000).toISOString() })),
		}),
		stored: (r, name) =>
			r.emulator.conversions
				.events()
				.filter((e) => ((e.event.user_data as { em?: string[] } | undefined)?.em ?? []).includes(sha(emailOf(name))))
				.map(() => 'event'),
		// One output item per event: `outcome` accepted, refused (Snap's reason) or unknown (the reason and how to check).
		verdictOf: (json) => {
			const text = `${String(json.reason ?? '')} ${String(json.check ?? '')}`;
			if (json.outcome === 'accepted') return { kind: 'done', id: 'event' };
			return json.outcome === 'unknown' ? { kind: 'unknown', text } : { kind: 'rerun', text };
		},
	});

	faultPropertyTests(capi, [send(true), send(false)]);
});

describe('Media → Upload', () => {
	const rig = useRig();
	const video = videoBytes(MB + 4096);

	const upload: WritePath<Rig> = {
		label: 'Media → Upload (chunked)',
		maxItems: 2,
		weight: 0.5,
		prepare: (r, names) => {
			r.emulator.media.processingMs.VIDEO = 0;
			const input = names.map((name) => {
				const item: INodeExecutionData = { json: { name }, binary: { data: { data: video.toString('base64'), mimeType: 'video/mp4', fileName: 'clip.mp4' } } };
				return item as unknown as IDataObject;
			});
			const parameters = { resource: 'media', operation: 'upload', adAccountId: rl(AD_ACCOUNT_LA), binaryPropertyName: 'data', mediaName: '={{ $json.name }}', options: { partSizeMb: 1 } };
			return { parameters, input };
		},
		stored: (r, name) => r.emulator.media.list(AD_ACCOUNT_LA).filter((m) => m.name === name).map((m) => m.id),
	};

	faultPropertyTests(rig, [upload]);
});
