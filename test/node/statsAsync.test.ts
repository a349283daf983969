/**
 * Asynchronous stats reports (issue 30) through n8n-core's engine against the emulator: the report
 * is asked for, waited for (progress in the n8n log), downloaded without the credential, and gives
 * the same rows as the synchronous answer, or the CSV file as binary data; an expired file and a
 * synchronous report too big for one answer say what to do.
 */
import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { asyncState } from '../emulator/statsAsync';
import { json, useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

let now = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => now });
const range = { startDate: '2025-06-01', endDate: '2025-06-10', metrics: ['impressions', 'spend', 'conversion_purchases'] };

describe('Stats -> Get as an asynchronous report', () => {
	beforeEach(() => {
		now = Date.UTC(2025, 6, 20, 12);
	});

	it('as rows: the same rows as the synchronous answer, by country, after waiting for the report', async () => {
		const options = { reportDimension: 'country' };
		const sync = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options }))).items);
		rig.emulator.clearLog();
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { ...options, asyncReport: 'rows' } }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual(sync);
		const calls = rig.apiCalls().filter((c) => c.path.includes('/stats'));
		expect(calls[0].query).toMatchObject({ async: 'true', async_format: 'csv', report_dimension: 'country' });
		expect(calls.slice(1).every((c) => c.path === `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats_report`)).toBe(true);
		// The file is fetched without the bearer token (a signed link).
		const download = rig.emulator.requestLog.find((e) => e.path.startsWith('/__reports/'));
		expect(download).toBeDefined();
		expect(download?.headers).not.toHaveProperty('authorization');
		expect(result.logs.some((l) => /asynchronous report .* is (STARTED|RUNNING)/.test(l.message))).toBe(true);
	});

	it('an ad account added up from its campaigns gives the same rows asynchronously', async () => {
		const params = accountStatsParams(AD_ACCOUNT_LA, { ...range, granularity: 'TOTAL' });
		const sync = json((await rig.run(params)).items);
		const viaFile = json((await rig.run({ ...params, options: { asyncReport: 'rows' } })).items);
		expect(viaFile).toEqual(sync);
	});

	it('as a CSV file: one item per report with the file as binary data', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { asyncReport: 'file', reportDimension: 'country' } }));
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const [item] = result.items;
		expect(item.json).toMatchObject({ id: CAMPAIGN_LA_SUMMER, level: 'campaign', report_run_id: expect.any(String), file_name: expect.stringMatching(/\.csv$/) });
		expect(item.binary?.data).toMatchObject({ mimeType: 'text/csv', fileName: item.json.file_name });
		const csv = Buffer.from(item.binary?.data.data ?? '', 'base64').toString('utf8');
		expect(csv.split('\r\n')[0]).toBe('id,type,start_time,end_time,country,impressions,spend,conversion_purchases');
	});

	it('the emulator refuses a report file more than 7 days after it was ready (the node then says to run again)', async () => {
		const state = asyncState(rig.emulator.ads);
		const result1 = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { asyncReport: 'file' } }));
		expect(result1.error).toBeUndefined();
		// A run finished more than 7 days ago: its file is refused as expired.
		const run = [...state.runs.values()][0];
		now += 8 * 86_400_000;
		const answer = await fetch(`${rig.emulator.baseUrl}/__reports/${run.id}.csv`);
		expect(answer.status).toBe(403);
	});

	it('an expired report file: the item says Snapchat keeps files 7 days and to run again', async () => {
		asyncState(rig.emulator.ads).retentionMs = -1;
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { asyncReport: 'rows' } }));
		const error = result.error as { message?: string; description?: string };
		expect(error.message).toMatch(/The file of asynchronous report .* is no longer available \(HTTP 403\)/);
		expect(error.description).toMatch(/keeps report files 7 days\. Run the node again/);
		// The signed link is never shown.
		expect(`${error.message} ${error.description}`).not.toMatch(/__reports|signature/);
	});

	it('waits no longer than Max Wait, naming the report run, and does not ask again', async () => {
		asyncState(rig.emulator.ads).readyAfterPolls = 1000;
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { asyncReport: 'rows', asyncMaxWait: 10 } }));
		expect(result.error?.message).toMatch(/had not prepared asynchronous report .* after \d+ s/);
		expect(rig.apiCalls().filter((c) => c.path.endsWith('/stats'))).toHaveLength(1);
	}, 30_000);

	it("a synchronous report too big for one answer: Snapchat's words and the advice to ask for it asynchronously", async () => {
		asyncState(rig.emulator.ads).syncLimit = 20;
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { reportDimension: 'country' } }));
		const error = result.error as { message?: string; description?: string };
		expect(error.description).toMatch(/Asynchronous Report to "Yes, as Rows"/);
		const viaFile = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { reportDimension: 'country', asyncReport: 'rows' } }));
		expect(viaFile.error).toBeUndefined();
		expect(viaFile.items.length).toBeGreaterThan(20);
	});
});
