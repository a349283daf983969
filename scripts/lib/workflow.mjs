// Building blocks for the workflows the end-to-end scenarios and the queue bench import into n8n.
import { randomUUID } from 'node:crypto';
import { CRED_ID, CRED_NAME } from './credential.mjs';
import { CREDENTIAL_TYPE, NODE_TYPE } from './n8n.mjs';

/** A resource-locator value. */
export const rl = (value, mode = 'id') => ({ __rl: true, mode, value });

/**
 * A Snapchat Ads node using the e2e credential (resource Event Detail unless `parameters` says otherwise;
 * `extra.credentials` picks another credential).
 */
export function snapNode(name, parameters, position, extra = {}) {
	return {
		id: randomUUID(),
		name,
		type: NODE_TYPE,
		typeVersion: 1,
		position,
		parameters: { resource: 'eventDetail', ...parameters },
		credentials: { [CREDENTIAL_TYPE]: { id: CRED_ID, name: CRED_NAME } },
		...extra,
	};
}

function trigger() {
	return {
		id: randomUUID(),
		name: 'Start',
		type: 'n8n-nodes-base.manualTrigger',
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
}

/** A linear workflow: Start → nodes[0] → nodes[1] → ... */
export function chain(id, name, nodes, settings = {}) {
	const all = [trigger(), ...nodes];
	const connections = {};
	for (let i = 0; i < all.length - 1; i++) {
		connections[all[i].name] = { main: [[{ node: all[i + 1].name, type: 'main', index: 0 }]] };
	}
	return {
		id,
		name,
		active: false,
		nodes: all,
		connections,
		settings: { executionOrder: 'v1', ...settings },
		pinData: {},
	};
}

/**
 * A workflow that a trigger of this package starts, feeding an HTTP Request node ("Notify") that
 * calls `notifyUrl` (an n8n expression: the emulator's health URL with what the execution got), so
 * every execution shows in the emulator's request log. `trigger` is the trigger node's own part
 * (name, type, parameters, maybe webhookId); it gets the e2e credential.
 */
export function notifyWorkflow(id, name, trigger, notifyUrl) {
	const triggerNode = {
		id: randomUUID(),
		typeVersion: 1,
		position: [0, 0],
		...trigger,
		credentials: { [CREDENTIAL_TYPE]: { id: CRED_ID, name: CRED_NAME } },
	};
	const notify = {
		id: randomUUID(),
		name: 'Notify',
		type: 'n8n-nodes-base.httpRequest',
		typeVersion: 4.2,
		position: [220, 0],
		parameters: { url: notifyUrl, options: {} },
	};
	return {
		id,
		name,
		active: false,
		nodes: [triggerNode, notify],
		connections: { [trigger.name]: { main: [[{ node: notify.name, type: 'main', index: 0 }]] } },
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}
