/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * One-time setup of what n8n-core takes from its DI container
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Logger } from '@n8n/backend-common';
import { InstanceSettingsConfig, SsrfProtectionConfig } from '@n8n/config';
import { Container } from '@n8n/di';
import { Expression, LoggerProxy } from 'n8n-workflow';

import { RecordingLogger } from './logging';

let setUp = false;

export function setUpN8nCore(): void {
	if (setUp) return;
	setUp = true;

	// The in-process expression engine (`legacy`): the default `vm` engine needs isolated-vm,
	// which has no build for Node 20. n8n-workflow 2.40 already defaults to it; set it anyway so
	// an N8N_EXPRESSION_ENGINE in the environment (read only by n8n's CLI) cannot matter.
	Expression.setExpressionEngine('legacy');

	const logger = new RecordingLogger();
	Container.set(Logger, logger as unknown as Logger);
	LoggerProxy.init(logger);

	// Instance settings write a settings file: keep it in a throwaway folder, not ~/.n8n.
	const folder = mkdtempSync(path.join(os.tmpdir(), 'n8n-harness-'));
	process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
	const instanceConfig = Container.get(InstanceSettingsConfig);
	Object.assign(instanceConfig, {
		n8nFolder: path.join(folder, '.n8n'),
		userHome: folder,
		encryptionKey: 'n8n-nodes-snapchat-ads-test-harness',
		enforceSettingsFilePermissions: false,
	});

	// Loopback emulators must be reachable: n8n's SSRF protection (off by default) stays off.
	Container.get(SsrfProtectionConfig).enabled = false;
}
