import type { INodeProperties } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';

const { description } = new SnapchatAds();
const updateCollections = description.properties.filter((p) => p.name === 'updateFields');

// A field added under Update Fields starts with its default: a number field showed 0.000000, an
// amount Snapchat refuses, and its "e.g. 50.25" placeholder was never seen.
describe('fields added under Update Fields', () => {
	it('exist for campaigns, ad squads and ads', () => {
		expect(updateCollections.map((c) => c.displayOptions?.show?.resource?.[0])).toEqual(expect.arrayContaining(['campaign', 'adSquad', 'ad']));
	});

	const fields = updateCollections.flatMap((c) =>
		(c.options as INodeProperties[]).map((f) => [`${String(c.displayOptions?.show?.resource?.[0])} ${f.displayName}`, f] as const),
	);

	it.each(fields)('%s starts empty or valid, never 0', (_, field) => {
		if (field.type === 'options') {
			expect((field.options ?? []).map((o) => ('value' in o ? o.value : undefined))).toContain(field.default);
		} else if (field.type === 'number') {
			// A number field cannot start empty in n8n: its default must then be a value the node accepts.
			expect(field.default).toBeGreaterThanOrEqual(Math.max(1, Number(field.typeOptions?.minValue ?? 1)));
			expect(field.default).toBeLessThanOrEqual(Number(field.typeOptions?.maxValue ?? Infinity));
		} else {
			expect(field.default).toBe('');
		}
	});

	it.each(fields.filter(([, f]) => f.name.endsWith('_micro')))('%s shows an example amount while empty', (_, field) => {
		expect(field.type).toBe('string');
		expect(field.placeholder).toBe('e.g. 50.25');
	});
});

describe('the End Time hint', () => {
	it('says that End Time Is In is under Options', () => {
		const hints = updateCollections.flatMap((c) => (c.options as INodeProperties[]).filter((f) => f.name === 'end_time').map((f) => f.hint));
		expect(hints.length).toBeGreaterThan(0);
		for (const hint of hints) expect(hint).toMatch(/Options → End Time Is In/);
	});
});
