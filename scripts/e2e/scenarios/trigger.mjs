// Snapchat Ads Trigger in a real, ACTIVATED n8n workflow (issue 20): `n8n start` with the workflow
// activated (n8n 2.x: `publish:workflow`; 1.x: `update:workflow --active=true`), Poll Times "Every
// Minute" (n8n's shortest: it refuses anything under a minute). The trigger feeds an HTTP Request node
// that calls the emulator's health URL with the ad's ID, so every execution shows in the emulator's log.
// Checks: the poll at activation reads the ads and starts nothing (the fixture account already holds a
// rejected ad); once the emulator rejects another ad, one execution tells about it, with Snap's reasons;
// the poll after that tells nothing again; n8n's log holds no token.
// Beside it, polling in parallel in the same n8n (issue 48): Pixel Health Changed on the Acme US pixel,
// quiet after 0.01 hours (36 s): its activation poll records a baseline and starts nothing; once the
// emulator silences the pixel, one execution says it went quiet; once its events come back, one says
// so; each once.
import fs from 'node:fs';
import path from 'node:path';
import { activateArgs, PACKAGE_NAME, n8nCli, startN8nServer } from '../../lib/n8n.mjs';
import { sleep, waitFor } from '../../lib/wait.mjs';
import { notifyWorkflow, rl } from '../workflow.mjs';

const WF_ID = 'e2eTriggerReject';
const PIXEL_WF_ID = 'e2eTriggerPixelQuiet';
const PIXEL_TRIGGER = 'When the pixel goes quiet';
const TRIGGER = 'When an ad is rejected';
/** A minute between polls, plus n8n's start, plus slack for a loaded machine. */
const POLL_WAIT_MS = 150_000;

function workflows({ accounts, emulator }) {
	const notify = `${emulator.baseUrl.replace(/\/$/, '')}/__emulator/health`;
	const trigger = {
		name: TRIGGER,
		type: `${PACKAGE_NAME}.snapchatAdsTrigger`,
		parameters: {
			pollTimes: { item: [{ mode: 'everyMinute' }] },
			event: 'adReviewStatusChanged',
			adAccountId: rl(accounts.la),
			reviewStatus: 'rejected',
		},
	};
	const url = `={{ '${notify}?notify=' + $json.id + '&status=' + $json.review_status + '&reasons=' + encodeURIComponent($json.review_status_reasons.join('|')) + '&campaign=' + encodeURIComponent($json.campaign_name) + '&link=' + encodeURIComponent($json.ads_manager_url) }}`;
	const pixelId = emulator.pixels.ofAccount(accounts.la)[0].id;
	const pixelTrigger = {
		name: PIXEL_TRIGGER,
		type: `${PACKAGE_NAME}.snapchatAdsTrigger`,
		parameters: {
			pollTimes: { item: [{ mode: 'everyMinute' }] },
			event: 'pixelHealthChanged',
			adAccountId: rl(accounts.la),
			pixelScope: 'one',
			pixelId,
			pixelWatch: ['quiet'],
			quietHours: 0.01,
		},
	};
	const pixelUrl = `={{ '${notify}?pixelChange=' + $json.change + '&pixel=' + $json.pixel_id + '&summary=' + encodeURIComponent($json.summary) }}`;
	return [notifyWorkflow(WF_ID, 'E2E: tell when an ad is rejected', trigger, url), notifyWorkflow(PIXEL_WF_ID, 'E2E: tell when the pixel goes quiet', pixelTrigger, pixelUrl), metricWorkflow({ accounts, emulator })];
}

