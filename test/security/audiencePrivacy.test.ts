/**
 * Issue 13, privacy: known plain identifiers (emails, phone numbers, mobile ad IDs) go through Add
 * Users and Remove Users, a Fail run, a run refused by Snapchat and a run with Continue On Fail.
 * Then every request the emulator logged (path, query, headers, raw body), every error, every log
 * line (per run and stray), every output item and the node's execution data are searched for the
 * plain values and their normalised forms: none may appear. Only their SHA-256 hashes may.
 */
import { createHash } from 'crypto';

import { AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE } from '../emulator';
import type { RunNodeResult } from '../harness';
import { strayLogs } from '../harness';
import { rl, segmentUsersParams } from '../node/params';
import { useRig } from '../node/setup';
import { errorView } from './visible';

const rig = useRig();

const PLAIN = {
	email: [' Privacy.Probe@Example.COM ', 'zoe+list@shop.example.org', 'no-at-sign.example.com', 'two@@example.com'],
	phone: ['+49 30 9876543', '0171 2345678', '0044 20 7946 0999', '12-ab-34', '4917198765432', '+999 1234 5678'],
	mobileAdId: ['6D92078A-8246-4BA4-AE5B-76104861E7DC', 'ea7583cd-a667-48bc-b806-42ecb2b4860z'],
};
/** The normalised forms, as the node hashes them (with Default Country Germany for phones). */
const NORMALISED = ['privacy.probe@example.com', 'zoe+list@shop.example.org', '49309876543', '491712345678', '442079460999', '6d92078a-8246-4ba4-ae5b-76104861e7dc'];
const FIELD: Record<keyof typeof PLAIN, string> = { email: 'email', phone: 'phone', mobileAdId: 'maid' };

const needles = (): string[] => {
	const all = new Set<string>();
	for (const value of [...Object.values(PLAIN).flat(), ...NORMALISED]) {
		all.add(value);
		all.add(value.trim());
		all.add(value.trim().toLowerCase());
		const digits = value.replace(/\D/g, '');
		if (digits.length >= 7 && /^[+0-9 ()-]+$/.test(value)) all.add(digits);
	}
	return [...all].filter((n) => n.length >= 6);
};

function seen(result: RunNodeResult): string {
	const error = errorView(result.error);
	const resultData = result.run.data.resultData;
	// The node's own execution data (the Start node's data is the user's input, holding the plain values by design).
	return JSON.stringify({ outputs: result.outputs, error, logs: result.logs, node: resultData.runData['Snapchat Ads'], runError: resultData.error });
}

describe('no plain identifier leaves the node', () => {
	it('not in a request, an error, a log line, an output item or the execution data', async () => {
		const segment = rig.emulator.segments.seed({ name: 'Probe', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
		const id = segment.id as string;
		const texts: string[] = [];
		const runAll = async (over: Record<string, unknown>, opts: { continueOnFail?: boolean } = {}) => {
			for (const type of Object.keys(PLAIN) as Array<keyof typeof PLAIN>) {
				const input = PLAIN[type].map((value) => ({ [FIELD[type]]: value }));
				const params = segmentUsersParams(id, {
					identifierType: type,
					identifier: `={{ $json.${FIELD[type]} }}`,
					defaultCountry: 'DE',
					...over,
					options: { ...(over.options as object) },
				});
				texts.push(seen(await rig.run(params, { input, ...opts })));
			}
		};
		await runAll({});
		await runAll({ operation: 'removeUsers' });
		await runAll({ options: { onInvalid: 'fail' } });
		await runAll({ options: { onInvalid: 'fail' } }, { continueOnFail: true });
		rig.emulator.faults.failNext({ status: 503, count: 3 });
		await runAll({});
		// Snapchat refusing the request (403: a segment of an ad account the user cannot see).
		const foreign = rig.emulator.segments.seed({ name: 'Foreign', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_SINGAPORE });
		await runAll({ segmentId: rl(foreign.id as string) });
		rig.emulator.faults.failNext({ status: 500, count: 3 });
		await runAll({}, { continueOnFail: true });

		// The runs did reach Snapchat with hashes (so the search below is not vacuous).
		const sha = (v: string) => createHash('sha256').update(v).digest('hex');
		expect(rig.emulator.segments.counts(id).added).toEqual({ EMAIL_SHA256: 2, PHONE_SHA256: 3, MOBILE_AD_ID_SHA256: 1 });
		expect(rig.emulator.requestLog.some((e) => (e.rawBody ?? '').includes(sha('privacy.probe@example.com')))).toBe(true);
		expect(texts.some((t) => t.includes('Invalid Identifier in item'))).toBe(true);
		expect(texts.every((t) => t.includes('"node":[{'))).toBe(true); // the node's execution data was searched too

		const requests = rig.emulator.requestLog.map((e) => JSON.stringify({ path: e.path, query: e.query, headers: e.headers, body: e.rawBody }));
		const haystack = [...texts, ...requests, JSON.stringify(strayLogs)].join('\n').toLowerCase();
		const found = needles().filter((n) => haystack.includes(n.toLowerCase()));
		expect(found).toEqual([]);
	});
});
