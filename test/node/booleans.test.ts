/**
 * Issue 45, point 13: every boolean parameter of every node is read through the one strict reader
 * (nodes/shared/input/booleans.ts). The list of switches is GENERATED from the nodes' descriptions
 * (collections and fixed collections included), so a new switch is tested without anyone
 * remembering. Each is run through n8n-core's engine against the emulator with its value given by
 * an expression:
 * - "true" behaves exactly as the switch on, "false" exactly as off, and on and off differ (what
 *   was sent, what came out): a read with `=== true` fails the first, one with `as boolean` the second;
 * - "yes" is refused naming the field (and the item), and nothing is written.
 * A switch in an operation this file has no scenario for fails with what to add.
 */
import type { IDataObject, INodeExecutionData, INodeParameters, INodeProperties, INodeType } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';
import {
	AD_ACCOUNT_LA,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_SUMMER_BROAD,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_SUMMER,
	CAPI_APP_ID,
	LEAD_FORM_TEST_DRIVE,
	PIXEL_LA,
} from '../emulator';
import { videoBytes } from '../emulator/sampleMedia';
import { setPixelEligibility } from '../emulator/pixelEligibility';
import { makeCredential, runNode, startWebhookTrigger, type RunNodeResult } from '../harness';
import { capiCredentialData, CONVERSIONS_TYPE, sendParams } from './conversionsParams';
import { adsUpdate } from './adsParams';
import { adCreate, adSquadCreate, campaignCreate, duplicate } from './createParams';
import { rl } from './params';
import { campaignStatsParams } from './statsParams';
import { useRig } from './setup';

// ---- The switches, found in the descriptions ----------------------------------------------------

interface Switch {
	node: string;
	/** Where the value sits in the node's parameters, e.g. ['options', 'omitEmpty']. */
	path: string[];
	displayName: string;
	/** The display conditions of the switch (and of the collection it sits in). */
	show: Record<string, unknown[]>;
}

function switchesOf(node: string, properties: INodeProperties[], path: string[] = [], inherited: Record<string, unknown[]> = {}): Switch[] {
	const out: Switch[] = [];
	for (const p of properties) {
		const show = { ...inherited, ...((p.displayOptions?.show ?? {}) as Record<string, unknown[]>) };
		if (p.type === 'boolean') out.push({ node, path: [...path, p.name], displayName: p.displayName, show });
		if (p.type === 'collection') out.push(...switchesOf(node, (p.options ?? []) as INodeProperties[], [...path, p.name], show));
		if (p.type === 'fixedCollection') {
			for (const group of (p.options ?? []) as Array<{ name: string; values: INodeProperties[] }>) {
				const inner = switchesOf(node, group.values, [...path, p.name, group.name], show);
				if (inner.length > 0 && p.typeOptions?.multipleValues) throw new Error(`${node}: the switches of ${p.name} (multiple values) need a way to be set in test/node/booleans.test.ts`);
				out.push(...inner);
			}
		}
	}
	return out;
}

const NODES: INodeType[] = [new SnapchatAds(), new SnapchatAdsTrigger(), new SnapchatAdsLeadTrigger(), new SnapchatConversions()];
const SWITCHES = NODES.flatMap((n) => switchesOf(n.description.name, n.description.properties));

/** One case per switch and per resource/operation that shows it. */
interface Case extends Switch {
	key: string;
}
const CASES: Case[] = SWITCHES.flatMap((s) => {
	const resources = (s.show.resource as string[] | undefined) ?? [''];
	const operations = (s.show.operation as string[] | undefined) ?? [''];
	return resources.flatMap((r) => operations.map((o) => ({ ...s, key: `${s.node}:${r}:${o}` })));
});

// ---- How each operation is run --------------------------------------------------------------------

const rig = useRig();

/** What one run shows: the error, every API request and the output, with IDs and times made alike. */
interface Outcome {
	error?: string;
	writes: number;
	seen: string;
}

interface Scenario {
	/** The run with the node's parameters (the switch already set) after the emulator was reset. */
	run(parameters: INodeParameters): Promise<Outcome>;
	/** The parameters before the switch is set. */
	base(): INodeParameters | Promise<INodeParameters>;
	/** The error of "yes" names the item (every node that runs items). */
	item: boolean;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function alike(value: unknown): string {
	return JSON.stringify(value)
		.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
		.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, '<time>')
		.replace(/\b\d{12,}\b/g, '<n>')
		.replace(/Seeded media \d+/g, 'Seeded media <n>')
		.replace(/\b[0-9a-f]{32}\b/g, '<request>')
		.replace(/"(waited_?[mM]s|waitedSeconds)":\d+/g, '"$1":<n>');
}

