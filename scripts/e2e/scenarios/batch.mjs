// 120 items created with batch size 50: three create calls, output in input order, and the token the
// previous scenario stored is reused (no second refresh).
import { randomUUID } from 'node:crypto';
import { eq, isApiCall, isTokenCall, nodeItems, reqToken, runError, UUID } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_ID = 'e2eBatchFlow0001';
const NODE = 'Create 120 in batches of 50';
const BATCH_COUNT = 120;
const BATCH_SIZE = 50;

function workflows({ accounts }) {
	const makeItems = {
		id: randomUUID(),
		name: 'Make items',
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		position: [220, 0],
		parameters: {
			mode: 'raw',
			jsonOutput: `={{ { items: Array.from({ length: ${BATCH_COUNT} }, (_, i) => ({ name: 'E2E batch event ' + (i + 1) })) } }}`,
			options: {},
		},
	};
	const splitOut = {
		id: randomUUID(),
		name: 'One item per event',
		type: 'n8n-nodes-base.splitOut',
		typeVersion: 1,
		position: [440, 0],
		parameters: { fieldToSplitOut: 'items', options: {} },
	};
	const create = snapNode(
		NODE,
		{
			operation: 'create',
			adAccountId: rl(accounts.batch),
			eventName: '={{ $json.name }}',
			eventStartTime: '2027-02-01T12:00:00Z',
			eventTimeZone: 'UTC',
			options: { batchSize: BATCH_SIZE },
		},
		[660, 0],
	);
	return [chain(WF_ID, 'E2E: batched create', [makeItems, splitOut, create])];
}

async function run({ c, execute, accounts, shared }) {
	const batch = await execute(WF_ID);
	const batchErr = runError(batch.res, batch.run);
	await c(`batch workflow runs (${(batch.res.ms / 1000).toFixed(1)} s)`, () => batchErr ?? true);
	await c(`batching: ${BATCH_COUNT} items with batch size ${BATCH_SIZE} → ${Math.ceil(BATCH_COUNT / BATCH_SIZE)} create calls`, () => {
		const posts = batch.log.filter((r) => r.method === 'POST' && r.path === `/v1/adaccounts/${accounts.batch}/event_details`);
		const sizes = posts.map((r) => r.body?.event_details?.length);
		const want = [];
		for (let left = BATCH_COUNT; left > 0; left -= BATCH_SIZE) want.push(Math.min(BATCH_SIZE, left));
		return eq(sizes, want, 'items per create call');
	});
	await c(`batching: ${BATCH_COUNT} output items in input order`, () => {
		const out = nodeItems(batch.run, NODE);
		if (!out) return 'no output';
		if (out.length !== BATCH_COUNT) return `${out.length} items`;
		const bad = out.findIndex((e, i) => e.event_name !== `E2E batch event ${i + 1}` || !UUID.test(e.id));
		return bad === -1 ? true : `item ${bad}: ${JSON.stringify(out[bad])}`;
	});
	await c('OAuth2: a second run reuses the stored token (no refresh)', () => {
		const n = batch.log.filter(isTokenCall).length;
		if (n) return `${n} token requests`;
		return batch.log.filter(isApiCall).every((r) => reqToken(r) === shared.newToken && r.status !== 401) ? true : 'a call used another token or got 401';
	});
}

export default { name: 'batch', workflows, run };
