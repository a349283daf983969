// Builders for the workflows and the credential the end-to-end test imports into n8n.
import { randomUUID } from 'node:crypto';
import { CREDENTIAL_TYPE, NODE_TYPE } from './lib.mjs';

export const CRED_ID = 'e2eSnapCred00001';
export const CRED_NAME = 'Snapchat Ads (e2e emulator)';

/** Credential JSON for `n8n import:credentials` (clear-text data) pointing at an emulator. */
export function emulatorCredential({ id = CRED_ID, name = CRED_NAME, emulator, tokens }) {
	const auth = emulator.authUrl.replace(/\/$/, '');
	return {
		id,
		name,
		type: CREDENTIAL_TYPE,
		data: {
			clientId: emulator.client.clientId,
			clientSecret: emulator.client.clientSecret,
			authUrl: `${auth}/login/oauth2/authorize`,
			accessTokenUrl: `${auth}/login/oauth2/access_token`,
			apiBaseUrl: emulator.baseUrl.replace(/\/$/, ''),
			scopes: ['snapchat-marketing-api'],
			authQueryParameters: '',
			authentication: 'body',
			grantType: 'authorizationCode',
			...(tokens
				? {
						oauthTokenData: {
							access_token: tokens.accessToken,
							refresh_token: tokens.refreshToken,
							token_type: 'Bearer',
							expires_in: tokens.expiresIn ?? 3600,
						},
					}
				: {}),
		},
	};
}

const rl = (value, mode = 'id') => ({ __rl: true, mode, value });

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
function chain(id, name, nodes, settings = {}) {
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

export const WF = {
	main: 'e2eMainFlow00001',
	batch: 'e2eBatchFlow0001',
	getDeleted: 'e2eGetDeleted001',
	badTime: 'e2eBadTime000001',
	badName: 'e2eBadName000001',
};

export const NAMES = {
	createBerlin: 'Create Berlin wall clock',
	createOffset: 'Create with offset',
	createWorkflowTz: 'Create in workflow time zone',
	get: 'Get created event',
	getAll: 'Get many (return all)',
	getLimit: 'Get many (limit 7)',
	delete: 'Delete created event',
	batch: 'Create 120 in batches of 50',
	getDeleted: 'Get deleted event',
	badTime: 'Create at a skipped time',
	badName: 'Create with empty name',
};

/**
 * All workflows of the test. `ids` carries the ad accounts; `deletedId` (known only after the main run)
 * is filled into the "get after delete" workflow.
 */
export function buildWorkflows({ accounts, deletedId = '00000000-0000-4000-8000-000000000000', batchCount = 120, batchSize = 50 }) {
	const main = chain(
		WF.main,
		'E2E: create, get, list, delete',
		[
			snapNode(
				NAMES.createBerlin,
				{
					operation: 'create',
					adAccountId: rl(accounts.berlin),
					eventName: 'E2E summer sale (Berlin wall clock)',
					eventStartTime: '2026-07-15T10:00:00',
					eventTimeZone: 'Europe/Berlin',
				},
				[220, 0],
			),
			snapNode(
				NAMES.createOffset,
				{
					operation: 'create',
					adAccountId: rl(accounts.la),
					eventName: 'E2E launch (explicit offset)',
					eventStartTime: '2026-11-20T18:30:00-05:00',
					eventTimeZone: 'America/New_York',
				},
				[440, 0],
				{ executeOnce: true },
			),
			snapNode(
				NAMES.createWorkflowTz,
				{
					operation: 'create',
					adAccountId: rl(accounts.la),
					eventName: 'E2E ad account time zone (Los Angeles, winter)',
					eventStartTime: '2027-01-10T09:00:00',
					eventTimeZone: 'accountDefault',
				},
				[660, 0],
				{ executeOnce: true },
			),
			snapNode(
				NAMES.get,
				{
					operation: 'get',
					eventDetailId: rl(`={{ $('${NAMES.createBerlin}').first().json.id }}`),
				},
				[880, 0],
				{ executeOnce: true },
			),
			snapNode(
				NAMES.getAll,
				{ operation: 'getAll', adAccountId: rl(accounts.paged), returnAll: true },
				[1100, 0],
				{ executeOnce: true },
			),
			snapNode(
				NAMES.getLimit,
				{ operation: 'getAll', adAccountId: rl(accounts.paged), returnAll: false, limit: 7 },
				[1320, 0],
				{ executeOnce: true },
			),
			snapNode(
				NAMES.delete,
				{
					operation: 'delete',
					eventDetailId: rl(`={{ $('${NAMES.createBerlin}').first().json.id }}`),
				},
				[1540, 0],
				{ executeOnce: true },
			),
		],
		{ timezone: 'America/Los_Angeles' },
	);

	const makeItems = {
		id: randomUUID(),
		name: 'Make items',
		type: 'n8n-nodes-base.set',
		typeVersion: 3.4,
		position: [220, 0],
		parameters: {
			mode: 'raw',
			jsonOutput: `={{ { items: Array.from({ length: ${batchCount} }, (_, i) => ({ name: 'E2E batch event ' + (i + 1) })) } }}`,
			options: {},
		},
	};
	const splitOut = {
		id: randomUUID(),
		name: 'One item per event',
		type: 'n8n-nodes-base.splitOut',
		typeVersion: 1,
		position: [440, 0],
		parameters: { fieldToSplitOut: 'items', options: {} },
	};
	const batch = chain(WF.batch, 'E2E: batched create', [
		makeItems,
		splitOut,
		snapNode(
			NAMES.batch,
			{
				operation: 'create',
				adAccountId: rl(accounts.batch),
				eventName: '={{ $json.name }}',
				eventStartTime: '2027-02-01T12:00:00Z',
				eventTimeZone: 'UTC',
				options: { batchSize },
			},
			[660, 0],
		),
	]);

	const getDeleted = chain(WF.getDeleted, 'E2E: get after delete', [
		snapNode(NAMES.getDeleted, { operation: 'get', eventDetailId: rl(deletedId) }, [220, 0]),
	]);

	const badTime = chain(WF.badTime, 'E2E: start time in the spring-forward gap', [
		snapNode(
			NAMES.badTime,
			{
				operation: 'create',
				adAccountId: rl(accounts.berlin),
				eventName: 'E2E never sent',
				eventStartTime: '2027-03-28T02:30',
				eventTimeZone: 'Europe/Berlin',
			},
			[220, 0],
		),
	]);

	const badName = chain(WF.badName, 'E2E: empty event name', [
		snapNode(
			NAMES.badName,
			{
				operation: 'create',
				adAccountId: rl(accounts.berlin),
				// An expression, as when a form field arrives empty (a literal '' is caught by n8n's own
				// required-parameter check before the node runs).
				eventName: "={{ '   ' }}",
				eventStartTime: '2027-05-01T10:00:00Z',
				eventTimeZone: 'Europe/Berlin',
			},
			[220, 0],
		),
	]);

	return { main, batch, getDeleted, badTime, badName };
}