function outcomeOf(result: RunNodeResult, calls: Array<{ method: string; path: string; query: unknown; body?: unknown }>): Outcome {
	return {
		error: result.error?.message,
		writes: calls.filter((c) => WRITES.has(c.method)).length,
		seen: alike({ calls: calls.map((c) => [c.method, c.path, c.query, c.body]), items: result.items.map((i: INodeExecutionData) => i.json), error: result.error?.message }),
	};
}

function adsScenario(base: () => INodeParameters | Promise<INodeParameters>, input?: () => INodeExecutionData[] | IDataObject[]): Scenario {
	return {
		item: true,
		base,
		async run(parameters) {
			const result = await rig.run(parameters, input ? { input: input() as IDataObject[] } : {});
			return outcomeOf(result, rig.apiCalls());
		},
	};
}

const getMany = (resource: string, over: IDataObject = {}) => adsScenario(() => ({ resource, operation: 'getAll', adAccountId: rl(AD_ACCOUNT_LA), limit: 1, ...over }));

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	if (result.error) throw new Error(result.error.message);
	rig.emulator.clearLog();
	return result.items[0].json.id as string;
}

function video(): INodeExecutionData[] {
	return [{ json: {}, binary: { data: { data: videoBytes(5000).toString('base64'), mimeType: 'video/mp4', fileName: 'v.mp4' } } }];
}

/** One event time for every run, so that runs differ only by the switch. */
const EVENT_TIME = new Date(Date.now() - 3_600_000).toISOString();

const conversionsScenario = (over: INodeParameters): Scenario => ({
	item: true,
	base: () => sendParams({ eventTime: EVENT_TIME, eventId: 'order-1', userData: { email: 'person@example.com', phone: '14155550100' }, customData: { currency: 'USD', value: '10' }, options: { defaultCountry: 'DE' },
		// Read only for an app event (Action Source App, set by the switch's display condition).
		snapAppId: CAPI_APP_ID, appData: { extinfo: '["i2", "com.example.app", "1.0"]' }, ...over }),
	async run(parameters) {
		const result = await runNode({
			nodeType: NODES[3],
			typeName: CONVERSIONS_TYPE,
			nodeName: 'Snapchat Conversions',
			parameters,
			credential: makeCredential(capiCredentialData(rig.emulator), 'snapchatConversionsApi'),
			parentTypesFor: {},
		});
		return outcomeOf(result, rig.emulator.requestLog.filter((e) => e.path.startsWith('/v3/')));
	},
});

const LEAD_TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsLeadTrigger';

/** The Lead Ads Trigger: activated while the form sends its leads elsewhere, then an unsigned delivery. */
const leadTrigger: Scenario = {
	item: false,
	base: () => ({ adAccountId: rl(AD_ACCOUNT_LA), formId: rl(LEAD_FORM_TEST_DRIVE), replaceExisting: true }),
	async run(parameters) {
		rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, 'https://crm.example.com/snap-leads');
		const t = await startWebhookTrigger({ nodeType: NODES[2], typeName: LEAD_TYPE, parameters, credential: rig.credential });
		try {
			const activation = await t.activate();
			const urls = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE).map((i) => (i.webhook_url === t.url() ? 'this workflow' : i.webhook_url));
			let delivery: string | undefined;
			if (!activation.error) {
				// An unsigned delivery to this workflow's URL, as anyone on the internet could send one.
				rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, t.url());
				const outcome = await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { unsigned: true, maxAttempts: 1 });
				delivery = alike({ statuses: outcome.statuses, executions: t.executions.length, answers: t.deliveries.map((d) => d.body) });
			}
			const failed = t.deliveries.find((d) => d.status >= 500)?.body;
			const error = activation.error?.message ?? (failed === undefined ? undefined : String((JSON.parse(failed) as { message?: unknown }).message));
			return { error, writes: 0, seen: alike({ activation: activation.error?.message, urls, delivery }) };
		} finally {
			await t.close();
		}
	},
};

/**
 * Every resource and operation that shows a switch, and how to run it. Most parameters come from the
 * builders the operation tests use; each run starts from a reset emulator.
 */
