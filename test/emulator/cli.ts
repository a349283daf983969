/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run emulator [-- --port 8787 --token-lifetime 5 --auto-approve --seed 3 --quiet]`
 *
 * Starts the Snapchat Marketing API emulator on 127.0.0.1 and prints everything needed to use it:
 * base URL, auth URL, the fixture OAuth app, a fresh token pair for user-1 and the ad account ids.
 * Stays up until Ctrl-C (SIGINT/SIGTERM close it cleanly).
 */
import { AGENCY_ACCOUNT_COUNT, FIXTURES, ORG_AGENCY, startEmulator, type EmulatorOptions } from './index';

interface CliArgs {
	port: number;
	tokenLifetime?: number;
	autoApprove: boolean;
	seed: number;
	quiet: boolean;
	redirectUri?: string;
	rateLimit?: number;
}

function usage(): string {
	return `Usage: npm run emulator -- [options]
  --port <n>              port on 127.0.0.1 (default: env EMULATOR_PORT or 8787; 0 = random)
  --token-lifetime <s>    access token lifetime in seconds (default 3600)
  --auto-approve          authorize redirects at once with a code (no consent page)
  --redirect-uri <url>    registered redirect URI of the OAuth app
                          (default http://localhost:5678/rest/oauth2-credential/callback)
  --rate-limit <n>        requests per second per access token (default off)
  --seed <n>              event details to seed into "Acme US" at start (default 3)
  --quiet                 no per-request log line
  --help`;
}

function parseArgs(argv: string[]): CliArgs {
	const envPort = process.env.EMULATOR_PORT;
	const args: CliArgs = { port: envPort ? Number(envPort) : 8787, autoApprove: false, seed: 3, quiet: false };
	const num = (flag: string, v: string | undefined): number => {
		const n = Number(v);
		if (v === undefined || !Number.isFinite(n) || n < 0) throw new Error(`${flag} needs a non-negative number`);
		return n;
	};
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
		const value = (): string | undefined => inline ?? argv[++i];
		switch (flag) {
			case '--port':
				args.port = num(flag, value());
				break;
			case '--token-lifetime':
				args.tokenLifetime = num(flag, value());
				break;
			case '--auto-approve':
				args.autoApprove = true;
				break;
			case '--redirect-uri':
				args.redirectUri = value();
				break;
			case '--rate-limit':
				args.rateLimit = num(flag, value());
				break;
			case '--seed':
				args.seed = num(flag, value());
				break;
			case '--quiet':
				args.quiet = true;
				break;
			case '--help':
			case '-h':
				console.log(usage());
				process.exit(0);
				break;
			default:
				throw new Error(`Unknown option ${a}\n${usage()}`);
		}
	}
	if (!Number.isInteger(args.port) || args.port > 65535) throw new Error(`Invalid port ${args.port}`);
	return args;
}

async function main(): Promise<void> {
	let args: CliArgs;
	try {
		args = parseArgs(process.argv.slice(2));
	} catch (err) {
		console.error((err as Error).message);
		process.exit(2);
	}
	const options: EmulatorOptions = {
		port: args.port,
		tokenLifetimeSeconds: args.tokenLifetime,
		autoApprove: args.autoApprove,
		redirectUri: args.redirectUri,
		rateLimitPerSecond: args.rateLimit ?? null,
		quiet: args.quiet,
	};
	const em = await startEmulator(options);
	const la = FIXTURES.adAccounts[0];
	if (args.seed > 0) em.seedEventDetails(la.id, args.seed);
	const tokens = em.issueTokens('user-1');
	const authorize = new URL('/login/oauth2/authorize', em.authUrl);
	authorize.searchParams.set('client_id', em.client.clientId);
	authorize.searchParams.set('redirect_uri', em.client.redirectUri);
	authorize.searchParams.set('response_type', 'code');
	authorize.searchParams.set('scope', 'snapchat-marketing-api');
	authorize.searchParams.set('state', 'demo');

	const lines = [
		'Snapchat Marketing API emulator is up',
		`  base URL (API):   ${em.baseUrl}`,
		`  auth URL:         ${em.authUrl}   (authorize: /login/oauth2/authorize, token: /login/oauth2/access_token)`,
		`  client id:        ${em.client.clientId}`,
		`  client secret:    ${em.client.clientSecret}`,
		`  redirect URI:     ${em.client.redirectUri}`,
		`  token lifetime:   ${tokens.expiresIn}s${args.autoApprove ? '   (auto-approve on)' : ''}`,
		`  authorize URL:    ${authorize.toString()}`,
		'  tokens for user-1 (Alice Example):',
		`    access token:   ${tokens.accessToken}`,
		`    refresh token:  ${tokens.refreshToken}`,
		'  ad accounts:',
		...FIXTURES.adAccounts.filter((a) => a.organization_id !== ORG_AGENCY).map((a) => {
			const org = FIXTURES.organizations.find((o) => o.id === a.organization_id);
			const owner = FIXTURES.users.find((u) => u.organization_ids.includes(a.organization_id));
			return `    ${a.id}  ${a.name.padEnd(14)} ${a.timezone.padEnd(20)} ${org?.name ?? ''} (${owner?.key ?? ''})`;
		}),
		`    and ${AGENCY_ACCOUNT_COUNT} ad accounts of Agency Partners (user-3)`,
		args.seed > 0 ? `  seeded ${args.seed} event details into ${la.name}` : '',
		'Press Ctrl-C to stop.',
	].filter((l) => l !== '');
	console.log(lines.join('\n'));

	let stopping = false;
	const stop = (signal: string): void => {
		if (stopping) return;
		stopping = true;
		console.log(`\n${signal}: closing the emulator`);
		em.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.on('SIGINT', () => stop('SIGINT'));
	process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
	console.error(err);
	process.exit(1);
});
