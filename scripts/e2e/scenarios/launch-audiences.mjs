// Launch to your own audiences in real n8n (issue 42): examples/launch-lookalike-minus-buyers.json as
// shipped, on the demo customer lists `npm run dev` adds (scripts/lib/demoAudiences.mjs). What only a real
// n8n proves: the example's expressions between its steps ($('Create lookalike').item, $('Our lists').first())
// carry the new lookalike's and the buyers' IDs into the estimate and the ad squad, and the whole chain runs
// in one execution: lookalike, then the reach of the planned squad, then the squad itself, created Paused.
// n8n 1.x (Code node in its vm2 sandbox, task runners off) cannot hand a Code node's item to $('…').first()
// of a later node ("#<Object> could not be cloned"): this check found it, so "Our lists" is a Set node.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { eq, nodeItems, runError } from '../checks.mjs';
import { CRED_ID, CRED_NAME } from '../../lib/credential.mjs';
import { seedDemoAudiences } from '../../lib/demoAudiences.mjs';
import { NODE_TYPE } from '../../lib/n8n.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_ID = 'e2eLaunchAudie01';
// Issue 45, point 4: a region picked (and one typed, as older workflows have it) passes the check
// against Snap's nested geo lookup records and is sent, in a real n8n.
const REGION_WF_ID = 'e2eLaunchRegion1';
const REGION_NODE = 'Create ad squad in two US regions';
const SUMMER_SALE_US = 'ca000001-1111-4a11-8a11-000000000001';
const EXAMPLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../examples/launch-lookalike-minus-buyers.json');

function regionWorkflow(accounts) {
	const create = snapNode(
		REGION_NODE,
		{
			resource: 'adSquad',
			operation: 'create',
			adAccountId: rl(accounts.la),
			campaignId: rl(SUMMER_SALE_US),
			name: 'E2E regions – California and Texas',
			countries: 'US',
			optimizationGoal: 'SWIPES',
			budgetType: 'daily',
			budget: 20,
			bidStrategy: 'AUTO_BID',
			placement: 'AUTOMATIC',
			status: 'PAUSED',
			preview: false,
			additionalFields: { regionIds: ['3201'], regions: '3203' },
		},
		[220, 0],
	);
	return chain(REGION_WF_ID, 'E2E: ad squad in picked and typed regions', [create]);
}

function workflows({ accounts }) {
	const wf = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
	for (const node of wf.nodes) if (node.type === NODE_TYPE) node.credentials = { snapchatAdsOAuth2Api: { id: CRED_ID, name: CRED_NAME } };
	return [{ ...wf, id: WF_ID, name: 'E2E: launch to your own audiences (example)', active: false, pinData: {} }, regionWorkflow(accounts)];
}

async function regions({ c, execute, emulator }) {
	const x = await execute(REGION_WF_ID);
	const failure = runError(x.res, x.run);
	await c('regions: a picked and a typed region pass the check against the nested geo lookup and are sent', () => {
		if (failure) return failure;
		const [squad] = nodeItems(x.run, REGION_NODE) ?? [];
		const lookups = x.log.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/targeting/')).map((r) => r.path);
		const stored = emulator.ads.adSquad(squad?.id ?? '');
		return eq([lookups, stored?.targeting?.geos], [['/v1/targeting/geo/us/region'], [{ country_code: 'us', region_id: ['3201', '3203'] }]]);
	});
}

async function run(ctx) {
	await regions(ctx);
	const { c, execute, emulator, accounts } = ctx;
	seedDemoAudiences(emulator, accounts.la);
	const lists = Object.fromEntries(emulator.segments.list(accounts.la).map((s) => [s.name, String(s.id)]));
	const x = await execute(WF_ID);
	const failure = runError(x.res, x.run);
	const requests = () => x.log.map((r) => `${r.method} ${r.path} ${r.status}`).join(', ') || 'none';
	await c('launch: the example runs, lookalike to paused ad squad', () => (failure ? `${failure}\n       requests: ${requests()}` : true));
	if (failure) return;
	const writes = x.log.filter((r) => r.method !== 'GET' && r.path.startsWith('/v1/'));
	const lookalike = nodeItems(x.run, 'Create lookalike')?.[0] ?? {};
	await c("launch: the lookalike is made from the customer list, in US, GB and DE (Snap's creation_spec)", () =>
		eq(
			[writes[0]?.path, writes[0]?.body?.segments?.[0]?.source_type, writes[0]?.body?.segments?.[0]?.creation_spec?.seed_segment_id, writes[0]?.body?.segments?.[0]?.creation_spec?.countries],
			[`/v1/adaccounts/${accounts.la}/segments`, 'LOOKALIKE', lists['Newsletter subscribers'], ['US', 'GB', 'DE']],
		),
	);
	const targeting = (body) => body?.targeting?.segments;
	const expected = [
		{ segment_id: [String(lookalike.id)], operation: 'INCLUDE' },
		{ segment_id: [lists.Buyers], operation: 'EXCLUDE' },
	];
	await c('launch: the reach of the planned ad squad is asked before it is created, including the new lookalike and excluding the buyers', () => {
		const estimate = nodeItems(x.run, 'Estimate audience')?.[0] ?? {};
		const shape = [writes.map((r) => r.path.replace(/[0-9a-f-]{36}/g, '{id}')), targeting(writes[1]?.body), typeof estimate.audience_size_maximum];
		return eq(shape, [['/v1/adaccounts/{id}/segments', '/v1/adaccounts/{id}/audience_size_v2', '/v1/campaigns/{id}/adsquads'], expected, 'number']);
	});
	await c('launch: one ad squad is created, Paused, with the same audiences, and its item warns that the lookalike is not ready yet', () => {
		const squad = nodeItems(x.run, 'Create ad squad')?.[0] ?? {};
		const sent = writes[2]?.body?.adsquads ?? [];
		const warned = (squad.warnings ?? []).some((w) => w.includes(String(lookalike.name)) && /not READY/.test(w));
		return eq([sent.length, sent[0]?.status, squad.status, targeting(sent[0]), warned], [1, 'PAUSED', 'PAUSED', expected, true]);
	});
}

export default { name: 'launch-audiences', workflows, run };
