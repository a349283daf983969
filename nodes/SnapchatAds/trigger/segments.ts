/**
 * Audience Segment Ready: a customer list of the ad account became targetable (`targetable_status`
 * READY) or its upload finished (`upload_status` COMPLETE). One walk over the ad account's segments
 * per poll. Segment IDs are decimal strings in Snap's API (e.g. "5677923948298240"): they are only
 * compared and hashed here, never checked against a format.
 */
import type { IDataObject } from 'n8n-workflow';

import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../api';
import { decodeSnapshot, encodeSnapshot, idHash, type Snapshot } from './state';
import { adAccountSubject, entityInItem, listEvery, mostRecent, text, zoneAndDetectedAt, type EventSource, type SourceContext } from './source';

export type SegmentReadyChoice = 'targetable' | 'uploadComplete' | 'either';

type Segment = Record<string, unknown> & { id: string };

const READY = 'READY';
const COMPLETE = 'COMPLETE';

function valueOf(segment: Segment): string {
	return `${text(segment.upload_status) ?? ''}|${text(segment.targetable_status) ?? ''}`;
}

function parseValue(value: string | undefined): { upload: string | null; targetable: string | null } {
	if (value === undefined) return { upload: null, targetable: null };
	const [upload = '', targetable = ''] = value.split('|');
	return { upload: upload || null, targetable: targetable || null };
}

export function segmentSource(source: SourceContext, choice: SegmentReadyChoice): EventSource<Snapshot> {
	const wantsTargetable = choice !== 'uploadComplete';
	const wantsUpload = choice !== 'targetable';
	const readSegments = async () =>
		await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AUDIENCE_SEGMENT), AUDIENCE_SEGMENT, adAccountSubject(source.adAccountId));

	/** What became ready between `was` and now (all of it for an example). */
	const becameReady = (segment: Segment, was: { upload: string | null; targetable: string | null } | undefined): string[] => {
		const ready: string[] = [];
		if (wantsTargetable && segment.targetable_status === READY && was?.targetable !== READY) ready.push('targetable');
		if (wantsUpload && segment.upload_status === COMPLETE && was?.upload !== COMPLETE) ready.push('uploadComplete');
		return ready;
	};

	const eventOf = async (segment: Segment, previous: string | undefined, ready: string[]): Promise<IDataObject> => {
		const was = parseValue(previous);
		return {
			event: 'audienceSegmentReady',
			ready,
			ad_account_id: source.adAccountId,
			id: segment.id,
			name: text(segment.name),
			targetable_status: text(segment.targetable_status),
			previous_targetable_status: was.targetable,
			upload_status: text(segment.upload_status),
			previous_upload_status: was.upload,
			approximate_number_users: typeof segment.approximate_number_users === 'number' ? segment.approximate_number_users : null,
			...(await zoneAndDetectedAt(source)),
			segment: entityInItem(segment, [], await source.lookups.account()),
		};
	};

	return {
		key: `segmentReady|${source.adAccountId}|${choice}`,
		async poll(previous) {
			const segments = await readSegments();
			const state = encodeSnapshot(segments.map((s): [string, string] => [s.id, valueOf(s)]));
			const before = previous === undefined ? undefined : decodeSnapshot(previous);
			if (before === undefined) return { state, events: [] };
			const events: IDataObject[] = [];
			for (const segment of segments) {
				const old = before.get(idHash(segment.id));
				const ready = becameReady(segment, parseValue(old));
				if (ready.length > 0) events.push(await eventOf(segment, old, ready));
			}
			return { state, events };
		},
		async example() {
			const segment = mostRecent((await readSegments()).filter((s) => becameReady(s, undefined).length > 0));
			return segment && (await eventOf(segment, undefined, becameReady(segment, undefined)));
		},
		noExample: {
			message: `No audience segment of this ad account is ${choice === 'uploadComplete' ? 'done uploading' : choice === 'targetable' ? 'ready to target' : 'ready'} right now, so there is no real example to show`,
			description: 'The trigger still works: once the workflow is published (n8n 1.x: active), it starts the workflow when a customer list of this ad account becomes ready. To see a real example now, choose another ad account or another Ready When option.',
		},
		sample: async () => ({
			event: 'audienceSegmentReady',
			ready: choice === 'either' ? ['targetable', 'uploadComplete'] : [choice],
			ad_account_id: source.adAccountId,
			id: '1000000000000000',
			name: 'Sample customer list',
			targetable_status: wantsTargetable ? READY : 'TOO_FEW_USERS',
			previous_targetable_status: 'NOT_READY',
			upload_status: COMPLETE,
			previous_upload_status: 'PROCESSING',
			approximate_number_users: 1200,
			...(await zoneAndDetectedAt(source)),
			segment: {},
		}),
	};
}
