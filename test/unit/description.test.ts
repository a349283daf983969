/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { EVENT_TIME_ZONES } from '../../nodes/SnapchatAds/time/timeZones';

const root = path.join(__dirname, '..', '..');
const nodeDir = path.join(root, 'nodes', 'SnapchatAds');
const { description, methods } = new SnapchatAds();
const props = (name: string) => description.properties.filter((p) => p.name === name);
const one = (name: string): INodeProperties => {
	const [found] = props(name);
	if (!found) throw new Error(`no property ${name}`);
	return found;
};

/** The Operation dropdown shown for `resource`. */
const operationsOf = (resource: string): INodePropertyOptions[] => {
	const found = props('operation').find((p) => p.displayOptions?.show?.resource?.includes(resource));
	if (!found) throw new Error(`no operation property for ${resource}`);
	return found.options as INodePropertyOptions[];
};

describe('Snapchat Ads node description', () => {
	it('is named, iconed and usable as a tool as n8n expects', () => {
		expect(description).toMatchObject({
			displayName: 'Snapchat Ads',
			name: 'snapchatAds',
			version: 1,
			usableAsTool: true,
			credentials: [{ name: 'snapchatAdsOAuth2Api', required: true }],
		});
		expect(description.subtitle).toContain('$parameter["operation"]');
		const icon = description.icon as { light: string; dark: string };
		for (const file of [icon.light, icon.dark]) {
			const svg = readFileSync(path.join(nodeDir, file.replace(/^file:/, '')), 'utf8');
			expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 64 64"/);
		}
	});

	it('has the Event Detail resource with create, get, get many and delete in n8n wording', () => {
		expect((one('resource').options as INodePropertyOptions[]).map((o) => o.value)).toContain('eventDetail');
		expect(one('resource').default).toBe('eventDetail');
		const operations = operationsOf('eventDetail');
		expect(operations.map((o) => [o.value, o.action])).toEqual([
			['create', 'Create an event detail'],
			['delete', 'Delete an event detail'],
			['get', 'Get an event detail'],
			['getAll', 'Get many event details'],
		]);
	});

	it('subtitles every operation of every resource as "<Operation>: <Resource>" in the dropdowns\' words', () => {
		const parts = [...String(description.subtitle).matchAll(/\{\{(.*?)\}\}/g)].map((m) => m[1]);
		expect(parts).toHaveLength(2);
		const evaluate = (part: string, parameter: Record<string, string>) =>
			(new Function('$parameter', `return (${part});`) as (p: Record<string, string>) => string)(parameter);
		const resources = one('resource').options as INodePropertyOptions[];
		expect(resources.length).toBeGreaterThanOrEqual(3);
		for (const resource of resources) {
			for (const operation of operationsOf(String(resource.value))) {
				const parameter = { resource: String(resource.value), operation: String(operation.value) };
				expect(`${evaluate(parts[0], parameter)}: ${evaluate(parts[1], parameter)}`).toBe(`${operation.name}: ${resource.name}`);
			}
		}
	});

	it('offers Ad Account Default plus exactly the 67 zones of the contract, labelled with their names and UTC offsets', () => {
		const options = one('eventTimeZone').options as INodePropertyOptions[];
		expect(options[0]).toEqual({ name: 'Ad Account Default', value: 'accountDefault' });
		expect(options.slice(1).map((o) => o.value)).toEqual([...EVENT_TIME_ZONES]);
		for (const o of options.slice(1)) {
			expect(o.name).toMatch(new RegExp(`^${String(o.value).replace('/', '\\/')} \\(UTC[+-]\\d{2}:\\d{2}(, summer UTC[+-]\\d{2}:\\d{2})?\\)$`));
		}
		const byValue = Object.fromEntries(options.map((o) => [o.value, o.name]));
		expect(byValue['Europe/Berlin']).toBe('Europe/Berlin (UTC+01:00, summer UTC+02:00)');
		expect(byValue['Australia/Sydney']).toBe('Australia/Sydney (UTC+10:00, summer UTC+11:00)');
		expect(byValue['Asia/Dubai']).toBe('Asia/Dubai (UTC+04:00)');
		expect(byValue['America/St_Johns' in byValue ? 'America/St_Johns' : 'America/Halifax']).toBe('America/Halifax (UTC-04:00, summer UTC-03:00)');
		expect(byValue.UTC).toBe('UTC (UTC+00:00)');
		expect(EVENT_TIME_ZONES).toHaveLength(67);
	});

	it('explains how the start time is read, including skipped and repeated times', () => {
		const start = one('eventStartTime');
		expect(start.type).toBe('dateTime');
		expect(start.hint).toMatch(/offset/i);
		expect(start.hint).toMatch(/earlier/i);
		expect((start.hint ?? '').length).toBeLessThanOrEqual(300);
	});

	const UUID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
	const SEGMENT = '5677923948298240';
	/** Values that would change the request path if they reached it. */
	const PATH_CHANGERS = (id: string) => [`../${id}`, `${id}/..`, `${id}/x`, `${id}?a=1`, `${id}#x`, ` ${id}`, `${id} ${id}`, `%2e%2e%2f${id}`, `${id}%2F`, '..', ''];

	it('has resource locators whose list modes name existing list searches, and ID checks of the right format in By ID mode', () => {
		// Locators inside a fixed collection (Ad Squad's Audience Segments pickers) are checked too.
		const nested = description.properties
			.filter((p) => p.type === 'fixedCollection')
			.flatMap((p) => (p.options as Array<{ values?: INodeProperties[] }>).flatMap((o) => o.values ?? []))
			.filter((p) => p.type === 'resourceLocator');
		expect(nested.map((p) => p.displayName)).toEqual(expect.arrayContaining(['Segment to Include', 'Segment to Exclude']));
		// And inside collections (Duplicate's Into Campaign and Into Ad Squad, issue 42 point 4).
		const inCollections = description.properties
			.filter((p) => p.type === 'collection')
			.flatMap((p) => (p.options as INodeProperties[]).filter((o) => o.type === 'resourceLocator'));
		expect(inCollections.map((p) => p.displayName)).toEqual(expect.arrayContaining(['Into Campaign', 'Into Ad Squad']));
		nested.push(...inCollections);
		const locators = description.properties.filter((p) => p.type === 'resourceLocator');
		expect(new Set(locators.map((p) => p.name))).toEqual(new Set(['adAccountId', 'eventDetailId', 'organizationId', 'campaignId', 'adSquadId', 'adId', 'segmentId', 'formId', 'mediaId', 'topSnapMediaId', 'creativeId', 'leadFormId', 'iconMediaId', 'seedSegmentId', 'pixelId']));
		for (const locator of [...locators, ...nested]) {
			const list = locator.modes?.find((m) => m.name === 'list');
			const method = list?.typeOptions?.searchListMethod as string;
			expect(typeof methods.listSearch[method as keyof typeof methods.listSearch]).toBe('function');
			const byId = locator.modes?.find((m) => m.name === 'id');
			const regex = new RegExp((byId?.validation?.[0] as unknown as { properties: { regex: string } }).properties.regex);
			// Issue 18: segment IDs are decimal strings (Snap's "5677923948298240"); every other entity's a UUID.
			const [good, other] = ['segmentId', 'seedSegmentId', 'segment'].includes(locator.name) ? [SEGMENT, UUID] : [UUID, SEGMENT];
			expect([locator.name, regex.test(good)]).toEqual([locator.name, true]);
			expect([locator.name, regex.test(other)]).toEqual([locator.name, false]);
			for (const bad of PATH_CHANGERS(good)) expect([locator.name, bad, regex.test(bad)]).toEqual([locator.name, bad, false]);
		}
	});

	it("Creative Create's Lead Form is a locator over the ad account's lead forms (list, ID, link), shown for Lead Generation creatives only", () => {
		const field = one('leadFormId');
		expect(field.type).toBe('resourceLocator');
		expect(field.displayName).toBe('Lead Form');
		expect(field.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
			['list', 'searchLeadForms'],
			['id', undefined],
			['url', undefined],
		]);
		expect(field.displayOptions?.show).toEqual({ resource: ['creative'], operation: ['create'], type: ['LEAD_GENERATION'] });
	});

	it("Ad Create's Creative is a locator over the ad account's creatives (list, ID, link); the name creativeId stays, so saved plain IDs are read", () => {
		const field = props('creativeId').find((p) => p.displayOptions?.show?.resource?.includes('ad'));
		expect(field?.type).toBe('resourceLocator');
		expect(field?.displayName).toBe('Creative');
		expect(field?.required).toBe(true);
		expect(field?.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
			['list', 'searchCreatives'],
			['id', undefined],
			['url', undefined],
		]);
		expect(field?.displayOptions?.show).toEqual({ resource: ['ad'], operation: ['create'] });
		expect(field?.description).toMatch(/Type/);
	});

	it("Duplicate's Into Campaign and Into Ad Squad are pickers of the ad account's campaigns and ad squads inside Changes (issue 42, 4); the names stay, so saved plain IDs are read", () => {
		const changesOf = (resource: string) =>
			(props('changes').find((p) => p.displayOptions?.show?.resource?.includes(resource) && p.displayOptions?.show?.operation?.includes('duplicate'))?.options ?? []) as INodeProperties[];
		for (const [resource, name, displayName, method] of [
			['adSquad', 'targetCampaignId', 'Into Campaign', 'searchCampaigns'],
			['ad', 'targetAdSquadId', 'Into Ad Squad', 'searchAdSquads'],
		] as const) {
			const field = changesOf(resource).find((o) => o.name === name);
			expect(field?.type).toBe('resourceLocator');
			expect(field?.displayName).toBe(displayName);
			expect(field?.required).toBe(false);
			expect(field?.default).toEqual({ mode: 'list', value: '' });
			expect(field?.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
				['list', method],
				['id', undefined],
				['url', undefined],
			]);
			expect(field?.description).toMatch(/ad account above/);
			// By ID says a pasted link is a link and to choose By URL (the package's locators' rule).
			const linkRule = field?.modes?.find((m) => m.name === 'id')?.validation?.[1] as unknown as { properties: { regex: string; errorMessage: string } };
			expect(new RegExp(`^${linkRule.properties.regex}$`).test('https://ads.snapchat.com/x/campaigns/5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60')).toBe(false);
			expect(linkRule.properties.errorMessage).toMatch(/This is a link.*By URL/);
		}
	});

	it("Creative Create's Icon Media is a locator over the ad account's ready media, shown for App Install and Deep Link creatives", () => {
		const field = one('iconMediaId');
		expect(field.type).toBe('resourceLocator');
		expect(field.displayName).toBe('Icon Media');
		expect(field.required).toBe(true);
		expect(field.modes?.map((m) => [m.name, m.typeOptions?.searchListMethod])).toEqual([
			['list', 'searchReadyMedia'],
			['id', undefined],
			['url', undefined],
		]);
		expect(field.displayOptions?.show).toEqual({ resource: ['creative'], operation: ['create'], type: ['APP_INSTALL', 'DEEP_LINK'] });
	});

	// n8n appends its tracking query to these links; after a '#section' that stops the page scrolling.
	it('has a codex in the Marketing category whose links are pages of this repository, without a fragment', () => {
		const codex = JSON.parse(readFileSync(path.join(nodeDir, 'SnapchatAds.node.json'), 'utf8'));
		expect(codex.node).toBe('n8n-nodes-snapchat-ads.snapchatAds');
		expect(codex.categories).toEqual(['Marketing']);
		const urls = [...codex.resources.primaryDocumentation, ...codex.resources.credentialDocumentation].map((r: { url: string }) => r.url);
		for (const url of urls) {
			expect(url).not.toContain('#');
			const file = /\/blob\/main\/(.+)$/.exec(url)?.[1];
			expect(file && existsSync(path.join(root, file))).toBe(true);
		}
		expect(existsSync(path.join(root, 'examples'))).toBe(true);
	});
});