/** The pixel workflow's checks, run beside the ad ones (its polls are the same minutes). */
async function pixelChecks({ c, emulator, accounts, logFile }) {
	const pixelId = emulator.pixels.ofAccount(accounts.la)[0].id;
	const [firstDomain] = emulator.pixels.domainsOf(pixelId);
	const polls = () => emulator.requestLog.filter((r) => r.method === 'GET' && r.path === `/v1/pixels/${pixelId}/stats` && r.query.domain === firstDomain).length;
	const told = () => emulator.requestLog.filter((r) => r.path === '/__emulator/health' && r.query.pixelChange !== undefined).map((r) => r.query);
	await c('trigger: pixel health: the poll at activation reads the pixel\'s events per day and starts nothing', async () => {
		if (!(await waitFor(() => polls() >= 1, 60_000, 500))) return `no read of the pixel's events within 60 s of n8n being ready; see ${logFile}`;
		await sleep(2000);
		return told().length === 0 || `the activation poll started ${told().length} execution(s): ${JSON.stringify(told())}`;
	});
	emulator.pixels.goQuiet(pixelId);
	await c('trigger: pixel health: once the pixel has no new events (quiet after 36 s), one execution says it went quiet', async () => {
		if (polls() === 0) return 'the pixel trigger never polled';
		if (!(await waitFor(() => told().length >= 1, POLL_WAIT_MS, 500))) return `no execution within ${POLL_WAIT_MS / 1000} s (${polls()} polls); see ${logFile}`;
		const [first] = told();
		return (first.pixelChange === 'wentQuiet' && first.pixel === pixelId && /went quiet: no new event for/.test(first.summary)) || `told ${JSON.stringify(first)}`;
	});
	emulator.pixels.resume(pixelId);
	const pollsAtResume = polls();
	await c('trigger: pixel health: once events come back, one execution says so; quiet and back are each told once', async () => {
		if (told().length === 0) return 'the pixel was never told quiet (see the check before), so it cannot come back';
		if (!(await waitFor(() => told().length >= 2, POLL_WAIT_MS, 500))) return `no "came back" within ${POLL_WAIT_MS / 1000} s (${polls() - pollsAtResume} polls since); see ${logFile}`;
		const pollsAtBack = polls();
		// One more poll: nothing is told again.
		if (!(await waitFor(() => polls() > pollsAtBack, POLL_WAIT_MS, 500))) return `no further poll within ${POLL_WAIT_MS / 1000} s`;
		await sleep(3000);
		const changes = told().map((t) => t.pixelChange);
		return JSON.stringify(changes) === JSON.stringify(['wentQuiet', 'cameBack']) || `told ${JSON.stringify(changes)}, expected wentQuiet then cameBack, once each`;
	});
}

// ---------------------------------------------------------------------------------------------
// Metric Passed a Threshold (issue 49), polled in parallel with the workflow above: one ad squad's
// cost per swipe over the last 3 days of the account, limit 5 USD. The emulator's own figures give
// it about 0.05; scaleStats multiplies its spend by 10,000 (across the line) and back (recovered).
// Checks: the baseline poll starts nothing; crossing starts one execution; the poll after recovery
// starts none; crossing again starts a second.

const METRIC_WF_ID = 'e2eTriggerMetric';
const METRIC_LIMIT = 5;

/** The ad squad watched, and its campaign (whose stats with an ad squad breakdown the trigger reads). */
function metricSquad({ accounts, emulator }) {
	const squad = emulator.ads.adSquads({ adAccountId: accounts.la })[0];
	return { squadId: squad.id, campaignId: squad.campaign_id };
}

function metricWorkflow(ctx) {
	const notify = `${ctx.emulator.baseUrl.replace(/\/$/, '')}/__emulator/health`;
	const trigger = {
		name: 'When cost per swipe passes 5',
		type: `${PACKAGE_NAME}.snapchatAdsTrigger`,
		parameters: {
			pollTimes: { item: [{ mode: 'everyMinute' }] },
			event: 'metricPassedThreshold',
			adAccountId: rl(ctx.accounts.la),
			metricLevel: 'adSquad',
			metricWatch: 'picked',
			metricIds: metricSquad(ctx).squadId,
			metric: 'costPerResult',
			resultField: 'swipes',
			metricLimit: METRIC_LIMIT,
			metricDays: 3,
			minSpend: 0,
			minResults: 1,
		},
	};
	const url = `={{ '${notify}?metricCrossed=' + $json.id + '&value=' + $json.value + '&limit=' + $json.limit + '&days=' + $json.window_days + '&link=' + encodeURIComponent($json.ads_manager_url) }}`;
	return notifyWorkflow(METRIC_WF_ID, 'E2E: tell when cost per swipe passes a limit', trigger, url);
}

