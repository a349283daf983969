// The "Snapchat Ads MCP server" example as the e2e scenario and the MCP bench import it, and an MCP
// client for it: the official SDK (`@modelcontextprotocol/sdk`, a dev dependency) over streamable HTTP
// or SSE, with the trigger's Bearer token (issue 36).
import fs from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CRED_ID, CRED_NAME, MCP_BEARER_CRED_ID, MCP_BEARER_CRED_NAME } from './credential.mjs';
import { CREDENTIAL_TYPE, ROOT } from './n8n.mjs';
import { sleep } from './wait.mjs';

export const MCP_EXAMPLE = path.join(ROOT, 'examples', 'snapchat-ads-mcp-server.json');
export const MCP_TRIGGER_TYPE = '@n8n/n8n-nodes-langchain.mcpTrigger';

/** The example, as file JSON. */
export const mcpExample = () => JSON.parse(fs.readFileSync(MCP_EXAMPLE, 'utf8'));

/**
 * The example with a fixed workflow id, its trigger on `mcpPath`, its tools on the credential
 * `snap` (default: the e2e one) and the trigger on the Bearer credential of `npm run dev`'s id.
 */
export function mcpWorkflow({ id, mcpPath, snap = { id: CRED_ID, name: CRED_NAME } }) {
	const wf = mcpExample();
	for (const node of wf.nodes) {
		if (node.credentials?.[CREDENTIAL_TYPE]) node.credentials[CREDENTIAL_TYPE] = snap;
		if (node.type === MCP_TRIGGER_TYPE) {
			node.parameters.path = mcpPath;
			node.credentials = { httpBearerAuth: { id: MCP_BEARER_CRED_ID, name: MCP_BEARER_CRED_NAME } };
		}
	}
	return { ...wf, id, active: false };
}

/** The tools the example offers, by tool name: description and the `$fromAI` keys of their parameters. */
export function exampleTools() {
	const tools = new Map();
	for (const node of mcpExample().nodes.filter((n) => n.type.endsWith('Tool'))) {
		const keys = [...JSON.stringify(node.parameters).matchAll(/\$fromAI\('([a-z_]+)'/g)].map((m) => m[1]);
		tools.set(node.name, { description: node.parameters.toolDescription, keys: [...new Set(keys)].sort() });
	}
	return tools;
}

/** An MCP client connected to `url` over 'http' (streamable HTTP) or 'sse', sending the Bearer `token`. */
export async function connectMcp(url, { token, transport = 'http', name = 'snapchat-ads-e2e' } = {}) {
	const headers = token ? { Authorization: `Bearer ${token}` } : {};
	const t =
		transport === 'sse'
			? new SSEClientTransport(new URL(url), {
					requestInit: { headers },
					eventSourceInit: { fetch: (u, init) => fetch(u, { ...init, headers: { ...init?.headers, ...headers } }) },
				})
			: new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } });
	const client = new Client({ name, version: '1.0.0' });
	await client.connect(t);
	return client;
}

/**
 * Waits until the trigger answers `tools/list` (n8n's /healthz answers before the community nodes are
 * loaded, so connecting is the real readiness check). Returns a connected client and its tool list.
 */
export async function waitForMcp(url, { token, timeoutMs = 120_000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	let last;
	while (Date.now() < deadline) {
		let client;
		try {
			client = await connectMcp(url, { token });
			const { tools } = await client.listTools();
			if (tools.length) return { client, tools };
			last = new Error('the server lists no tools yet');
		} catch (e) {
			last = e;
		}
		await client?.close().catch(() => {});
		await sleep(1000);
	}
	throw new Error(`the MCP server at ${url} did not list its tools within ${timeoutMs / 1000} s: ${last?.message}`);
}

/** The text of a tool answer (n8n sends the node's output items, or its error, as one text content). */
export const answerText = (result) => (result.content ?? []).map((c) => c.text ?? '').join('\n');

/** The JSON a successful tool answer holds (an array of items' JSON, or one object). */
export function answerJson(result) {
	const text = answerText(result);
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}
