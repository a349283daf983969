/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run bench:targeting` (issue 42, "Bench"): request counts of targeting by the team's own
 * audiences, through the compiled node against the emulator on loopback. Prints figures; fails on
 * nothing but a run that errors (the budget itself is a test: test/node/targeting.test.ts).
 *   (a) Excluding one segment from 60 live ad squads of one campaign (Ad Squad → Update, 60 items):
 *       reads and writes, beside the budget of issue 42, point 5 (2 reads, 2 writes).
 *   (b) Every picker is one request per list per run: the requests one list of each list search and
 *       options loader of Ad Squad targeting costs, and the list requests of 20-item runs that need a
 *       lookup list (the segment check of Create and of Update).
 * Uses dist/ (run `npm run build` first, or pass --build).
 *
 *   npm run bench:targeting [-- --build]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

import type { IDataObject, INodeParameters, INodeType } from 'n8n-workflow';

import { AD_ACCOUNT_LA, startEmulator } from '../emulator';
import { makeCredential, runListSearch, runNode } from '../harness';
import { adsUpdate } from '../node/adsParams';
import { adSquadCreate, TARGETING_LOOKUPS_US, TARGETING_PICKS_US } from '../node/createParams';
import { emulatorCredentialData } from '../node/credential';
import { rl } from '../node/params';
import { loadCompiledNode } from './compiledNode';

const SQUADS = 60;
const BUDGET = { reads: 2, writes: 2 };
const ROWS = 20;

if (process.argv.includes('--build')) {
	const built = spawnSync('npm', ['run', 'build'], { cwd: path.join(__dirname, '..', '..'), stdio: 'inherit' });
	if (built.status !== 0) throw new Error('npm run build failed');
}

type Emulator = Awaited<ReturnType<typeof startEmulator>>;
type Credential = ReturnType<typeof makeCredential>;

/** The API requests of the emulator's log, as "GET /v1/adaccounts/{id}/segments". */
function requests(emulator: Emulator): string[] {
	return emulator.requestLog.filter((e) => e.path.startsWith('/v1/')).map((e) => `${e.method} ${e.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`);
}

function count(list: string[]): string {
	const by = new Map<string, number>();
	for (const r of list) by.set(r, (by.get(r) ?? 0) + 1);
	return [...by].map(([r, n]) => `${n} × ${r}`).join(', ') || 'none';
}

/** A customer list of `users` matched users (READY from 1,000 on, once processing is over). */
function customerList(emulator: Emulator, name: string, users: number): string {
	const segment = emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
	const id = String(segment.id);
	const hashes = Array.from({ length: users }, (_, k) => createHash('sha256').update(`${name}${k}`).digest('hex'));
	if (users > 0) emulator.segments.addUsers(id, 'EMAIL_SHA256', hashes);
	return id;
}

async function withEmulator<T>(work: (emulator: Emulator, credential: Credential) => Promise<T>): Promise<T> {
	const emulator = await startEmulator({ quiet: true });
	try {
		return await work(emulator, makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1'))));
	} finally {
		await emulator.close();
	}
}

async function run(nodeType: INodeType, credential: Credential, parameters: INodeParameters, input?: IDataObject[]): Promise<void> {
	const result = await runNode({ nodeType, parameters, input, credential });
	if (result.error) throw result.error;
}

const pick = (id: string) => [{ segment: rl(id, 'list') }];

async function exclusionOf60(nodeType: INodeType): Promise<void> {
	await withEmulator(async (emulator, credential) => {
		const buyers = customerList(emulator, 'Buyers', 1500);
		emulator.advanceTime(61);
		const [campaign] = emulator.ads.seed(AD_ACCOUNT_LA, [{ name: 'Bench live', objective_v2_properties: { objective_v2_type: 'TRAFFIC' } }]);
		const ids = Array.from({ length: SQUADS }, (_, k) =>
			emulator.ads.addAdSquad(campaign.id, {
				name: `Live ${k}`,
				status: 'ACTIVE',
				targeting: { geos: [{ country_code: 'us' }] },
				daily_budget_micro: 20_000_000,
				optimization_goal: 'SWIPES',
			} as never).id,
		);
		emulator.clearLog();
		await run(nodeType, credential, adsUpdate('adSquad', '={{ $json.id }}', {}, { audienceSegments: { exclude: pick(buyers) }, segmentMode: 'add' }), ids.map((id) => ({ id })));
		const all = requests(emulator);
		const reads = all.filter((r) => r.startsWith('GET'));
		const writes = all.filter((r) => !r.startsWith('GET'));
		const within = reads.length <= BUDGET.reads && writes.length <= BUDGET.writes;
		console.log(`(a) Excluding one segment from ${SQUADS} live ad squads of one campaign (Ad Squad → Update, ${SQUADS} items):`);
		console.log(`    reads  ${reads.length} (budget ${BUDGET.reads}): ${count(reads)}`);
		console.log(`    writes ${writes.length} (budget ${BUDGET.writes}): ${count(writes)}`);
		console.log(`    ${within ? 'within' : 'OVER'} the budget of issue 42, point 5`);
	});
}

async function pickers(nodeType: INodeType): Promise<void> {
	console.log('(b) Every picker is one request per list per run');
	await withEmulator(async (emulator, credential) => {
		customerList(emulator, 'Customers', 1200);
		const parameters = { ...adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60'), adAccountId: rl(AD_ACCOUNT_LA) };
		const lists: Array<{ field: string; group: 'listSearch' | 'loadOptions'; method: string }> = [
			{ field: 'Audience Segments (Include / Exclude)', group: 'listSearch', method: 'searchAudienceSegments' },
			{ field: 'Pixel', group: 'loadOptions', method: 'getPixels' },
			{ field: 'Interests', group: 'loadOptions', method: 'getInterests' },
			{ field: 'Regions', group: 'loadOptions', method: 'getRegions' },
			{ field: 'Metros', group: 'loadOptions', method: 'getMetros' },
		];
		for (const list of lists) {
			if (nodeType.methods?.[list.group]?.[list.method] === undefined) {
				console.log(`    ${list.field.padEnd(38)} not a picker yet (no ${list.group} method ${list.method})`);
				continue;
			}
			emulator.clearLog();
			await runListSearch({ nodeType, group: list.group, methodName: list.method, credential, parameters });
			const made = requests(emulator);
			console.log(`    ${list.field.padEnd(38)} one list: ${made.length} request${made.length === 1 ? '' : 's'} (${count(made)})`);
		}
	});
	await withEmulator(async (emulator, credential) => {
		const customers = customerList(emulator, 'Customers', 1200);
		const buyers = customerList(emulator, 'Buyers', 1500);
		emulator.advanceTime(61);
		const [campaign] = emulator.ads.seed(AD_ACCOUNT_LA, [{ name: 'Bench parent', objective_v2_properties: { objective_v2_type: 'TRAFFIC' } }]);
		const segmentLists = (all: string[]) => all.filter((r) => r.endsWith('/segments')).length;

		emulator.clearLog();
		const create = adSquadCreate(campaign.id, {
			adAccountId: rl(AD_ACCOUNT_LA),
			name: '={{ $json.name }}',
			startTime: '',
			audienceSegments: { include: pick(customers), exclude: pick(buyers) },
			additionalFields: TARGETING_PICKS_US,
		});
		await run(nodeType, credential, create, Array.from({ length: ROWS }, (_, k) => ({ name: `Row ${k}` })));
		const created = requests(emulator);
		const lookups = created.filter((r) => r.includes('/targeting/')).length;
		console.log(
			`    Ad Squad → Create, ${ROWS} items with segments, interests, a region, a metro and a postal code: ${segmentLists(created)} segment list and ${lookups} lookup list request(s) (${TARGETING_LOOKUPS_US.length} lists) in the run (${created.length} requests in all: ${count(created)})`,
		);

		const squads = emulator.ads.adSquads({ campaignId: campaign.id }).map((s) => s.id);
		emulator.clearLog();
		await run(nodeType, credential, adsUpdate('adSquad', '={{ $json.id }}', {}, { audienceSegments: { exclude: pick(buyers) }, segmentMode: 'remove' }), squads.map((id) => ({ id })));
		const updated = requests(emulator);
		console.log(`    Ad Squad → Update, ${squads.length} items removing a segment (nothing to check): ${segmentLists(updated)} segment list request(s) in the run (${updated.length} requests in all: ${count(updated)})`);
	});
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode();
	await exclusionOf60(nodeType);
	await pickers(nodeType);
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