describe('Stats fields people read (issue 21)', () => {
	const names = (name: string) => (one(name).options as INodePropertyOptions[]).map((o) => o.name);

	it('orders Level, Breakdown and Date Range as people think, not alphabetically', () => {
		expect(names('dateRange')).toEqual(['Today', 'Yesterday', 'Last 7 Days', 'Last 14 Days', 'Last 30 Days', 'This Month', 'Last Month', 'Custom']);
		expect(names('level')).toEqual(['Ad Account', 'Campaign', 'Ad Squad', 'Ad']);
		expect(names('breakdown')).toEqual(['None', 'By Campaign', 'By Ad Squad', 'By Ad']);
	});

	it('names metrics once, with unit abbreviations as written', () => {
		const metrics = names('metrics');
		expect(metrics).toContain('Reach');
		expect(metrics).toContain('Screen Time (Milliseconds)');
		expect(metrics.filter((m) => /\(.*\).*\(/.test(m))).toEqual([]);
	});

	it("says on ad squad Daily Budget, Lifetime Budget and Bid which squads take them, before anyone adds them", () => {
		const fields = description.properties.find(
			(p) => p.name === 'updateFields' && p.displayOptions?.show?.resource?.includes('adSquad'),
		);
		const option = (name: string) => {
			const found = (fields?.options as INodeProperties[] | undefined)?.find((o) => o.name === name);
			if (!found) throw new Error(`no ad squad update field ${name}`);
			return String(found.description);
		};
		expect(option('daily_budget_micro')).toMatch(/daily.*lifetime budget refuses it.*Ads Manager/);
		expect(option('lifetime_budget_micro')).toMatch(/lifetime budget.*daily budget refuses it.*Ads Manager/);
		expect(option('bid_micro')).toMatch(/Auto-Bid refuses it/);
		const campaignFields = description.properties.find(
			(p) => p.name === 'updateFields' && p.displayOptions?.show?.resource?.includes('campaign'),
		);
		const campaignDaily = (campaignFields?.options as INodeProperties[]).find((o) => o.name === 'daily_budget_micro');
		expect(String(campaignDaily?.description)).not.toMatch(/delivery_constraint/);
	});
});

describe('creating campaigns, ad squads and ads', () => {
	it('offers Create and Duplicate on Campaign, Ad Squad and Ad, Paused by default with Preview Only, and tells an agent so', () => {
		for (const resource of ['campaign', 'adSquad', 'ad']) {
			// Ad squads also have Estimate Audience (issue 42, point 7) and Get Bid Estimate (issue 49, point 4), reads.
			const squadOnly = resource === 'adSquad';
			expect(operationsOf(resource).map((o) => o.value)).toEqual(['create', 'delete', 'duplicate', ...(squadOnly ? ['estimateAudience'] : []), 'get', ...(squadOnly ? ['getBidEstimate'] : []), 'getAll', 'update']);
			for (const operation of ['create', 'duplicate']) {
				const shown = (p: INodeProperties) => p.displayOptions?.show?.resource?.includes(resource) && p.displayOptions?.show?.operation?.includes(operation);
				expect(description.properties.find((p) => p.name === 'status' && shown(p))?.default).toBe('PAUSED');
				expect(description.properties.find((p) => p.name === 'preview' && shown(p))?.default).toBe(false);
			}
		}
		expect(description.usableAsTool).toBe(true);
		expect(description.description).toMatch(/created Paused.*Preview Only/);
	});
});
