// Organization and Ad Account in real n8n: one call of each operation (issue 10). The account list
// must cover every organization of the user (the e2e credential is user-1's), with zone and currency.
import { eq, nodeItems, runError } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_ID = 'e2eOrgsAccount01';

function workflows({ accounts }) {
	return [
		chain(WF_ID, 'E2E: organizations and ad accounts', [
			snapNode('Organizations', { resource: 'organization', operation: 'getAll', returnAll: true }, [220, 0]),
			snapNode(
				'Organization',
				{ resource: 'organization', operation: 'get', organizationId: rl('={{ $json.id }}') },
				[440, 0],
				{ executeOnce: true },
			),
			snapNode('Ad Accounts', { resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: true }, [660, 0], {
				executeOnce: true,
			}),
			snapNode('Ad Account', { resource: 'adAccount', operation: 'get', adAccountId: rl(accounts.la) }, [880, 0], {
				executeOnce: true,
			}),
		]),
	];
}

/** user-1's organizations in fixture order, and the ad accounts in them. */
function visibleTo(fixtures, userKey) {
	const user = fixtures.users.find((u) => u.key === userKey);
	const organizations = fixtures.organizations.filter((o) => user.organization_ids.includes(o.id));
	const accounts = fixtures.adAccounts.filter((a) => user.organization_ids.includes(a.organization_id));
	return { organizations, accounts };
}

async function run({ c, execute, fixtures, accounts: picked }) {
	const x = await execute(WF_ID);
	const failure = runError(x.res, x.run);
	await c('organizations and ad accounts: the workflow runs', () => failure ?? true);
	if (failure) return;
	const { organizations: mine, accounts } = visibleTo(fixtures, 'user-1');
	await c('Organization Get Many lists the user\'s organizations', () =>
		eq(nodeItems(x.run, 'Organizations').map((o) => o.id), mine.map((o) => o.id), 'organization ids'),
	);
	await c('Organization Get returns the first one', () => eq(nodeItems(x.run, 'Organization').map((o) => o.id), [mine[0].id]));
	await c('Ad Account Get Many covers every organization, with time zone and currency', () => {
		const got = nodeItems(x.run, 'Ad Accounts');
		const expected = accounts.map((a) => a.id).sort();
		const shape = got.every((a) => typeof a.timezone === 'string' && typeof a.currency === 'string');
		return shape ? eq(got.map((a) => a.id).sort(), expected, 'ad account ids') : 'an account lacks timezone or currency';
	});
	await c('Ad Account Get returns the account in its zone', () => {
		const [account] = nodeItems(x.run, 'Ad Account');
		return eq([account?.id, account?.timezone, account?.currency], [picked.la, 'America/Los_Angeles', 'USD']);
	});
}

export default { name: 'organizations-ad-accounts', workflows, run };
