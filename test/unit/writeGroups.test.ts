/**
 * The batched-write runner with one summary item per group (what Add Users / Remove Users need):
 * items read before any request, a group's requests stopped at a refusal, Continue On Fail decided
 * by the runner. The segment's own words are tested through the node (test/node/audienceSegment.test.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { InputError } from '../../nodes/shared/input/validation';
import { markOutcomeUnknown } from '../../nodes/shared/items/errors';
import type { GroupResult, WriteOutcome, WriteRun } from '../../nodes/shared/items/writes';
import { chunksByGroup, done, refused, runWrites, unknown } from '../../nodes/shared/items/writes';

const NODE = { id: 'n', name: 'Snapchat Ads', type: 'test', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };
const context = (continueOnFail: boolean) => ({ continueOnFail: () => continueOnFail, getNode: () => NODE }) as unknown as IExecuteFunctions;
const itemsOf = (n: number): INodeExecutionData[] => Array.from({ length: n }, (_, i) => ({ json: { i } }));

/** An input item: its segment, and its identifier (none: nothing to send, e.g. an invalid one). */
type User = { segment: string; id?: string; bad?: boolean };

/** What the summary shows of a group's result. */
function summary(group: string, result: GroupResult<User>): IDataObject {
	return {
		group,
		members: result.entries.map((e) => e.itemIndex),
		answered: result.answered.map(({ part, outcomes }) => `${part.map((e) => e.input.id).join('+')}:${outcomes[0].status}`),
		stop: result.stop ? `${result.stop.answered ? 'refused' : 'failed'}: ${result.stop.error.message}` : null,
		notSent: result.notSent.map((e) => e.itemIndex),
	};
}

/** A run whose requests carry two identifiers each; `answer(ids)` gives each request's outcome. */
function groupRun(users: User[], answer: (ids: string) => WriteOutcome | Error) {
	const requests: string[] = [];
	const run: WriteRun<User> = {
		what: { one: 'user', many: 'users', verb: 'add', past: 'added', checkWith: 'Get' },
		idempotent: true,
		chunkSize: 2,
		read: (i) => {
			if (users[i].bad) throw new InputError('Identifier', `Identifier of ${i} is bad`, 'Fix it.');
			return { group: users[i].segment, input: users[i] };
		},
		// Items without an identifier are in no request.
		plan: (entries, size) => chunksByGroup(entries.filter((e) => e.input.id !== undefined), size),
		send: async (_group, part) => {
			const ids = part.map((e) => e.input.id).join('+');
			requests.push(ids);
			const outcome = answer(ids);
			if (outcome instanceof Error) throw outcome;
			return part.map(() => outcome);
		},
		report: {
			summarise: summary,
			failure: (group, result) => new NodeApiError(NODE, {}, { message: `${group} stopped: ${result.stop.error.message}`, description: `${result.answered.length} answered.` }),
		},
	};
	return { run, requests };
}

const u = (segment: string, id?: string, more: Partial<User> = {}): User => ({ segment, ...(id === undefined ? {} : { id }), ...more });
const accepted = () => done({ outcome: 'accepted' });

