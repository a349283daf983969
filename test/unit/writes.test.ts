import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { InputError } from '../../nodes/shared/input/validation';
import { markOutcomeUnknown } from '../../nodes/shared/items/errors';
import type { WriteEntry, WriteOutcome, WriteRun } from '../../nodes/shared/items/writes';
import { done, notSent, refused, runWrites, unknown } from '../../nodes/shared/items/writes';

const NODE = { id: 'n', name: 'Snapchat Ads', type: 'test', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

function ctx(continueOnFail: boolean): IExecuteFunctions {
	return { continueOnFail: () => continueOnFail, getNode: () => NODE } as unknown as IExecuteFunctions;
}

const items = (n: number): INodeExecutionData[] => Array.from({ length: n }, (_, i) => ({ json: { i } }));
const WHAT = { one: 'thing', many: 'things', verb: 'create', past: 'created', checkWith: 'Get Many' };

interface Input {
	group: string;
	name: string;
	bad?: boolean;
	key?: string;
}

/** A run over `inputs` whose send answers with `answer(entry)` and records every request. */
function rig(inputs: Input[], answer: (entry: WriteEntry<Input>, part: Array<WriteEntry<Input>>) => WriteOutcome, extra: Partial<WriteRun<Input>> = {}) {
	const requests: Array<{ group: string; items: number[] }> = [];
	const run: WriteRun<Input> = {
		what: WHAT,
		idempotent: false,
		chunkSize: 2,
		read: (i) => {
			if (inputs[i].bad) throw new InputError('Name', `Name of ${i} is bad`, 'Fix it.');
			return { group: inputs[i].group, input: inputs[i] };
		},
		send: async (group, part) => {
			requests.push({ group, items: part.map((e) => e.itemIndex) });
			return part.map((entry) => answer(entry, part));
		},
		...extra,
	};
	return { run, requests };
}

const ok = (entry: WriteEntry<Input>) => done({ name: entry.input.name, id: `id-${entry.itemIndex}` }, `id-${entry.itemIndex}`);
const A = (name: string, more: Partial<Input> = {}): Input => ({ group: 'A', name, ...more });
const B = (name: string, more: Partial<Input> = {}): Input => ({ group: 'B', name, ...more });

describe('the batched-write runner', () => {
	it('groups by parent in first-seen order, chunks each group, and pairs every answer with its item', async () => {
		const { run, requests } = rig([A('a0'), B('b1'), A('a2'), A('a3'), B('b4')], ok);
		const out = await runWrites(ctx(false), items(5), run);
		expect(requests).toEqual([
			{ group: 'A', items: [0, 2] },
			{ group: 'A', items: [3] },
			{ group: 'B', items: [1, 4] },
		]);
		expect(out.map((o) => [o.json.name, o.pairedItem])).toEqual([
			['a0', { item: 0 }],
			['b1', { item: 1 }],
			['a2', { item: 2 }],
			['a3', { item: 3 }],
			['b4', { item: 4 }],
		]);
	});

	it('reads and checks every item before the first request: one bad item stops the run with nothing sent', async () => {
		const { run, requests } = rig([A('a0'), A('a1'), A('a2', { bad: true })], ok);
		await expect(runWrites(ctx(false), items(3), run)).rejects.toThrow('Invalid Name in item 2: Name of 2 is bad');
		expect(requests).toEqual([]);
	});

	it('refuses an item in the async check before any request', async () => {
		const { run, requests } = rig([A('a0'), A('a1')], ok, {
			check: async (entries, refuse) => {
				refuse(1, new NodeOperationError(NODE, 'the ad account has no time zone', { itemIndex: 1 }));
				return entries.filter((e) => e.itemIndex !== 1);
			},
		});
		await expect(runWrites(ctx(false), items(2), run)).rejects.toThrow('the ad account has no time zone');
		expect(requests).toEqual([]);
	});

	it('with Continue On Fail a bad item is an error item in its place and the others are sent', async () => {
		const { run, requests } = rig([A('a0'), A('a1', { bad: true }), A('a2')], ok);
		const out = await runWrites(ctx(true), items(3), run);
		expect(requests).toEqual([{ group: 'A', items: [0, 2] }]);
		expect(out.map((o) => o.json.error ?? o.json.name)).toEqual(['a0', 'Invalid Name in item 1: Name of 1 is bad', 'a2']);
		expect(out[1].json.description).toBe('Fix it.');
	});

	it('without Continue On Fail stops after the first chunk with a failure, listing done, refused, unknown and not sent', async () => {
		const answer = (entry: WriteEntry<Input>) =>
			entry.itemIndex === 1 ? refused(new Error('Snapchat refused item 1: E2002')) : entry.itemIndex === 2 ? unknown(new Error('no answer for item 2')) : ok(entry);
		const { run, requests } = rig([A('a0'), A('a1'), A('a2'), B('b3')], answer, { chunkSize: 3 });
		const error = (await runWrites(ctx(false), items(4), run).catch((e: unknown) => e)) as NodeApiError;
		expect(requests).toEqual([{ group: 'A', items: [0, 1, 2] }]);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error.message).toBe(
			'1 of 4 things could not be created (items 1); the outcome of 1 of 4 things is unknown (items 2): Snapchat refused item 1: E2002 | no answer for item 2',
		);
		expect(error.description).toContain('Outcome unknown (check with Get Many before acting): items 2.');
		expect(error.description).toContain('Already created in this run, do not create them again: item 0 → id-0.');
		expect(error.description).toContain('Not sent because of the failure: items 3.');
		expect(error.errorResponse).toMatchObject({ unknownItems: [2], notSentItems: [3], doneItems: [{ item: 0, id: 'id-0' }] });
	});

	it('an idempotent write lists what was done by item, and one failure alone is the message', async () => {
		const { run } = rig([A('a0'), A('a1')], (entry) => (entry.itemIndex === 1 ? refused(new Error('Snapchat did not update item 1')) : ok(entry)), {
			idempotent: true,
			what: { ...WHAT, verb: 'update', past: 'updated', checkWith: 'Get' },
		});
		const error = (await runWrites(ctx(false), items(2), run).catch((e: unknown) => e)) as NodeApiError;
		expect(error.message).toBe('Snapchat did not update item 1');
		expect(error.description).toContain('Updated in this run: items 0.');
	});

	it('with Continue On Fail every item gets its own outcome, also in later chunks', async () => {
		const { run, requests } = rig([A('a0'), A('a1'), A('a2')], (entry) =>
			entry.itemIndex === 0 ? unknown(new Error('lost answer')) : entry.itemIndex === 1 ? notSent(new Error('not sent: earlier unknown')) : ok(entry),
		);
		const out = await runWrites(ctx(true), items(3), run);
		expect(requests).toHaveLength(2);
		expect(out.map((o) => o.json.error ?? o.json.name)).toEqual(['lost answer', 'not sent: earlier unknown', 'a2']);
	});

	it('a chunk that fails as a whole shares its error: unknown when marked so, refused otherwise', async () => {
		const lost = markOutcomeUnknown(new NodeApiError(NODE, {}, { message: 'Snapchat failed while creating 2 things (HTTP 502)' }));
		const { run } = rig([A('a0'), A('a1'), B('b2')], ok, {
			send: async (group) => {
				if (group === 'A') throw lost;
				throw new NodeApiError(NODE, {}, { message: 'The connected Snapchat user has no access', httpCode: '403' });
			},
		});
		const out = await runWrites(ctx(true), items(3), run);
		expect(out.map((o) => o.json.error)).toEqual([lost.message, lost.message, 'The connected Snapchat user has no access']);
		const { run: stop } = rig([A('a0'), A('a1'), B('b2')], ok, { send: async () => Promise.reject(lost) });
		const error = (await runWrites(ctx(false), items(3), stop).catch((e: unknown) => e)) as NodeApiError;
		expect(error.message).toMatch(/^The outcome of 2 of 3 things is unknown \(items 0-1\)/);
		expect(error.description).toContain('Not sent because of the failure: items 2.');
	});

	it('an answer short of an outcome leaves that item unknown, never done', async () => {
		const { run } = rig([A('a0'), A('a1')], ok, { send: async (_g, part) => [ok(part[0])] });
		const out = await runWrites(ctx(true), items(2), run);
		expect(out[0].json.name).toBe('a0');
		expect(out[1].json.error).toMatch(/answered nothing for this item/);
	});

	describe('safe resend (every element carries an idempotency key)', () => {
		/** Snap refuses the first bad element of a request and leaves the others of that request unknown. */
		const oneRefusal = (entry: WriteEntry<Input>, part: Array<WriteEntry<Input>>) => {
			const firstBad = part.find((e) => e.input.name.startsWith('bad'));
			if (firstBad === undefined) return done({ outcome: 'accepted', name: entry.input.name });
			return entry === firstBad ? refused(new Error(`refused ${entry.input.name}`)) : unknown(new Error('not said'));
		};
		const keyed = (name: string) => A(name, { key: `k-${name}` });
		const policy = { safe: (entries: Array<WriteEntry<Input>>) => entries.every((e) => e.input.key !== undefined), maxResends: 3 };

		it('sends the rest again without the refused element, and each item gets its own outcome', async () => {
			const { run, requests } = rig([keyed('e0'), keyed('bad1'), keyed('e2'), keyed('e3')], oneRefusal, { chunkSize: 10, resend: policy });
			const out = await runWrites(ctx(true), items(4), run);
			expect(requests).toEqual([
				{ group: 'A', items: [0, 1, 2, 3] },
				{ group: 'A', items: [0, 2, 3] },
			]);
			expect(out.map((o) => o.json.outcome ?? o.json.error)).toEqual(['accepted', 'refused bad1', 'accepted', 'accepted']);
		});

		it('is bounded: after maxResends more requests the remainder stays unknown', async () => {
			const names = ['bad0', 'bad1', 'bad2', 'bad3', 'bad4', 'e5'];
			const { run, requests } = rig(names.map(keyed), oneRefusal, { chunkSize: 10, resend: { ...policy, maxResends: 2 } });
			const out = await runWrites(ctx(true), items(6), run);
			expect(requests).toHaveLength(3);
			expect(out.map((o) => o.json.error)).toEqual(['refused bad0', 'refused bad1', 'refused bad2', 'not said', 'not said', 'not said']);
		});

		// Issue 40, point 6: a resend that fails takes only the items it carried.
		it.each(['errors', 'items'] as const)('a resend that fails leaves every other item its own outcome (report %s)', async (report) => {
			let request = 0;
			const { run } = rig([keyed('e0'), keyed('bad1'), keyed('e2')], () => done({}), {
				chunkSize: 10,
				resend: policy,
				report,
				send: async (_group, part) => {
					if (request++ > 0) throw new Error('the resend failed');
					return part.map((entry) =>
						entry.input.name === 'e0'
							? done({ outcome: 'accepted' })
							: entry.input.name === 'bad1'
								? refused(new Error('refused bad1'), { outcome: 'refused' })
								: unknown(new Error('not said'), { outcome: 'unknown' }),
					);
				},
			});
			const out = await runWrites(ctx(true), items(3), run);
			expect(out.map((o) => o.json.error ?? o.json.outcome)).toEqual(report === 'errors' ? ['accepted', 'refused bad1', 'the resend failed'] : ['accepted', 'refused', 'the resend failed']);
		});

		it('without a key on every element to send again, nothing is sent again', async () => {
			const { run, requests } = rig([A('e0'), keyed('bad1'), keyed('e2')], oneRefusal, { chunkSize: 10, resend: policy });
			const out = await runWrites(ctx(true), items(3), run);
			expect(requests).toHaveLength(1);
			expect(out.map((o) => o.json.error)).toEqual(['not said', 'refused bad1', 'not said']);
		});
	});

	describe("report 'items': every answered outcome is an output item", () => {
		const said = (entry: WriteEntry<Input>) =>
			entry.itemIndex === 1 ? refused(new Error('invalid'), { outcome: 'refused', name: entry.input.name }) : done({ outcome: 'accepted', name: entry.input.name });

		it('outputs refused items as data and goes on without Continue On Fail', async () => {
			const { run, requests } = rig([A('a0'), A('a1'), A('a2')], said, { report: 'items', chunkSize: 1 });
			const out = await runWrites(ctx(false), items(3), run);
			expect(requests).toHaveLength(3);
			expect(out.map((o) => o.json.outcome)).toEqual(['accepted', 'refused', 'accepted']);
		});

		it('a request that fails as a whole stops the run and says what earlier requests were answered', async () => {
			let calls = 0;
			const { run } = rig([A('a0'), A('a1'), A('a2')], said, {
				report: 'items',
				chunkSize: 2,
				what: { ...WHAT, outcomes: { done: 'accepted', refused: 'refused', unknown: 'unknown' } },
				send: async (_g, part) => {
					if (calls++ === 1) throw new NodeApiError(NODE, {}, { message: 'Snapchat did not accept the token', description: 'Paste it again.' });
					return part.map(said);
				},
			});
			const error = (await runWrites(ctx(false), items(3), run).catch((e: unknown) => e)) as NodeApiError;
			expect(error.message).toBe('Snapchat did not accept the token');
			expect(error.description).toBe('Paste it again. Earlier requests of this run were already answered (accepted: items 0; refused: items 1); send only the other items again.');
		});
	});
});
