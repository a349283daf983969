/**
 * The option and field lists the nodes sort at load use `alphabetical` (no localeCompare: its first
 * use costs ~30 ms of CPU at load, see docs/development.md); here the order they give is held to the
 * locale's, where that cost does not matter.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { alphabetical } from '../../nodes/shared/input/fields';
import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';

const locale = (a: string, b: string) => a.localeCompare(b);

describe('alphabetical', () => {
	it('orders as the locale does, ignoring case', () => {
		const names = ['Get Many', 'get', 'Ad Squad', 'Ad', 'Add Users', 'ad account', 'Zebra', 'Update', 'Include Ads'];
		expect([...names].sort(alphabetical)).toEqual([...names].sort(locale));
	});
});

describe('the Snapchat Ads node lists options and fields alphabetically', () => {
	const { properties } = new SnapchatAds().description;
	// The lists the code sorts: Resource, each Operation, and Duplicate's Changes of a campaign or ad squad.
	const sorted = (p: INodeProperties) =>
		p.name === 'resource' || p.name === 'operation' || (p.name === 'changes' && ['campaign', 'adSquad'].includes(String(p.displayOptions?.show?.resource?.[0])));
	const lists = properties.filter(sorted).filter((p) => Array.isArray(p.options));
	it('has the Resource list, every Operation list and the two Changes collections', () => {
		expect(lists.filter((p) => p.name === 'operation').length).toBeGreaterThanOrEqual(10);
		expect(lists.filter((p) => p.name !== 'operation').map((p) => p.name)).toEqual(['resource', 'changes', 'changes']);
	});
	it.each(lists.map((p) => [`${p.name} (${JSON.stringify(p.displayOptions?.show ?? {})})`, p] as const))('%s', (_, p) => {
		const names = (p.options as Array<INodePropertyOptions | INodeProperties>).map((o) => ('displayName' in o ? o.displayName : o.name));
		expect(names).toEqual([...names].sort(locale));
	});
});