/** The metric workflow's checks; runs beside the ad review checks (same n8n, same minute polls). */
async function metricChecks({ c, emulator, accounts, logFile }) {
	const { squadId, campaignId } = metricSquad({ accounts, emulator });
	const statsPath = `/v1/campaigns/${campaignId}/stats`;
	const polls = () => emulator.requestLog.filter((r) => r.method === 'GET' && r.path === statsPath && r.query.breakdown === 'adsquad').length;
	const told = () => emulator.requestLog.filter((r) => r.path === '/__emulator/health' && r.query.metricCrossed !== undefined);
	/** Waits for the next poll after now, then a little for its execution. */
	const nextPoll = async () => {
		const before = polls();
		if (!(await waitFor(() => polls() > before, POLL_WAIT_MS, 500))) return false;
		await sleep(5000);
		return true;
	};

	await c('trigger (metric): the baseline poll reads the campaign\'s stats by ad squad over 3 whole local days and starts nothing', async () => {
		if (!(await waitFor(() => polls() >= 1, 60_000, 500))) return `no poll of ${statsPath} within 60 s of n8n being ready; see ${logFile}`;
		const q = emulator.requestLog.find((r) => r.path === statsPath).query;
		if (q.granularity !== 'TOTAL' || !/T00:00:00-0[78]:00$/.test(q.start_time) || !/T00:00:00-0[78]:00$/.test(q.end_time)) return `unexpected query ${JSON.stringify(q)}`;
		await sleep(3000);
		return told().length === 0 || `the baseline poll started ${told().length} execution(s)`;
	});
	emulator.scaleStats(squadId, { spend: 10_000 });
	await c('trigger (metric): once the ad squad\'s cost per swipe crosses the limit, one execution tells it, with the figures and the Ads Manager link', async () => {
		if (polls() === 0) return 'the trigger never polled';
		if (!(await waitFor(() => told().length >= 1, POLL_WAIT_MS, 500))) return `no execution within ${POLL_WAIT_MS / 1000} s; see ${logFile}`;
		const q = told()[0].query;
		return (
			(q.metricCrossed === squadId && Number(q.value) > METRIC_LIMIT && q.limit === String(METRIC_LIMIT) && q.days === '3' && q.link === `https://ads.snapchat.com/${accounts.la}/adsquads/${squadId}`) ||
			`told ${JSON.stringify(q)}`
		);
	});
	emulator.scaleStats(squadId, undefined);
	await c('trigger (metric): the poll after it recovered starts nothing', async () => {
		if (!(await nextPoll())) return `no further poll within ${POLL_WAIT_MS / 1000} s`;
		return told().length === 1 || `${told().length} executions`;
	});
	emulator.scaleStats(squadId, { spend: 10_000 });
	await c('trigger (metric): crossing again after the recovery starts a second execution', async () => {
		if (!(await waitFor(() => told().length >= 2, POLL_WAIT_MS, 500))) return `${told().length} execution(s) within ${POLL_WAIT_MS / 1000} s; see ${logFile}`;
		return told().length === 2 || `${told().length} executions`;
	});
}

