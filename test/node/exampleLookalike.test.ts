/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * examples/launch-lookalike-minus-buyers.json (issue 42): its Snapchat Ads steps, run in turn against
 * the emulator, make a lookalike of the customer list, estimate the ad squad that targets it minus the
 * buyers, and create it Paused, saying that the new lookalike is not ready yet.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { json, useRig } from './setup';

const rig = useRig();

const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/launch-lookalike-minus-buyers.json'), 'utf8')) as {
	nodes: Array<{ name: string; parameters: INodeParameters }>;
};
/** A step's parameters with the references to earlier steps replaced by what they gave. */
const step = (name: string, values: Record<string, string> = {}): INodeParameters => {
	const found = example.nodes.find((n) => n.name === name);
	if (!found) throw new Error(`the example has no node "${name}"`);
	let text = JSON.stringify(found.parameters);
	for (const [expression, value] of Object.entries(values)) text = text.split(expression).join(value);
	return JSON.parse(text) as INodeParameters;
};

it('lookalike, estimate, then a paused ad squad that includes the lookalike and excludes the buyers', async () => {
	const seed = (name: string) => String(rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }).id);
	const customers = seed('Newsletter subscribers');
	const buyers = seed('Buyers');

	const listed = await rig.run(step('Segments of the ad account'));
	expect(json(listed.items).map((s) => s.name)).toEqual(['Newsletter subscribers', 'Buyers']);

	const lookalike = await rig.run(step('Create lookalike', { '={{ $json.customersId }}': customers }));
	expect(lookalike.error).toBeUndefined();
	const made = json(lookalike.items)[0];
	expect(made).toMatchObject({ source_type: 'LOOKALIKE', creation_spec: { seed_segment_id: customers, countries: ['US', 'GB', 'DE'] } });

	const refs = { "={{ $('Create lookalike').item.json.id }}": String(made.id), "={{ $('Our lists').first().json.buyersId }}": buyers };
	const estimate = await rig.run(step('Estimate audience', refs));
	expect(estimate.error).toBeUndefined();
	expect(json(estimate.items)[0]).toMatchObject({ estimate_for: 'planned', audience_size_minimum: expect.any(Number), audience_size_maximum: expect.any(Number) });

	const created = await rig.run(step('Create ad squad', refs));
	expect(created.error).toBeUndefined();
	const squad = json(created.items)[0];
	expect(squad).toMatchObject({
		status: 'PAUSED',
		targeting: {
			geos: [{ country_code: 'us' }, { country_code: 'gb' }, { country_code: 'de' }],
			enable_targeting_expansion: false,
			segments: [
				{ segment_id: [String(made.id)], operation: 'INCLUDE' },
				{ segment_id: [buyers], operation: 'EXCLUDE' },
			],
		},
	});
	expect(squad.warnings).toEqual([expect.stringMatching(/"Customers lookalike.*not READY/), expect.stringMatching(/"Buyers".*not READY/)]);
});

it('run again, the example uses the lookalike the first run made instead of making a second (issue 50.4)', async () => {
	const customers = String(rig.emulator.segments.seed({ name: 'Newsletter subscribers', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }).id);
	const params = step('Create lookalike', { '={{ $json.customersId }}': customers });
	const first = json((await rig.run(params)).items)[0];
	const again = await rig.run(params);
	expect(again.error).toBeUndefined();
	expect(json(again.items)[0]).toMatchObject({ id: first.id, existing: true });
	expect(rig.emulator.segments.list(AD_ACCOUNT_LA).filter((s) => s.source_type === 'LOOKALIKE')).toHaveLength(1);
});
