// Audience Segment in real n8n (issue 13): create a segment, then add users from a Code node's items.
// Checks: one summary item, the hashes Snapchat received (literals computed with `printf '%s' v | sha256sum`),
// duplicates and invalid items reported, and no plain email in any request the emulator logged.
import { eq, nodeItems, runError } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';
import { randomUUID } from 'node:crypto';

const WF_ID = 'e2eAudienceSeg01';
const EMAILS = [' John.Doe@Example.COM ', 'john.doe@example.com', 'jane+promo@gmail.com', 'not-an-email'];
const HASHES = [
	'836f82db99121b3481011f16b49dfa5fbc714a0d1b1b9f784a1ebbbf5b39577f', // john.doe@example.com
	'e85af12814cd0fdaf47c791414b23cc8f53053eacce6c73b8a6ab4617ca160b2', // jane+promo@gmail.com
];

function workflows({ accounts }) {
	return [
		chain(WF_ID, 'E2E: audience segment from a Code node', [
			snapNode('Create Segment', { resource: 'audienceSegment', operation: 'create', adAccountId: rl(accounts.la), name: 'E2E customers' }, [220, 0]),
			{
				id: randomUUID(),
				name: 'Customers',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				position: [440, 0],
				parameters: { jsCode: `return ${JSON.stringify(EMAILS)}.map((email) => ({ json: { email } }));` },
			},
			snapNode(
				'Add Users',
				{
					resource: 'audienceSegment',
					operation: 'addUsers',
					segmentId: rl("={{ $('Create Segment').first().json.id }}"),
					identifierType: 'email',
					identifier: '={{ $json.email }}',
					options: {},
				},
				[660, 0],
			),
		]),
	];
}

async function run({ c, execute }) {
	const x = await execute(WF_ID);
	const failure = runError(x.res, x.run);
	await c('audience segment: the workflow runs', () => failure ?? true);
	if (failure) return;
	const [segment] = nodeItems(x.run, 'Create Segment');
	const summary = nodeItems(x.run, 'Add Users');
	await c('Create outputs a new, empty FIRST_PARTY segment', () =>
		eq([segment?.name, segment?.source_type, segment?.upload_status], ['E2E customers', 'FIRST_PARTY', 'NO_UPLOAD']),
	);
	await c('Add Users outputs one summary item with the counts', () =>
		summary.length !== 1
			? `expected 1 summary item, got ${summary.length}`
			: eq(
					[summary[0].itemsReceived, summary[0].identifiersSent, summary[0].duplicatesDropped, summary[0].invalidItemCount, summary[0].numberUploadedUsers],
					[4, 2, 1, 1, 2],
					'received, sent, duplicates, invalid, uploaded',
				),
	);
	const uploads = x.log.filter((r) => r.method === 'POST' && r.path === `/v1/segments/${segment?.id}/users`);
	await c('Snapchat received the SHA-256 hashes of the normalised emails in one request', () =>
		uploads.length !== 1 ? `expected 1 upload, got ${uploads.length}` : eq(uploads[0].body?.users?.[0]?.data, HASHES.map((h) => [h]), 'hashes'),
	);
	await c('no plain email in any request', () => {
		const text = JSON.stringify(x.log).toLowerCase();
		const leaked = EMAILS.map((e) => e.trim().toLowerCase()).filter((e) => text.includes(e));
		return leaked.length === 0 || `found ${leaked.join(', ')}`;
	});
}

export default { name: 'audience-segment', workflows, run };
