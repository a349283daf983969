import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { isOutcomeUnknown, toNodeError } from '../../helpers/errors';
import { describeStartTimeRules } from '../../time/startTime';
import { eventTimeZoneOptions } from '../../time/timeZones';
import { createClient } from '../../transport';
import { createAdAccountLookup } from '../common/accounts';
import { groupedChunks } from '../common/batches';
import { batchSizeOption, optionsCollection, readBatchSize } from '../common/batchSize';
import { errorItem } from '../common/items';
import type { Prepared } from './createInput';
import { ACCOUNT_DEFAULT_ZONE, prepare, readInAccountZones } from './createInput';
import type { Created, Failed } from './createReport';
import { createFailure } from './createReport';
import { sendChunk } from './createSend';
import { eventDetailAdAccountLocator, eventDetailOutput, RESOURCE } from './shared';

export { ACCOUNT_DEFAULT_ZONE };
export { DEFAULT_BATCH_SIZE, MAX_BATCH_SIZE } from '../common/batchSize';

const show = { resource: [RESOURCE], operation: ['create'] };

export const properties: INodeProperties[] = [
	eventDetailAdAccountLocator(['create'], true),
	{
		displayName: 'Event Name',
		name: 'eventName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Summer Sale Launch',
		description: 'The name of the event the reminder ad counts down to, 1 to 300 characters',
		displayOptions: { show },
	},
	{
		displayName: 'Event Start Time',
		name: 'eventStartTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: 'When the event starts',
		hint: describeStartTimeRules(),
		displayOptions: { show },
	},
	{
		displayName: 'Event Time Zone',
		name: 'eventTimeZone',
		type: 'options',
		default: ACCOUNT_DEFAULT_ZONE,
		description:
			'The time zone Snapchat Ads Manager shows the event in. A start time without an offset is also read in this zone, so what you type is what Ads Manager shows. With Ad Account Default, the ad account\'s own zone is used for both (the node asks Snapchat for it once per account and run).',
		options: [
			{ name: 'Ad Account Default', value: ACCOUNT_DEFAULT_ZONE },
			...eventTimeZoneOptions(),
		],
		displayOptions: { show },
	},
	optionsCollection(show, [
		batchSizeOption(
			'How many event details to create per request. Items for the same ad account are sent together; the value of the first item applies to the whole run.',
		),
		{
			displayName: 'Start Time Is In',
			name: 'startTimeZone',
			type: 'string',
			default: '',
			placeholder: 'e.g. America/New_York',
			description:
				'The time zone (IANA name) to read a start time without an offset in. Overrides Event Time Zone (and the ad account\'s zone with Ad Account Default) for reading only.',
		},
	]),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const continueOnFail = this.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const prepared: Prepared[] = [];

	// 1. Check every item before anything is sent. Without Continue On Fail, one bad item stops the
	//    run before any request, so a corrected re-run cannot create duplicates.
	for (let i = 0; i < items.length; i++) {
		try {
			prepared.push(prepare(this, i));
		} catch (error) {
			if (!continueOnFail) throw toNodeError(this.getNode(), error, i);
			results[i] = errorItem(error, i);
		}
	}
	if (prepared.length === 0) return results.filter((r): r is INodeExecutionData => r !== undefined);

	// 2. With Ad Account Default, wall-clock start times are read in the ad account's zone: one GET
	//    per account, still before any create, so a failed lookup leaves nothing half-sent.
	const batchSize = readBatchSize(this);
	const client = await createClient(this);
	const ready: Prepared[] = [];
	for (const checked of await readInAccountZones(this, createAdAccountLookup(client), prepared)) {
		if ('ready' in checked) {
			ready.push(checked.ready);
			continue;
		}
		if (!continueOnFail) throw toNodeError(this.getNode(), checked.error, checked.itemIndex);
		results[checked.itemIndex] = errorItem(checked.error, checked.itemIndex);
	}

	// 3. One request per chunk of items of the same ad account, in input order.
	const chunks = groupedChunks(ready, (p) => p.adAccountId, batchSize);
	const created: Created[] = [];
	const failed: Failed[] = [];

	for (let c = 0; c < chunks.length; c++) {
		const { key: adAccountId, part } = chunks[c];
		let chunkFailures: Failed[];
		try {
			const outcome = await sendChunk(this, client, adAccountId, part);
			for (const done of outcome.created) {
				created.push({ itemIndex: done.itemIndex, id: done.id });
				results[done.itemIndex] = eventDetailOutput(done.entity, done.itemIndex);
			}
			chunkFailures = outcome.failed;
		} catch (error) {
			// The whole request failed: every item of the chunk shares the error. After a 5xx, a timeout
			// or an unreadable answer the events may exist: their outcome is unknown, not "not created".
			const unknown = isOutcomeUnknown(error);
			chunkFailures = part.map((p) => ({ itemIndex: p.itemIndex, error: error as Failed['error'], ...(unknown ? { unknown } : {}) }));
		}
		failed.push(...chunkFailures);
		if (chunkFailures.length > 0 && !continueOnFail) {
			const notSent = chunks.slice(c + 1).flatMap((later) => later.part.map((p) => p.itemIndex));
			throw createFailure(this, failed, created, notSent, ready.length);
		}
	}

	for (const f of failed) results[f.itemIndex] = errorItem(f.error, f.itemIndex);
	return results.filter((r): r is INodeExecutionData => r !== undefined);
}
