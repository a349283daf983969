/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import path from 'node:path';

import type { INodeType } from 'n8n-workflow';

/**
 * The compiled node from dist/ (what ships; `npm run build` first). Not the TypeScript source:
 * under tsx, `require('…/SnapchatAds.node')` would resolve to the codex file SnapchatAds.node.json.
 */
export function loadCompiledNode(className: 'SnapchatAds' | 'SnapchatAdsTrigger' | 'SnapchatAdsLeadTrigger' = 'SnapchatAds'): INodeType {
	const file = path.join(__dirname, '..', '..', 'dist', 'nodes', 'SnapchatAds', `${className}.node.js`);
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const exported = require(file) as Record<string, new () => INodeType>;
	return new exported[className]();
}
