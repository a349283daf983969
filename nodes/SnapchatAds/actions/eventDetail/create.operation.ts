import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { eventTimeZoneOptions } from '../../time/timeZones';
import { createClient, type SnapClient } from '../../transport';
import { createAdAccountLookup } from '../common/accounts';
import { batchSizeOption, readBatchSize } from '../common/batchSize';
import { runWrites, type WriteEntry } from '../../../shared/items/writes';
import type { Prepared } from './createInput';
import { ACCOUNT_DEFAULT_ZONE, describeStartTimeRules, prepare, readInAccountZones } from './createInput';
import { sendChunk } from './createSend';
import { eventDetailAdAccountLocator, RESOURCE } from './shared';
import { optionsCollection } from '../../../shared/input/fields';

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
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(this));
	return await runWrites<Prepared>(this, items, {
		what: { one: 'event detail', many: 'event details', verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		read: (i) => {
			const prepared = prepare(this, i);
			return { group: prepared.adAccountId, input: prepared };
		},
		chunkSize: () => readBatchSize(this),
		// With Ad Account Default, wall-clock start times are read in the ad account's zone: one GET
		// per account, still before any create, so a failed lookup leaves nothing half-sent.
		check: async (entries, refuse) => {
			const lookup = createAdAccountLookup(await connect());
			const ready: Array<WriteEntry<Prepared>> = [];
			for (const checked of await readInAccountZones(this, lookup, entries.map((e) => e.input))) {
				if ('ready' in checked) ready.push({ itemIndex: checked.ready.itemIndex, group: checked.ready.adAccountId, input: checked.ready });
				else refuse(checked.itemIndex, checked.error);
			}
			return ready;
		},
		send: async (adAccountId, part) => await sendChunk(this, await connect(), adAccountId, part.map((e) => e.input)),
	});
}
