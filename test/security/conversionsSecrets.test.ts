/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 19, security and privacy of Snapchat Conversions. The Conversions API token travels in the
 * query string, so every URL is a risk: after successes, Test Mode, test-tool reads, a wrong token,
 * a foreign Pixel, a 5xx, a dropped connection, a refused connection, an exhausted 429, events
 * Snapchat refuses and Continue On Fail error items, neither the token nor `access_token=` appears
 * in an output item, an error (every field), a log line or the node's execution data. And no plain
 * identifier (email, phone, names, city, birth date) appears there or in any request the emulator
 * received (path, query, headers, raw body): only their SHA-256 hashes do.
 */
import { CAPI_FOREIGN_PIXEL_ID, CAPI_TOKEN } from '../emulator';
import type { RunNodeResult } from '../harness';
import { strayLogs } from '../harness';
import { sendParams, useCapiRig } from '../node/conversionsRig';
import type { FaultPropertyModule } from '../node/faultProperty';
import { errorView } from './visible';

// The waits between attempts are instant (`fastSleep`, as in the fault property tests): the node still
// picks, counts and logs every wait, only the clock does not pass (this file sat out about 10 s of backoff).
jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('../node/faultProperty').fastSleep());

const rig = useCapiRig();

const PLAIN = {
	email: ['Privacy.Probe@Example.COM', 'probe-two@shop.example.org', 'broken@@example.org'],
	phone: ['+49 30 9876543', '0044 20 7946 0999', '0171 2345678'],
	firstName: ['Zebulon'],
	lastName: ['Quackenbush'],
	city: ['Llanfairpwll'],
	dateOfBirth: ['1987-06-05'],
};
const NORMALISED = ['privacy.probe@example.com', '49309876543', '442079460999', '491712345678', 'zebulon', 'quackenbush', 'llanfairpwll', '19870605'];

const needles = (): string[] => {
	const all = new Set<string>();
	for (const value of [...Object.values(PLAIN).flat(), ...NORMALISED]) {
		all.add(value);
		all.add(value.toLowerCase());
		const digits = value.replace(/\D/g, '');
		if (digits.length >= 7 && /^[+0-9 ()-]+$/.test(value)) all.add(digits);
	}
	return [...all].filter((n) => n.length >= 6);
};

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const input = (withIds: boolean) =>
	PLAIN.email.map((email, i) => ({
		email,
		phone: PLAIN.phone[i],
		fn: PLAIN.firstName[0],
		ln: PLAIN.lastName[0],
		ct: PLAIN.city[0],
		db: PLAIN.dateOfBirth[0],
		total: '10.00',
		time: hoursAgo(1),
		...(withIds ? { orderId: `order-${i}` } : {}),
	}));
const params = (over: Record<string, unknown> = {}) =>
	sendParams({
		// Mapped from the input as users do: a value typed into the node is the user's own configuration, which n8n shows with an error's node.
		userData: { email: '={{ $json.email }}', phone: '={{ $json.phone }}', firstName: '={{ $json.fn }}', lastName: '={{ $json.ln }}', city: '={{ $json.ct }}', dateOfBirth: '={{ $json.db }}' },
		eventId: '={{ $json.orderId ?? "" }}',
		options: { defaultCountry: 'DE' },
		...over,
	});

function seen(result: RunNodeResult): string {
	const data = result.run.data.resultData;
	// The node's own execution data (the Start node's data is the user's input, holding the plain values by design).
	return JSON.stringify({ outputs: result.outputs, error: errorView(result.error), logs: result.logs, node: data.runData['Snapchat Conversions'], runError: data.error });
}

describe('no Conversions API token and no plain identifier leaves the node', () => {
	const collected: Array<{ label: string; text: string }> = [];
	let strayAtStart = 0;
	let requests = '';

	beforeAll(async () => {
		strayAtStart = strayLogs.length;
		const run = async (label: string, p: Record<string, unknown>, opts: Parameters<typeof rig.run>[1] = {}) => {
			const result = await rig.run(p as never, opts);
			collected.push({ label, text: seen(result) });
			return result;
		};
		// Continue On Fail: the third email is refused before sending, the others are accepted.
		await run('send, continue on fail', params(), { input: input(true), continueOnFail: true });
		await run('send, bad input fails the run', params(), { input: input(true) });
		await run('test mode', params({ testMode: true }), { input: input(false).slice(0, 2) });
		await run('test logs', { operation: 'getTestLogs', assetId: '' });
		await run('test stats', { operation: 'getTestStats', assetId: '' });
		await run('wrong token', params(), { input: input(true).slice(0, 2), credential: rig.credentialWith({ accessToken: 'wrong-capi-token-5f1e2d3c4b5a69788796a5b4' }) });
		await run('foreign pixel', params({ pixelId: CAPI_FOREIGN_PIXEL_ID }), { input: input(true).slice(0, 2) });
		rig.emulator.faults.failNext({ status: 503, pathPrefix: '/v3/' });
		await run('503 without event ids', params(), { input: input(false).slice(0, 2) });
		rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/v3/' });
		await run('dropped connection', params(), { input: input(false).slice(0, 2) });
		rig.emulator.faults.failNext({ status: 429, retryAfterSeconds: 0, pathPrefix: '/v3/', count: 5 });
		await run('429 exhausted', params(), { input: input(true).slice(0, 2) });
		rig.emulator.advanceTime(37 * 86_400);
		await run('refused by snapchat', params(), { input: input(true).slice(0, 2) });
		rig.emulator.advanceTime(-37 * 86_400);
		await run('refused connection', params(), { input: input(true).slice(0, 2), credential: rig.credentialWith({ baseUrl: 'http://127.0.0.1:1' }) });
		collected.push({ label: 'harness stray logs', text: JSON.stringify(strayLogs.slice(strayAtStart)) });
		requests = JSON.stringify(rig.emulator.requestLog.map((e) => ({ path: e.path, query: e.query, headers: e.headers, raw: e.rawBody })));
	}, 60_000);

	it('collected every run, with the outcomes the checks are about', () => {
		const all = collected.map((c) => c.text).join('\n');
		expect(all).toMatch(/did not accept the Conversions API token/);
		expect(all).toMatch(/Outcome unknown/);
		expect(all).toMatch(/EVENT_TOO_OLD/);
		expect(all).toMatch(/rate limit/);
		expect(all).toMatch(/Could not reach Snapchat/);
	});

	it('the checks can fail: the emulator saw the token in the query string and the hashes in the bodies', () => {
		expect(requests).toContain(CAPI_TOKEN);
		expect(requests).toMatch(/[0-9a-f]{64}/);
	});

	it('the token and access_token= appear in no output, error, log line or execution data', () => {
		for (const { label, text } of collected) {
			expect([label, text.includes(CAPI_TOKEN), text.includes('wrong-capi-token'), /access_token=(?!\[redacted\])/.test(text)]).toEqual([label, false, false, false]);
		}
	});

	it('no plain identifier appears in any request, output, error, log line or execution data', () => {
		const where = [...collected, { label: 'requests', text: requests }];
		const leaks = where.flatMap(({ label, text }) => needles().filter((n) => text.toLowerCase().includes(n.toLowerCase())).map((n) => `${label}: ${n}`));
		expect(leaks).toEqual([]);
	});
});