describe("the batched-write runner, one summary item per group", () => {
	it('answers one summary per group, paired with every item of it, also items no request carried', async () => {
		const { run, requests } = groupRun([u('S', 'a'), u('S'), u('T', 'x'), u('S', 'b'), u('S', 'c')], accepted);
		const out = await runWrites(context(false), itemsOf(5), run);
		expect(requests).toEqual(['a+b', 'c', 'x']);
		expect(out).toEqual([
			{ json: { group: 'S', members: [0, 1, 3, 4], answered: ['a+b:done', 'c:done'], stop: null, notSent: [] }, pairedItem: [{ item: 0 }, { item: 1 }, { item: 3 }, { item: 4 }] },
			{ json: { group: 'T', members: [2], answered: ['x:done'], stop: null, notSent: [] }, pairedItem: [{ item: 2 }] },
		]);
	});

	it('an unknown answer does not stop the group; the summary holds it', async () => {
		const { run, requests } = groupRun([u('S', 'a'), u('S', 'b'), u('S', 'c')], (ids) => (ids === 'a+b' ? unknown(new Error('no count')) : accepted()));
		const [summaryItem] = await runWrites(context(false), itemsOf(3), run);
		expect(requests).toEqual(['a+b', 'c']);
		expect(summaryItem.json.answered).toEqual(['a+b:unknown', 'c:done']);
	});

	it('one refused item stops the run before any request; Continue On Fail makes it ONE error item paired with every item', async () => {
		const users = [u('S', 'a'), u('T', 'x'), u('S', 'b', { bad: true })];
		const { run, requests } = groupRun(users, accepted);
		await expect(runWrites(context(false), itemsOf(3), run)).rejects.toThrow('Invalid Identifier in item 2: Identifier of 2 is bad');
		const out = await runWrites(context(true), itemsOf(3), run);
		expect(out).toEqual([{ json: { error: 'Invalid Identifier in item 2: Identifier of 2 is bad', description: 'Fix it.' }, pairedItem: [{ item: 0 }, { item: 1 }, { item: 2 }] }]);
		expect(requests).toEqual([]);
	});

	it('a request Snap refuses stops its group: without Continue On Fail the run error, nothing after it sent', async () => {
		const users = [u('S', 'a'), u('S', 'b'), u('S', 'c'), u('S', 'd'), u('S', 'e'), u('T', 'x')];
		const { run, requests } = groupRun(users, (ids) => (ids === 'c+d' ? refused(new Error('segment is full')) : accepted()));
		const error = (await runWrites(context(false), itemsOf(6), run).catch((e: unknown) => e)) as NodeApiError;
		expect(requests).toEqual(['a+b', 'c+d']);
		expect(error.message).toBe('S stopped: segment is full');
		expect(error.description).toBe('2 answered.');
	});

	it('with Continue On Fail a stopped group is summarised (what was answered, why it stopped, what was not sent) and the next group goes on', async () => {
		const users = [u('S', 'a'), u('S', 'b'), u('S', 'c'), u('S', 'd'), u('S', 'e'), u('T', 'x')];
		const { run, requests } = groupRun(users, (ids) => (ids === 'c+d' ? refused(new Error('segment is full')) : accepted()));
		const out = await runWrites(context(true), itemsOf(6), run);
		expect(requests).toEqual(['a+b', 'c+d', 'x']);
		expect(out.map((o) => o.json)).toEqual([
			{ group: 'S', members: [0, 1, 2, 3, 4], answered: ['a+b:done', 'c+d:refused'], stop: 'refused: segment is full', notSent: [4] },
			{ group: 'T', members: [5], answered: ['x:done'], stop: null, notSent: [] },
		]);
	});

	it("a request that fails as a whole is not an answer; a later group's run error says what earlier groups' requests answered", async () => {
		const lost = markOutcomeUnknown(new NodeOperationError(NODE, 'the answer was lost'));
		const { run, requests } = groupRun([u('S', 'a'), u('T', 'x'), u('T', 'y'), u('T', 'z')], (ids) => (ids === 'z' ? lost : accepted()));
		const continuing = await runWrites(context(true), itemsOf(4), run);
		expect(continuing.map((o) => o.json.answered)).toEqual([['a:done'], ['x+y:done']]);
		expect(continuing[1].json.stop).toBe('failed: the answer was lost');
		expect(requests).toEqual(['a', 'x+y', 'z']);
		const error = (await runWrites(context(false), itemsOf(4), run).catch((e: unknown) => e)) as NodeApiError;
		expect(error.message).toBe('T stopped: the answer was lost');
		expect(error.description).toBe('1 answered. Earlier requests of this run were already answered (done: items 0); send only the other items again.');
	});
});