const SCENARIOS: Record<string, Scenario> = {
	'snapchatAds:ad:getAll': getMany('ad'),
	'snapchatAds:adAccount:getAll': adsScenario(() => ({ resource: 'adAccount', operation: 'getAll', limit: 1 })),
	'snapchatAds:adSquad:getAll': getMany('adSquad'),
	'snapchatAds:audienceSegment:getAll': adsScenario(() => {
		for (const name of ['One', 'Two']) rig.emulator.segments.seed({ name, description: '', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
		return { resource: 'audienceSegment', operation: 'getAll', adAccountId: rl(AD_ACCOUNT_LA), limit: 1 };
	}),
	'snapchatAds:campaign:getAll': getMany('campaign'),
	'snapchatAds:creative:getAll': getMany('creative'),
	'snapchatAds:eventDetail:getAll': getMany('eventDetail'),
	'snapchatAds:leadForm:getAll': getMany('leadForm'),
	'snapchatAds:media:getAll': adsScenario(() => {
		rig.emulator.media.seedReady(AD_ACCOUNT_LA);
		rig.emulator.media.seedReady(AD_ACCOUNT_LA);
		return { resource: 'media', operation: 'getAll', adAccountId: rl(AD_ACCOUNT_LA), limit: 1 };
	}),
	'snapchatAds:organization:getAll': adsScenario(() => ({ resource: 'organization', operation: 'getAll', limit: 1 })),
	'snapchatAds:pixel:getAll': getMany('pixel'),
	'snapchatAds:pixel:get': adsScenario(() => ({ resource: 'pixel', operation: 'get', adAccountId: rl(AD_ACCOUNT_LA), pixelId: rl(PIXEL_LA) })),
	'snapchatAds:pixel:getEligibility': adsScenario(() => {
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_LA, conversion_window: 'SWIPE_7DAY', status: 'ACTIVE' });
		setPixelEligibility(rig.emulator, PIXEL_LA, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		return { resource: 'pixel', operation: 'getEligibility', adAccountId: rl(AD_ACCOUNT_LA), pixelId: rl(PIXEL_LA) };
	}),
	'snapchatAds:campaign:create': adsScenario(() => campaignCreate()),
	'snapchatAds:adSquad:create': adsScenario(async () => adSquadCreate(await trafficCampaign())),
	'snapchatAds:ad:create': adsScenario(() => adCreate(AD_SQUAD_LA_SUMMER_BROAD)),
	'snapchatAds:campaign:duplicate': adsScenario(() => duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON)),
	'snapchatAds:adSquad:duplicate': adsScenario(() => duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD)),
	'snapchatAds:ad:duplicate': adsScenario(() => duplicate('ad', AD_LA_SUMMER_VIDEO)),
	'snapchatAds:adSquad:update': adsScenario(() => adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { name: 'Renamed' })),
	'snapchatAds:audienceSegment:addUsers': adsScenario(() => ({
		resource: 'audienceSegment',
		operation: 'addUsers',
		segmentId: rl(String(rig.emulator.segments.seed({ name: 'Phones', description: '', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }).id)),
		identifierType: 'phone',
		// A US number written with its country code: read as a German one without the switch.
		identifier: '14155550100',
		defaultCountry: 'DE',
		options: {},
	})),
	'snapchatAds:creative:create': adsScenario(() => ({
		resource: 'creative',
		operation: 'create',
		adAccountId: rl(AD_ACCOUNT_LA),
		name: 'Spring - web',
		type: 'WEB_VIEW',
		topSnapMediaId: rl(rig.emulator.media.seedReady(AD_ACCOUNT_LA).id),
		brandName: 'Acme Shoes',
		headline: 'Spring sale: 30% off',
		url: 'https://example.com/spring',
		callToActionWEB_VIEW: 'SHOP_NOW',
	})),
	'snapchatAds:media:upload': adsScenario(() => {
		rig.emulator.media.processingMs.VIDEO = 400;
		return { resource: 'media', operation: 'upload', adAccountId: rl(AD_ACCOUNT_LA), binaryPropertyName: 'data', options: { maxWaitSeconds: 30 } };
	}, video),
	'snapchatAds:stats:get': adsScenario(() => campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2030-06-01', endDate: '2030-06-03', options: {} })),
	'snapchatAdsLeadTrigger::': leadTrigger,
	'snapchatConversions::send': conversionsScenario({}),
};
SCENARIOS['snapchatAds:audienceSegment:removeUsers'] = {
	...SCENARIOS['snapchatAds:audienceSegment:addUsers'],
	base: async () => ({ ...(await SCENARIOS['snapchatAds:audienceSegment:addUsers'].base()), operation: 'removeUsers' }),
};

