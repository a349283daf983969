// Launching in real n8n (issue 27): the two example workflows, on the e2e credential. The launch
// example creates a Paused campaign and an ad squad in it from a row; the duplicate example copies a
// fixture ad squad with its ads into DE, FR and IT. Then the emulator must hold exactly those new
// entities, Paused, and each create must have been sent once.
import fs from 'node:fs';
import path from 'node:path';
import { CRED_ID, CRED_NAME } from '../../lib/credential.mjs';
import { CREDENTIAL_TYPE, ROOT } from '../../lib/n8n.mjs';
import { eq, nodeItems, runError } from '../checks.mjs';

const LAUNCH_ID = 'e2eCreateLaunch1';
const DUPLICATE_ID = 'e2eCreateDuplic1';
const SOURCE_SQUAD = 'ad5a0001-1111-4a11-8a11-000000000001';

function example(file, id) {
	const wf = JSON.parse(fs.readFileSync(path.join(ROOT, 'examples', file), 'utf8'));
	for (const node of wf.nodes) if (node.credentials?.[CREDENTIAL_TYPE]) node.credentials = { [CREDENTIAL_TYPE]: { id: CRED_ID, name: CRED_NAME } };
	return { ...wf, id, active: false };
}

function workflows() {
	return [example('launch-campaign-and-ad-squad-from-a-sheet-row.json', LAUNCH_ID), example('duplicate-winning-ad-squad-into-three-countries.json', DUPLICATE_ID)];
}

const posts = (log) => log.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/')).map((r) => r.path);

async function run(ctx) {
	const { c, execute, emulator, accounts } = ctx;
	const launch = await execute(LAUNCH_ID);
	const launchFailed = runError(launch.res, launch.run);
	await c('launch example: the workflow runs', () => launchFailed ?? true);
	if (!launchFailed) {
		await c('launch example: a Paused campaign and a Paused ad squad in it, targeting US and CA at 25 a day, each sent once', () => {
			const [campaign] = nodeItems(launch.run, 'Create campaign') ?? [];
			const [squad] = nodeItems(launch.run, 'Create ad squad') ?? [];
			const stored = emulator.ads.campaign(campaign?.id ?? '');
			const storedSquad = emulator.ads.adSquad(squad?.id ?? '');
			const shape = eq(
				[stored?.name, stored?.status, storedSquad?.campaign_id, storedSquad?.status, storedSquad?.daily_budget_micro, storedSquad?.targeting?.geos],
				['Trail Shoes – launch', 'PAUSED', campaign?.id, 'PAUSED', 25_000_000, [{ country_code: 'us' }, { country_code: 'ca' }]],
				'created campaign and ad squad',
			);
			return shape === true ? eq(posts(launch.log), [`/v1/adaccounts/${accounts.la}/campaigns`, `/v1/campaigns/${campaign.id}/adsquads`], 'POSTs') : shape;
		});
	}
	const before = emulator.ads.adSquads({ adAccountId: accounts.la }).length;
	const dup = await execute(DUPLICATE_ID);
	const dupFailed = runError(dup.res, dup.run);
	await c('duplicate example: the workflow runs', () => dupFailed ?? true);
	if (dupFailed) return;
	await c('duplicate example: three Paused copies (DE, FR, IT) of the ad squad, each with its two ads and the same creatives', () => {
		const out = nodeItems(dup.run, 'Copy ad squad') ?? [];
		const source = emulator.ads.adSquad(SOURCE_SQUAD);
		const sourceCreatives = emulator.ads.ads({ adSquadId: SOURCE_SQUAD }).map((a) => a.creative_id);
		const copies = out.map((o) => emulator.ads.adSquad(o.id));
		const got = copies.map((s) => [s?.status, s?.targeting?.geos, s?.daily_budget_micro, emulator.ads.ads({ adSquadId: s?.id ?? '' }).map((a) => a.creative_id)]);
		const want = ['de', 'fr', 'it'].map((code) => ['PAUSED', [{ country_code: code }], 40_000_000, sourceCreatives]);
		const same = eq(got, want, 'copies');
		if (same !== true) return same;
		if (emulator.ads.adSquads({ adAccountId: accounts.la }).length !== before + 3) return 'expected exactly three new ad squads';
		return eq(copies.map((s) => s?.optimization_goal), [source.optimization_goal, source.optimization_goal, source.optimization_goal], 'goals');
	});
}

export default { name: 'create', workflows, run };
