/**
 * Audience Segment → Create Lookalike (issue 42, point 6): people similar to a customer list, in
 * chosen countries. Snap docs, "Customer Lists - Lookalikes" (shared/spec/targeting-and-audiences.md
 * §2): `POST /adaccounts/{id}/segments` with `source_type: LOOKALIKE`, `retention_in_days` at most
 * 180, and `creation_spec { seed_segment_id, countries, type }` (not `lookalike_spec`; `country`
 * alone is deprecated). The seed must be a first-party customer list: each seed is read once per run
 * and one of another kind or another ad account is refused before anything is sent. If It Exists
 * (ifExists.ts) uses the lookalike of that name, seed, countries and type when there is one, so a
 * workflow can run again.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { createRunCache } from '../../../shared/items/runCache';
import { oneByOne, runWrites } from '../../../shared/items/writes';
import { AUDIENCE_SEGMENT, entityPath } from '../../api';
import { createClient } from '../../transport';
import { readAdAccountId, readLocatorId, uuidLocator } from '../common/locators';
import { checkCountries } from '../creation/targeting';
import { sendSegmentCreate } from './createSend';
import { checkExisting, createUnlessExists, existingSegments, ifExistsField, readIfExists, type IfExistsInput } from './ifExists';
import { checkDescription, checkSegmentName, RESOURCE, segmentAdAccountLocator } from './shared';

const show = { resource: [RESOURCE], operation: ['createLookalike'] };
const SEED_FIELD = 'Seed Customer List';
const COUNTRIES_FIELD = 'Countries';
/** Snap's maximum retention for a lookalike (Lookalikes page). */
export const LOOKALIKE_MAX_RETENTION = 180;

export const LOOKALIKE_TYPES = [
	{ name: 'Balance', value: 'BALANCE', description: 'Snapchat’s default: a middle ground between how similar the people are and how many' },
	{ name: 'Reach', value: 'REACH', description: 'The most people, less alike the seed: for awareness and scale' },
	{ name: 'Similarity', value: 'SIMILARITY', description: 'The people most like the seed, fewer of them: for conversions' },
];

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['createLookalike'], true),
	{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'e.g. Customers lookalike – US, GB, DE', description: 'The lookalike segment’s name as Ads Manager shows it, at most 375 characters', displayOptions: { show } },
	uuidLocator({
		displayName: SEED_FIELD,
		name: 'seedSegmentId',
		what: 'audience segment',
		searchListMethod: 'searchAudienceSegments',
		required: true,
		description: 'The customer list whose people the lookalike resembles. It must be a customer list of the ad account above (not a lookalike or another kind of audience); the bigger it is, the better (about 1,000 matched users at least).',
		resource: RESOURCE,
		operations: ['createLookalike'],
		idFormat: 'decimal',
	}),
	{
		displayName: COUNTRIES_FIELD,
		name: 'countries',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. US, GB, DE',
		description: 'Where to find the similar people: two-letter country codes (ISO 3166-1), separated by commas',
		displayOptions: { show },
	},
	{ displayName: 'Lookalike Type', name: 'lookalikeType', type: 'options', default: 'BALANCE', description: 'How close to the seed the people are, against how many of them', options: LOOKALIKE_TYPES, displayOptions: { show } },
	{
		displayName: 'Retention (Days)',
		name: 'retentionDays',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: LOOKALIKE_MAX_RETENTION },
		default: LOOKALIKE_MAX_RETENTION,
		description: `How many days people stay in the lookalike, 1 to ${LOOKALIKE_MAX_RETENTION} (Snapchat’s maximum for lookalikes)`,
		displayOptions: { show },
	},
	{ displayName: 'Description', name: 'description', type: 'string', default: '', placeholder: 'e.g. Built from the CRM list', description: 'A note for people managing the audience', displayOptions: { show } },
	ifExistsField('createLookalike', 'lookalike of the same seed, countries and type'),
	{
		displayName: 'Snapchat builds the lookalike after it is created: its size reads 0 and it is not ready to target at first. New people added to the seed list later update it too.',
		name: 'lookalikeNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
];

interface LookalikeInput {
	seedId: string;
	segment: Record<string, unknown>;
	ifExists: IfExistsInput;
}

const WHAT = 'lookalike';