/**
 * What a switch needs to be read at all, beyond its display conditions, by `<scenario key> <path>`:
 * Allow No Included Segment is read when a Segment Change is given, and matters when it removes the
 * squad's only included segment.
 */
const NEEDS: Record<string, () => IDataObject> = {
	'snapchatAds:adSquad:update allowNoInclude': lastIncludeRemoved,
	'snapchatAds:adSquad:duplicate allowNoInclude': lastIncludeRemoved,
};

function lastIncludeRemoved(): IDataObject {
	const id = String(rig.emulator.segments.seed({ name: 'Buyers', description: '', source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA }).id);
	const targeting = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)?.targeting;
	rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { targeting: { ...targeting, segments: [{ segment_id: [id], operation: 'INCLUDE' }] } });
	return { audienceSegments: { include: [{ segment: rl(id, 'list') }] }, segmentMode: 'remove' };
}

// ---- The runs ---------------------------------------------------------------------------------------

/** The parameters with the switch at `path` set to `value`, and the other display conditions met. */
function withSwitch(base: INodeParameters, s: Switch, value: unknown): INodeParameters {
	const parameters = structuredClone(base) as IDataObject;
	for (const [name, allowed] of Object.entries(s.show)) {
		if (name === 'resource' || name === 'operation' || name.startsWith('@')) continue;
		if (!allowed.includes(parameters[name])) parameters[name] = allowed[0] as never;
	}
	let at = parameters;
	for (const part of s.path.slice(0, -1)) {
		at[part] = { ...((at[part] as IDataObject | undefined) ?? {}) };
		at = at[part] as IDataObject;
	}
	at[s.path[s.path.length - 1]] = value as never;
	return parameters as INodeParameters;
}

async function run(scenario: Scenario, c: Case, value: unknown): Promise<Outcome> {
	rig.emulator.reset();
	const base = { ...(await scenario.base()), ...(NEEDS[`${c.key} ${c.path.join('.')}`]?.() ?? {}) } as INodeParameters;
	rig.emulator.clearLog();
	return await scenario.run(withSwitch(base, c, value));
}

const byExpression = (text: string) => `={{ ${JSON.stringify(text)} }}`;

describe('every boolean parameter is found in the descriptions', () => {
	it('finds the switches the nodes are known to have (the walk reaches collections and their options)', () => {
		const found = new Set(SWITCHES.map((s) => `${s.node}:${s.path.join('.')}`));
		for (const known of ['snapchatAds:preview', 'snapchatAds:includeEstimate', 'snapchatAds:options.omitEmpty', 'snapchatAds:changes.includeChildren', 'snapchatConversions:appData.advertiserTrackingEnabled', 'snapchatAdsLeadTrigger:replaceExisting']) {
			expect(found).toContain(known);
		}
	});

	it('has a scenario for every resource and operation that shows one', () => {
		expect(CASES.filter((c) => !SCENARIOS[c.key]).map((c) => `${c.key} (${c.path.join('.')}): add a scenario to SCENARIOS in test/node/booleans.test.ts`)).toEqual([]);
	});
});

describe.each(CASES.filter((c) => SCENARIOS[c.key]).map((c) => [`${c.key} ${c.path.join('.')} (${c.displayName})`, c] as const))('%s', (_name, c) => {
	const scenario = SCENARIOS[c.key];

	it('"true" by expression is on, "false" is off, and on and off differ', async () => {
		const on = await run(scenario, c, true);
		const off = await run(scenario, c, false);
		// Off may be refused for its own reason (Replace Existing Webhook off: the form sends its leads elsewhere), not both.
		expect([on.error, off.error].filter((e) => e !== undefined)).toEqual(off.error === undefined ? [] : [off.error]);
		expect(String(off.error)).not.toMatch(/must be true or false/);
		expect(on.seen).not.toEqual(off.seen);
		expect((await run(scenario, c, byExpression('true'))).seen).toEqual(on.seen);
		expect((await run(scenario, c, byExpression('false'))).seen).toEqual(off.seen);
		expect((await run(scenario, c, byExpression(' TRUE '))).seen).toEqual(on.seen);
	});

	it('"yes" by expression is refused naming the field, and nothing is written', async () => {
		const refused = await run(scenario, c, byExpression('yes'));
		expect(refused.error).toContain(c.displayName);
		expect(refused.error).toContain('"yes"');
		if (scenario.item) expect(refused.error).toMatch(/item 0/);
		expect(refused.writes).toBe(0);
	});
});
