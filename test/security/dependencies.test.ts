/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 6, security: `npm audit --omit=dev` reports nothing, because the package has no runtime
 * dependencies at all (n8n-workflow, and Luxon through it, come from n8n as a peer).
 *
 * With no production dependency npm audit has nothing to send, so it answers without the
 * registry (checked with the registry pointed at a dead port: `total: 0`, exit 0). Should a
 * future npm need the audit endpoint and not reach it, that one assertion is skipped with a note.
 * The offline proof below always runs: the manifest declares no dependencies, and the packed
 * tarball installed into an empty project (npm --offline, peers not installed) brings nothing but
 * itself.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as Record<string, unknown>;

function npm(args: string[], cwd: string) {
	return spawnSync('npm', args, { cwd, encoding: 'utf8', timeout: 90_000, env: { ...process.env, npm_config_update_notifier: 'false' } });
}

describe('runtime dependencies', () => {
	it('package.json declares none: no dependencies, optional or bundled ones; only n8n-workflow as a peer', () => {
		expect(pkg.dependencies ?? {}).toEqual({});
		expect(pkg.optionalDependencies ?? {}).toEqual({});
		expect(pkg.bundleDependencies ?? pkg.bundledDependencies ?? []).toEqual([]);
		expect(Object.keys((pkg.peerDependencies as Record<string, string>) ?? {})).toEqual(['n8n-workflow']);
	});

	it('the packed tarball installed into an empty project brings nothing but itself', () => {
		const dir = mkdtempSync(path.join(os.tmpdir(), 'snapchat-deps-'));
		try {
			const packed = npm(['pack', '--ignore-scripts', '--json', '--pack-destination', dir], root);
			expect(packed.status).toBe(0);
			const [{ filename }] = JSON.parse(packed.stdout) as Array<{ filename: string }>;
			const project = path.join(dir, 'project');
			mkdirSync(project);
			writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'probe', version: '1.0.0', private: true }));
			// --offline: no registry; --legacy-peer-deps: peers are n8n's to provide, as in a real n8n.
			const installed = npm(
				['install', '--offline', '--legacy-peer-deps', '--no-audit', '--no-fund', '--ignore-scripts', path.join(dir, filename)],
				project,
			);
			expect(installed.stderr).not.toMatch(/npm error/);
			expect(installed.status).toBe(0);
			expect(readdirSync(path.join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual([pkg.name]);

			// `npm ls --omit=dev --omit=peer --all` still names the (uninstalled) peer as missing;
			// apart from that the tree holds nothing.
			const listed = npm(['ls', '--omit=dev', '--omit=peer', '--all', '--json'], project);
			const tree = JSON.parse(listed.stdout) as {
				dependencies: Record<string, { version: string; dependencies?: Record<string, { missing?: boolean }> }>;
			};
			expect(Object.keys(tree.dependencies)).toEqual([pkg.name]);
			const below = tree.dependencies[pkg.name as string].dependencies ?? {};
			const installedBelow = Object.entries(below).filter(([, d]) => !d.missing);
			expect(installedBelow).toEqual([]);
			expect(Object.keys(below).filter((name) => name !== 'n8n-workflow')).toEqual([]);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);

	it('npm audit --omit=dev reports no vulnerability (skipped when the registry is unreachable)', () => {
		const audit = npm(['audit', '--omit=dev', '--json'], root);
		let report: { metadata?: { vulnerabilities?: { total?: number } }; error?: { code?: string; summary?: string } } = {};
		try {
			report = JSON.parse(audit.stdout) as typeof report;
		} catch {
			report = {};
		}
		const unreachable =
			audit.error !== undefined ||
			/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENETUNREACH|audit endpoint returned an error/i.test(
				`${audit.stderr} ${report.error?.code ?? ''} ${report.error?.summary ?? ''}`,
			);
		if (unreachable) {
			process.stdout.write('npm audit skipped: the registry audit endpoint could not be reached (offline); the offline checks above still ran\n');
			return;
		}
		expect(report.metadata?.vulnerabilities?.total).toBe(0);
		expect(audit.status).toBe(0);
	}, 120_000);
});

describe('the test harness dependencies', () => {
	it('declares @n8n/di, @n8n/config and @n8n/backend-common at exactly the versions n8n-core pins', () => {
		const devDependencies = pkg.devDependencies as Record<string, string>;
		const core = JSON.parse(readFileSync(require.resolve('n8n-core/package.json'), 'utf8')) as {
			dependencies: Record<string, string>;
		};
		for (const name of ['@n8n/di', '@n8n/config', '@n8n/backend-common']) {
			expect({ name, version: devDependencies[name] }).toEqual({ name, version: core.dependencies[name] });
		}
	});
});

describe('the lock file', () => {
	it('is in sync with package.json, so `npm ci` (the README\'s first step) works on a fresh clone', () => {
		// npm ci refuses a lock that lacks an entry package.json's tree needs, even an optional one for
		// another platform (npm install on one machine can drop those). --dry-run checks without installing.
		const dir = mkdtempSync(path.join(os.tmpdir(), 'snapchat-ads-lock-'));
		try {
			for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
				writeFileSync(path.join(dir, file), readFileSync(path.join(root, file)));
			}
			const result = npm(['ci', '--dry-run', '--no-audit', '--no-fund'], dir);
			expect({ status: result.status, error: result.status === 0 ? '' : `${result.stderr}`.slice(0, 600) }).toEqual({ status: 0, error: '' });
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});