async function run({ c, version, inst, env, work, emulator, accounts, tokens }) {
	const adsPath = `/v1/adaccounts/${accounts.la}/ads`;
	const polls = () => emulator.requestLog.filter((r) => r.method === 'GET' && r.path === adsPath).length;
	const notices = () => emulator.requestLog.filter((r) => r.path === '/__emulator/health' && r.query.notify !== undefined);

	const args = activateArgs(version, WF_ID);
	const activation = await n8nCli(inst, env, args, { allowFail: true });
	await c('trigger: the workflow is activated from the CLI', () => activation.status === 0 || `n8n ${args.join(' ')} failed: ${activation.stderr.slice(-1500)}`);
	if (activation.status !== 0) return;
	const pixelArgs = activateArgs(version, PIXEL_WF_ID);
	const pixelActivation = await n8nCli(inst, env, pixelArgs, { allowFail: true });
	await c('trigger: the pixel health workflow is activated from the CLI', () => pixelActivation.status === 0 || `n8n ${pixelArgs.join(' ')} failed: ${pixelActivation.stderr.slice(-1500)}`);
	const metricArgs = activateArgs(version, METRIC_WF_ID);
	const metricActivation = await n8nCli(inst, env, metricArgs, { allowFail: true });
	await c('trigger (metric): the workflow is activated from the CLI', () => metricActivation.status === 0 || `n8n ${metricArgs.join(' ')} failed: ${metricActivation.stderr.slice(-1500)}`);
	emulator.clearLog();
	const logFile = path.join(work, 'n8n-trigger.log');
	let server;
	try {
		server = await startN8nServer(inst, env, { logFile });
		const pixel = pixelActivation.status === 0 ? pixelChecks({ c, emulator, accounts, logFile }) : Promise.resolve();
		const metric = metricActivation.status === 0 ? metricChecks({ c, emulator, accounts, logFile }) : Promise.resolve();
		await c('trigger: activation polls once, reading the ads 1,000 per page, and starts nothing', async () => {
			if (!(await waitFor(() => polls() >= 1, 60_000, 500))) return `no poll of ${adsPath} within 60 s of n8n being ready; see ${logFile}`;
			const first = emulator.requestLog.find((r) => r.path === adsPath);
			if (first.query.limit !== '1000') return `expected limit=1000, got ${JSON.stringify(first.query)}`;
			await sleep(3000);
			return notices().length === 0 || `the activation poll started ${notices().length} execution(s)`;
		});

		const adId = emulator.ads.ads({ adAccountId: accounts.la }).find((a) => a.review_status !== 'REJECTED')?.id;
		emulator.ads.patch(adId, { review_status: 'REJECTED', review_status_reasons: ['E2E: text overlay too large'] });
		const pollsBefore = polls();
		await c('trigger: the next poll after the emulator rejects an ad starts one execution that tells about it, with the reasons, the campaign name and the Ads Manager link', async () => {
			// No poll at activation (e.g. the package did not load): waiting minutes more cannot help.
			if (polls() === 0) return `the trigger never polled, so no execution can tell about ad ${adId}; see ${logFile}`;
			if (!(await waitFor(() => notices().length >= 1, POLL_WAIT_MS, 500))) {
				return `no execution within ${POLL_WAIT_MS / 1000} s (${polls() - pollsBefore} polls since the change); see ${logFile}`;
			}
			const [notice] = notices();
			// The ad's campaign by name (read only because there was something to tell) and its Ads Manager link.
			const squad = emulator.ads.adSquad(emulator.ads.ad(adId).ad_squad_id);
			const campaignName = emulator.ads.campaign(squad.campaign_id).name;
			return (
				(notice.query.notify === adId &&
					notice.query.status === 'REJECTED' &&
					notice.query.reasons === 'E2E: text overlay too large' &&
					notice.query.campaign === campaignName &&
					notice.query.link === `https://ads.snapchat.com/${accounts.la}/ads/${adId}`) ||
				`told ${JSON.stringify(notice.query)}, expected ad ${adId} of campaign "${campaignName}" with its Ads Manager link`
			);
		});
		const pollsAtNotice = polls();
		await c('trigger: the poll after that does not tell about the ad again', async () => {
			if (notices().length === 0) return 'no execution told about the rejected ad (see the check before), so there is nothing to repeat';
			if (!(await waitFor(() => polls() > pollsAtNotice, POLL_WAIT_MS, 500))) return `no further poll within ${POLL_WAIT_MS / 1000} s`;
			await sleep(5000);
			return notices().length === 1 || `${notices().length} executions told about rejections`;
		});
		await pixel;
		await metric;
	} finally {
		await server?.stop();
	}
	await c('trigger: n8n\'s log holds no access or refresh token', () => {
		const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
		// Every token the emulator saw during the scenario, and the stored pair.
		const secrets = [...new Set([tokens.accessToken, tokens.refreshToken, ...emulator.requestLog.map((r) => r.token)].filter(Boolean))];
		return secrets.every((s) => !text.includes(s)) || 'a token appears in the n8n log';
	});
}

export default { name: 'trigger', workflows, run };
