// Snapchat Conversions in real n8n (issue 19): the example workflow examples/send-shop-orders-to-snapchat-conversions.json
// (a Webhook receiving an order → Send Events as PURCHASE) with its Send Events node exactly as shipped.
// `n8n execute` cannot receive a live webhook call, so the Webhook node is replaced by a manual trigger and
// a Code node that emits the item n8n's Webhook node would emit for the order (`{ headers, params, query,
// body }`); everything after it runs unchanged against the emulator's Conversions API area.
// Checks: one request with the hashed email and phone, seconds, the value as decimal text, the order ID as
// Event ID; the output item says "accepted"; no plain email or token in the output or the n8n log.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { ROOT } from '../../lib/n8n.mjs';
import { eq, nodeItems, runError } from '../checks.mjs';

const WF_ID = 'e2eConversions01';
const EXAMPLE = path.join(ROOT, 'examples', 'send-shop-orders-to-snapchat-conversions.json');
const SEND = 'Send purchase to Snapchat';
const HASHES = {
	email: '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345', // person@example.com
	phone: '5e7ec4c79ccac6e420876e65ad0e6b4b2ccf73ec3dccb50297bf2890a1ec73b9', // 14155550100
};
// Fixed when the workflows are built (import time), well inside Snap's 37-day window when the run happens.
const CREATED_AT = new Date(Date.now() - 10 * 60_000);
CREATED_AT.setUTCMilliseconds(0);
const ORDER = {
	order_id: 'e2e-order-1001',
	email: ' Person@Example.COM ',
	phone: '+1 (415) 555-0100',
	total: '142.52',
	currency: 'usd',
	created_at: CREATED_AT.toISOString(),
	page_url: 'https://shop.example.com/thanks',
	ip: '203.0.113.9',
	user_agent: 'Mozilla/5.0 (e2e)',
	skus: ['sku-1', 'sku-2'],
};

function workflows() {
	const example = JSON.parse(fs.readFileSync(EXAMPLE, 'utf8'));
	const send = example.nodes.find((n) => n.name === SEND);
	const webhookItem = { headers: { 'content-type': 'application/json' }, params: {}, query: {}, body: ORDER };
	const nodes = [
		{ id: randomUUID(), name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} },
		{
			id: randomUUID(),
			name: 'Order paid',
			type: 'n8n-nodes-base.code',
			typeVersion: 2,
			position: [220, 0],
			parameters: { jsCode: `return [{ json: ${JSON.stringify(webhookItem)} }];` },
		},
		send,
	];
	return [
		{
			id: WF_ID,
			name: 'E2E: shop order to Snapchat Conversions (example, webhook input inline)',
			active: false,
			nodes,
			connections: {
				Start: { main: [[{ node: 'Order paid', type: 'main', index: 0 }]] },
				'Order paid': example.connections['Order paid'],
			},
			settings: { executionOrder: 'v1' },
			pinData: {},
		},
	];
}

async function run({ c, execute, emulator }) {
	const x = await execute(WF_ID);
	const failure = runError(x.res, x.run);
	await c('conversions: the example workflow runs', () => failure ?? true);
	if (failure) return;
	const out = nodeItems(x.run, SEND);
	await c('Send Events outputs one item saying Snapchat accepted the PURCHASE', () =>
		out.length !== 1
			? `expected 1 item, got ${out.length}`
			: eq([out[0].outcome, out[0].eventName, out[0].eventId, out[0].actionSource], ['accepted', 'PURCHASE', ORDER.order_id, 'WEB'], 'outcome, name, id, source'),
	);
	const sends = x.log.filter((r) => r.method === 'POST' && r.path === `/v3/${emulator.conversions.pixelId}/events`);
	await c('Snapchat received one request with the hashed identifiers, seconds and the value as decimal text', () => {
		if (sends.length !== 1) return `expected 1 request, got ${sends.length}`;
		const event = sends[0].body?.data?.[0] ?? {};
		return eq(
			[event.event_name, event.event_time, event.event_id, event.user_data?.em, event.user_data?.ph, event.user_data?.client_ip_address, event.custom_data?.value, event.custom_data?.currency, event.custom_data?.content_ids],
			['PURCHASE', CREATED_AT.getTime() / 1000, ORDER.order_id, [HASHES.email], [HASHES.phone], ORDER.ip, '142.52', 'USD', ORDER.skus],
			'event fields',
		);
	});
	await c('no plain email or phone in any request, and no token in what n8n printed', () => {
		const requests = JSON.stringify(x.log.map((r) => r.body ?? null)).toLowerCase();
		const leaked = ['person@example.com', '4155550100'].filter((v) => requests.includes(v));
		if (leaked.length) return `found ${leaked.join(', ')} in a request`;
		return x.text.includes(emulator.conversions.token) ? 'the Conversions API token appears in the n8n output' : true;
	});
}

export default { name: 'conversions', workflows, run };
