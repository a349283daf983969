// The customer lists examples/launch-lookalike-minus-buyers.json starts from ("Newsletter subscribers" and
// "Buyers" in the Acme US ad account), so that example runs on a first `npm run dev` and in the editor
// check's pictures. Made-up users: SHA-256 of demo addresses, as the node would send them. A list of that
// name already there (restored dev data, or made by the customer-list example) is left as it is. The
// emulator matches uploads after a minute of its clock: until then the lists say PROCESSING, as Snap's do.
import { createHash } from 'node:crypto';

export const DEMO_AUDIENCES = [
	{ name: 'Newsletter subscribers', users: 2400, description: 'Demo customer list (npm run dev)' },
	{ name: 'Buyers', users: 1200, description: 'Demo customer list of buyers (npm run dev)' },
];

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Adds the demo customer lists missing from `adAccountId`; answers the names it added. */
export function seedDemoAudiences(emulator, adAccountId) {
	const existing = new Set(emulator.segments.list(adAccountId).map((s) => s.name));
	const added = [];
	for (const demo of DEMO_AUDIENCES.filter((d) => !existing.has(d.name))) {
		const segment = emulator.segments.seed({
			name: demo.name,
			description: demo.description,
			source_type: 'FIRST_PARTY',
			retention_in_days: 9999,
			ad_account_id: adAccountId,
		});
		const slug = demo.name.toLowerCase().replace(/[^a-z]+/g, '-');
		emulator.segments.addUsers(segment.id, 'EMAIL_SHA256', Array.from({ length: demo.users }, (_, i) => sha256(`${slug}-${i + 1}@example.com`)));
		added.push(demo.name);
	}
	return added;
}