function readRetention(value: unknown): number {
	const days = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > LOOKALIKE_MAX_RETENTION) {
		throw new InputError('Retention (Days)', `Retention (Days) ${JSON.stringify(value)} is not a whole number from 1 to ${LOOKALIKE_MAX_RETENTION}`, `Snapchat keeps lookalikes at most ${LOOKALIKE_MAX_RETENTION} days; enter 1 to ${LOOKALIKE_MAX_RETENTION}.`);
	}
	return days;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const seeds = createRunCache<Record<string, unknown>>();
	const node = this.getNode();
	// The ad account's segments, read once per run when an item may use one (If It Exists).
	const existing = existingSegments(client);
	return await runWrites<LookalikeInput>(this, items, {
		what: { one: 'lookalike segment', many: 'lookalike segments', verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: 1,
		plan: oneByOne,
		read: (i) => {
			const adAccountId = readAdAccountId(this, i);
			const seedId = readLocatorId(this, i, 'seedSegmentId', SEED_FIELD, 'audience segment', 'decimal');
			const input = convertInputErrors(this, i, () => {
				const type = this.getNodeParameter('lookalikeType', i, 'BALANCE');
				if (!LOOKALIKE_TYPES.some((t) => t.value === type)) {
					throw new InputError('Lookalike Type', `Lookalike Type ${JSON.stringify(type)} is not one of the choices`, 'Use BALANCE, SIMILARITY or REACH.');
				}
				// Snap's page writes the codes in upper case ("US"; its "UK" is not ISO: GB is asked for here).
				const countries = checkCountries(this.getNodeParameter('countries', i, ''), COUNTRIES_FIELD).map((c) => c.toUpperCase());
				const description = checkDescription(this.getNodeParameter('description', i, ''));
				const name = checkSegmentName(this.getNodeParameter('name', i));
				const creationSpec = { seed_segment_id: seedId, countries, type: String(type) };
				const mode = readIfExists(this.getNodeParameter('ifExists', i, 'useExisting'));
				return {
					seedId,
					segment: {
						name,
						...(description !== '' ? { description } : {}),
						source_type: 'LOOKALIKE',
						retention_in_days: readRetention(this.getNodeParameter('retentionDays', i, LOOKALIKE_MAX_RETENTION)),
						ad_account_id: adAccountId,
						creation_spec: creationSpec,
					},
					ifExists: { adAccountId, mode, wanted: { name, source_type: 'LOOKALIKE', creation_spec: creationSpec } },
				};
			});
			return { group: adAccountId, input };
		},
		// Every seed is read (once per run) and checked before the first create.
		check: async (entries, refuse) => {
			const ready: typeof entries = [];
			for (const entry of entries) {
				const { seedId, segment } = entry.input;
				try {
					const seed = await seeds(seedId, async () => {
						const subject = `seed segment ${seedId}`;
						const body = await client.request({ method: 'GET', path: entityPath(AUDIENCE_SEGMENT, seedId), idempotent: true, subject, itemIndex: entry.itemIndex, notFoundMessage: `Segment ${seedId} was not found, or the connected Snapchat user cannot see it` });
						return client.entities(body, AUDIENCE_SEGMENT.plural, AUDIENCE_SEGMENT.singular, subject, entry.itemIndex)[0] ?? {};
					});
					convertInputErrors(this, entry.itemIndex, () => {
						if (String(seed.ad_account_id ?? '').toLowerCase() !== segment.ad_account_id) {
							throw new InputError(SEED_FIELD, `segment ${seedId} is not in ad account ${String(segment.ad_account_id)}`, 'Pick the seed from the list, which shows the chosen ad account’s segments.');
						}
						if (seed.source_type !== 'FIRST_PARTY') {
							throw new InputError(
								SEED_FIELD,
								`segment ${seedId} (${JSON.stringify(seed.name)}) is a ${String(seed.source_type ?? 'segment of unknown kind')}, not a customer list`,
								'Snapchat builds lookalikes from customer lists only (source type FIRST_PARTY): pick a customer list.',
							);
						}
					});
					ready.push(entry);
				} catch (error) {
					refuse(entry.itemIndex, error);
				}
			}
			// Then If It Exists, against the ad account's segments (read once), still before any create.
			return await checkExisting(node, existing, WHAT, ready, refuse);
		},
		send: async (adAccountId, [{ input, itemIndex }]) =>
			await createUnlessExists(node, existing, WHAT, input.ifExists, itemIndex, async () => await sendSegmentCreate(this, client, adAccountId, input.segment, itemIndex, 'lookalike segment')),
	});
}
