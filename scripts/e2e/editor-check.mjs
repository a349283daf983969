#!/usr/bin/env node
// Editor check in headless Chromium (Debian's /usr/bin/chromium driven by playwright-core): n8n running as
// in `npm run dev` (own ports, throwaway user folder), log in, open the example workflow, open the Snapchat
// Ads Create node, check its fields render, that the Ad Account picker shows what tells accounts apart,
// screenshot the form with the Event Time Zone dropdown open and the credential dialog; that a money
// field added under a Campaign Update's Update Fields starts empty; then open the Snapchat Ads Trigger of
// the Slack example and Fetch Test Event. Screenshots go to .artifacts/e2e/ (gitignored);
// .artifacts/e2e/trigger-workflow.png (the README's first picture), create-form.png and
// credential-dialog-new-modal.png are PNGs meant for docs/trigger-workflow.png, docs/create-form.png and
// docs/credential-dialog-new.png. The checks of issue 31 are in editor-fields.mjs, the README's picture
// per capability in editor-pictures.mjs.
//
//   npm run e2e:editor            (standalone; also run at the end of `npm run e2e`)
//   npm run pictures              (the same, then copies the README's pictures into docs/)
import fs from 'node:fs';
import path from 'node:path';
import { freePort, mkTmp, OWNER, ROOT } from '../lib/n8n.mjs';
import { DEV_CREDENTIAL_ID, DEV_CREDENTIAL_NAME, EXAMPLE_WORKFLOW_ID, exampleWorkflows, startStack } from '../lib/stack.mjs';
import { isMain, record, runStandalone } from './checks.mjs';
import { copyOfExample, runFieldChecks } from './editor-fields.mjs';
import { copyPicturesToDocs, copyToDocs, takePictures } from './editor-pictures.mjs';

export const ARTIFACTS = path.join(ROOT, '.artifacts', 'e2e');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--disable-dev-shm-usage',
];
const FIELDS = ['Ad Account', 'Event Name', 'Event Start Time', 'Event Time Zone'];
const NODE_NAME = 'Create reminder event';
const MARKETING_ALWAYS = 'the Marketing API (snapchat-marketing-api) is always requested';
const TOGGLES = ['Also Allow Conversions API', 'Also Allow Public Profile API'];
// n8n 2.40's resource-locator list shows only each entry's name: the list search puts what tells the
// entries apart into it (time zone and currency for ad accounts).
const PICKER_ENTRIES = ['Acme US · America/Los_Angeles · USD', 'Acme DE · Europe/Berlin · EUR'];
/** The example with a Campaign Update node, whose Update Fields get a money field added. */
const UPDATE_EXAMPLE = 'pause-campaigns-over-spend.json';
const UPDATE_NODE = 'Pause campaign';
// The README's first picture: the trigger in its example workflow, its Fetch Test Event output open.
const TRIGGER_EXAMPLE = 'slack-when-an-ad-is-rejected.json';
const TRIGGER_NODE = 'When an ad is rejected';
const TRIGGER_FIELDS = ['Event', 'Ad Account', 'Review Status'];

export async function runEditorCheck({ tarball, record, cleanups }) {
	const c = async (name, fn) => {
		try {
			const r = await fn();
			record(r === true || r === undefined, `editor: ${name}`, typeof r === 'string' ? r : undefined);
			return r === true || r === undefined;
		} catch (e) {
			record(false, `editor: ${name}`, e?.message?.split('\n').slice(0, 6).join('\n') || e);
			return false;
		}
	};
	if (!fs.existsSync(CHROMIUM)) {
		record(false, 'editor: Chromium is installed', `${CHROMIUM} not found (apt-get install -y chromium), or set E2E_EDITOR=0 to skip`);
		return;
	}
	let chromium;
	try {
		({ chromium } = await import('playwright-core'));
	} catch (e) {
		record(false, 'editor: playwright-core is installed', e.message);
		return;
	}
	fs.mkdirSync(ARTIFACTS, { recursive: true });
	const userFolder = mkTmp('snapchat-ads-editor-');
	cleanups.push(() => fs.rmSync(userFolder, { recursive: true, force: true }));
	const n8nPort = await freePort();
	let stack;
	const ok = await c('n8n starts with the package, an owner, the credential and the example workflow', async () => {
		stack = await startStack({
			n8nPort,
			emulatorPort: await freePort(),
			brokerPort: await freePort(),
			userFolder,
			tarball,
			log: () => {},
			emulatorQuiet: true,
		});
		cleanups.push(() => stack.stop());
		return true;
	});
	if (!ok) return;

	const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
	cleanups.push(() => browser.close());
	const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, deviceScaleFactor: 1 });
	const page = await context.newPage();
	page.setDefaultTimeout(30_000);
	const consoleErrors = [];
	page.on('pageerror', (e) => consoleErrors.push(e.message));
	const base = stack.base;
	const shot = (name, opts = {}) => page.screenshot({ path: path.join(ARTIFACTS, name), ...opts });

	const loggedIn = await c(`log in as ${OWNER.email}`, async () => {
		await page.goto(`${base}/signin`);
		const email = page.locator('input[name="emailOrLdapLoginId"], input[name="email"], input[type="email"]').first();
		await email.fill(OWNER.email);
		await page.locator('input[name="password"]').first().fill(OWNER.password);
		await page.locator('[data-test-id="form-submit-button"], button[type="submit"]').first().click();
		await page.waitForURL((u) => !u.pathname.startsWith('/signin'), { timeout: 30_000 });
		return true;
	});
	if (!loggedIn) {
		await shot('login-failed.png').catch(() => {});
		return;
	}

	const opened = await c('the example workflow opens and shows the Snapchat Ads nodes', async () => {
		await page.goto(`${base}/workflow/${EXAMPLE_WORKFLOW_ID}`);
		const node = page.locator('[data-test-id="canvas-node"]', { hasText: NODE_NAME }).first();
		await node.waitFor({ state: 'visible' });
		await dismissPopups(page);
		await shot('workflow.png');
		const count = await page.locator('[data-test-id="canvas-node"]').count();
		return count >= 4 ? true : `${count} nodes on the canvas`;
	});
	if (!opened) {
		await shot('workflow-failed.png').catch(() => {});
		return;
	}

	const ndvOpen = await c(`the node "${NODE_NAME}" opens and renders ${FIELDS.join(', ')}`, async () => {
		await page.locator('[data-test-id="canvas-node"]', { hasText: NODE_NAME }).first().dblclick();
		const ndv = page.locator('[data-test-id="ndv"], .ndv-wrapper, [data-test-id="node-parameters"]').first();
		await ndv.waitFor({ state: 'visible' });
		await page.locator('[data-test-id="node-parameters"]').first().waitFor({ state: 'visible' });
		const params = page.locator('[data-test-id="node-parameters"]').first();
		const missing = [];
		for (const f of FIELDS) {
			const label = params.getByText(f, { exact: true }).first();
			try {
				await label.waitFor({ state: 'visible', timeout: 10_000 });
			} catch {
				missing.push(f);
			}
		}
		if (missing.length) {
			await shot('create-form-missing-fields.png');
			return `not rendered: ${missing.join(', ')}`;
		}
		const text = await params.innerText();
		if (/could not be loaded|install this node|unknown node/i.test(text)) return `node shows a load error: ${text.slice(0, 200)}`;
		return true;
	});
	if (!ndvOpen) return;

	await c('the Create form screenshot (docs size, < 150 kB) is saved', async () => {
		const panel = page.locator('[data-test-id="ndv"] [data-test-id="node-parameters"], [data-test-id="node-parameters"]').first();
		const file = path.join(ARTIFACTS, 'create-form.png');
		await panel.screenshot({ path: file });
		const kb = fs.statSync(file).size / 1024;
		return kb < 150 ? true : `${kb.toFixed(0)} kB`;
	});

	await c('the Event Time Zone dropdown opens with the contract zones (screenshot)', async () => {
		const param = page.locator('[data-test-id="parameter-input-eventTimeZone"]').first();
		await param.scrollIntoViewIfNeeded();
		await param.click();
		const berlin = page.locator('.el-select-dropdown__item, [role="option"]', { hasText: 'Europe/Berlin' }).first();
		await berlin.waitFor({ state: 'visible' });
		const options = await page.locator('.el-select-dropdown__item:visible, [role="option"]:visible').allInnerTexts();
		await shot('create-form-timezone-open.png');
		await page.keyboard.press('Escape');
		const hasDefault = options.some((o) => /account default/i.test(o));
		return hasDefault ? true : `no "Ad Account Default" option among ${options.slice(0, 8).join(' | ')}`;
	});

	await c(`the Ad Account picker tells accounts apart in the shown text (${PICKER_ENTRIES.join('; ')})`, async () => {
		const params = page.locator('[data-test-id="node-parameters"]').first();
		const input = params.locator('[data-test-id="resource-locator-adAccountId"] [data-test-id="rlc-input"]').first();
		await input.scrollIntoViewIfNeeded();
		await input.click();
		// The chosen entry shows at once; the others when the list search has answered.
		const item = page.locator('[data-test-id="rlc-item"]:visible', { hasText: PICKER_ENTRIES[0] }).first();
		await item.waitFor({ state: 'visible' }).catch(() => {});
		const entries = (await page.locator('[data-test-id="rlc-item"]:visible').allInnerTexts()).map((t) => t.trim().replace(/\s+/g, ' '));
		await shot('ad-account-picker-open.png');
		await page.keyboard.press('Escape');
		const missing = PICKER_ENTRIES.filter((want) => !entries.some((e) => e.includes(want)));
		return missing.length ? `the list shows ${entries.slice(0, 6).join(' | ')}; missing ${missing.join(', ')}` : true;
	});

	await c('a money field added under Update Fields starts empty, showing "e.g. 50.25" (not 0.000000)', async () => {
		// A copy of the example in a page of its own: the editor saves the field added here by itself.
		const copyId = await copyOfExample(await restSession(base), UPDATE_EXAMPLE);
		const edit = await context.newPage();
		try {
			edit.setDefaultTimeout(30_000);
			await edit.goto(`${base}/workflow/${copyId}`);
			const node = edit.locator('[data-test-id="canvas-node"]', { hasText: UPDATE_NODE }).first();
			await node.waitFor({ state: 'visible' });
			await dismissPopups(edit);
			await node.dblclick();
			const params = edit.locator('[data-test-id="node-parameters"]').first();
			await params.waitFor({ state: 'visible' });
			// The collection's "Add Field" is a select whose placeholder (text or input placeholder) says so.
			const add = params.getByText('Add Field', { exact: true }).or(params.getByPlaceholder('Add Field')).first();
			await add.scrollIntoViewIfNeeded();
			await add.click();
			await edit.locator('.el-select-dropdown__item:visible, [role="option"]:visible', { hasText: 'Daily Budget' }).first().click();
			const field = params.locator('[data-test-id="parameter-input-daily_budget_micro"] input, [data-test-id="parameter-input-daily_budget_micro"] textarea').first();
			await field.waitFor({ state: 'visible' });
			await edit.screenshot({ path: path.join(ARTIFACTS, 'update-fields-daily-budget.png') });
			const value = await field.inputValue();
			const placeholder = await field.getAttribute('placeholder');
			if (value !== '') return `Daily Budget starts as "${value}"`;
			return placeholder === 'e.g. 50.25' ? true : `Daily Budget shows the placeholder "${placeholder}"`;
		} catch (e) {
			await edit.screenshot({ path: path.join(ARTIFACTS, 'update-fields-failed.png') }).catch(() => {});
			throw e;
		} finally {
			await edit.close();
		}
	});

	// Issue 31: fields that tell the truth (31.3 to 31.6, 31.8), examples without warnings (31.9), and one
	// picture per capability (31.11).
	await runFieldChecks({ c, context, base, stack, artifacts: ARTIFACTS, dismissPopups, restSession });
	await takePictures({ c, context, base, artifacts: ARTIFACTS, dismissPopups });

	// Before the checks that add credentials: the trigger gets the one credential there is, as a user's would.
	await c('the Snapchat Ads Trigger of the Slack example renders and Fetch Test Event shows the latest rejected ad (screenshot, < 250 kB)', async () => {
		const example = exampleWorkflows().find((ex) => path.basename(ex.file) === TRIGGER_EXAMPLE);
		if (!example) return `no examples/${TRIGGER_EXAMPLE}`;
		await page.goto(`${base}/workflow/${example.id}`);
		const node = page.locator('[data-test-id="canvas-node"]', { hasText: TRIGGER_NODE }).first();
		await node.waitFor({ state: 'visible' });
		await dismissPopups(page);
		await shot('trigger-canvas.png');
		await node.dblclick();
		const params = page.locator('[data-test-id="node-parameters"]').first();
		await params.waitFor({ state: 'visible' });
		const missing = [];
		for (const f of TRIGGER_FIELDS) {
			try {
				await params.getByText(f, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
			} catch {
				missing.push(f);
			}
		}
		if (missing.length) {
			await shot('trigger-missing-fields.png');
			return `not rendered: ${missing.join(', ')}`;
		}
		await page.locator('[data-test-id="node-execute-button"]').first().click();
		const output = page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first();
		try {
			await output.getByText('adReviewStatusChanged').first().waitFor({ state: 'visible', timeout: 30_000 });
		} catch {
			await shot('trigger-fetch-failed.png');
			return `Fetch Test Event showed no event: ${(await page.locator('[data-test-id="ndv"]').first().innerText()).slice(0, 300)}`;
		}
		// The item as JSON (its fields top-down), without the pin tooltip and the "executed" toast.
		await output.getByText('JSON', { exact: true }).first().click().catch(() => {});
		await output.getByText('review_status_reasons').first().waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
		await params.hover();
		for (const close of await page.locator('.el-notification__closeBtn').all()) await close.click().catch(() => {});
		await page.waitForTimeout(800);
		const file = path.join(ARTIFACTS, 'trigger-workflow.png');
		await page.screenshot({ path: file });
		const kb = fs.statSync(file).size / 1024;
		return kb < 250 ? true : `${kb.toFixed(0)} kB`;
	});

	await c(`the credential dialog of "${DEV_CREDENTIAL_NAME}" opens (screenshot)`, async () => {
		await page.keyboard.press('Escape');
		await page.keyboard.press('Escape');
		await page.goto(`${base}/home/credentials/${DEV_CREDENTIAL_ID}`);
		const modal = page.locator('[data-test-id="credential-edit-dialog"]').first();
		await modal.waitFor({ state: 'visible' });
		await modal.getByText('Client ID').first().waitFor({ state: 'visible' });
		await page.waitForTimeout(300);
		await shot('credential-dialog.png');
		const text = await modal.innerText();
		const missing = ['Client ID', 'Client Secret', 'OAuth Redirect URL'].filter((w) => !text.includes(w));
		if (!(await page.getByText('Snapchat Ads OAuth2 API').first().isVisible())) missing.push('Snapchat Ads OAuth2 API');
		return missing.length ? `dialog lacks: ${missing.join(', ')}` : true;
	});

	await c('"Switch account" runs the OAuth2 authorization-code flow against the emulator (auto-approve)', async () => {
		const modal = page.locator('[data-test-id="credential-edit-dialog"]').first();
		stack.emulator.clearLog();
		const popupPromise = page.context().waitForEvent('page');
		await modal.getByRole('button', { name: /Switch account|Reconnect|Connect/ }).first().click();
		const popup = await popupPromise;
		await popup.waitForEvent('close', { timeout: 30_000 });
		await modal.getByText('Account connected').first().waitFor({ state: 'visible' });
		const log = stack.emulator.requestLog;
		const authorize = log.find((r) => r.method === 'GET' && r.path === '/login/oauth2/authorize');
		const exchange = log.find((r) => r.method === 'POST' && r.path === '/login/oauth2/access_token');
		const callback = `${base}/rest/oauth2-credential/callback`;
		const errs = [];
		if (!authorize) errs.push('no authorize request');
		else {
			if (authorize.query.client_id !== stack.emulator.client.clientId) errs.push('authorize: wrong client_id');
			if (authorize.query.response_type !== 'code') errs.push(`authorize: response_type=${authorize.query.response_type}`);
			if (authorize.query.redirect_uri !== callback) errs.push(`authorize: redirect_uri=${authorize.query.redirect_uri}`);
			if (!String(authorize.query.scope).split(' ').includes('snapchat-marketing-api')) errs.push(`authorize: scope=${authorize.query.scope}`);
		}
		if (!exchange) errs.push('no code exchange');
		else {
			const f = exchange.form || {};
			if (f.grant_type !== 'authorization_code') errs.push(`exchange: grant_type=${f.grant_type}`);
			if (f.client_id !== stack.emulator.client.clientId || f.client_secret !== stack.emulator.client.clientSecret) errs.push('exchange: client id/secret not in the form body');
			if (f.redirect_uri !== callback) errs.push(`exchange: redirect_uri=${f.redirect_uri}`);
			if (exchange.headers?.authorization) errs.push('exchange: Authorization header sent');
			if (exchange.status !== 200) errs.push(`exchange answered ${exchange.status}`);
		}
		await shot('credential-dialog-reconnected.png');
		return errs.length ? errs.join('; ') : true;
	});

	await c('a new Snapchat Ads credential shows the setup notice, "Marketing API … is always requested" and the optional APIs as toggles, off (screenshot)', async () => {
		await page.goto(`${base}/home/credentials/create`);
		await page.locator('input[placeholder="Search for app..."]').first().fill('Snapchat Ads');
		await page.locator('.el-select-dropdown__item, [role="option"]', { hasText: 'Snapchat Ads OAuth2 API' }).first().click();
		await page.getByRole('button', { name: 'Continue' }).click();
		const modal = page.locator('[data-test-id="credential-edit-dialog"]').first();
		await page.setViewportSize({ width: 1360, height: 1100 });
		const always = modal.getByText(MARKETING_ALWAYS).first();
		await always.waitFor({ state: 'visible' });
		await modal.getByText('Also Allow Public Profile API').first().scrollIntoViewIfNeeded();
		await page.waitForTimeout(300);
		await shot('credential-dialog-new.png');
		await modal.screenshot({ path: path.join(ARTIFACTS, 'credential-dialog-new-modal.png') });
		await page.setViewportSize({ width: 1360, height: 860 });
		const text = await modal.innerText();
		const missing = ['Client ID', 'Client Secret', 'OAuth Redirect URL', 'Snap Business Manager', MARKETING_ALWAYS, ...TOGGLES].filter((w) => !text.includes(w));
		if (missing.length) return `dialog lacks: ${missing.join(', ')}`;
		if (/APIs to Allow\s*\n\s*Select/i.test(text)) return 'the dialog still shows an empty "APIs to Allow" select';
		const switches = modal.locator('.el-switch');
		const n = await switches.count();
		if (n !== TOGGLES.length) return `${n} switches in the dialog, expected ${TOGGLES.length} (${TOGGLES.join(', ')})`;
		const on = await switches.evaluateAll((els) => els.filter((el) => el.classList.contains('is-checked')).length);
		return on === 0 ? true : `${on} of the optional APIs are on in a new credential`;
	});

	await c('the authorize URL n8n builds asks for the Marketing API plus exactly the chosen APIs (toggles; a credential saved with the old "APIs to Allow" list)', async () => {
		const rest = await restSession(base);
		const cases = [
			[{ conversionsApi: true, profileApi: false }, 'snapchat-marketing-api snapchat-offline-conversions-api'],
			[{ scopes: ['snapchat-profile-api'] }, 'snapchat-marketing-api snapchat-profile-api'],
			[{}, 'snapchat-marketing-api'],
		];
		const errs = [];
		for (const [choice, want] of cases) {
			const data = { clientId: stack.emulator.client.clientId, clientSecret: stack.emulator.client.clientSecret, ...choice };
			const created = await rest('POST', '/rest/credentials', { name: `Scope ${JSON.stringify(choice)}`, type: 'snapchatAdsOAuth2Api', data });
			const url = await rest('GET', `/rest/oauth2-credential/auth?id=${created.id}`);
			const scope = new URL(url).searchParams.get('scope');
			if (scope !== want) errs.push(`${JSON.stringify(choice)}: scope "${scope}", expected "${want}"`);
		}
		return errs.length ? errs.join('; ') : true;
	});

	await c('the example workflow runs from its form: create (Berlin wall clock → UTC), list, delete', async () => {
		const result = await runExampleThroughForm(stack);
		return result;
	});
	if (copyToDocs) console.log(`(pictures copied into docs/: ${copyPicturesToDocs(ARTIFACTS).join(', ')})`);
	if (consoleErrors.length) console.error(`(editor page errors: ${consoleErrors.slice(0, 3).join(' | ')})`);
}

/** Activates the example workflow over n8n's REST API and submits its production form. */
async function runExampleThroughForm(stack) {
	const base = stack.base;
	const rest = await restSession(base);
	const wf = await rest('GET', `/rest/workflows/${EXAMPLE_WORKFLOW_ID}`);
	await rest('POST', `/rest/workflows/${EXAMPLE_WORKFLOW_ID}/activate`, { versionId: wf.versionId });
	const formNode = wf.nodes.find((n) => n.type === 'n8n-nodes-base.formTrigger');
	const formPath = formNode.parameters.path || formNode.webhookId;
	stack.emulator.clearLog();
	const body = new FormData();
	body.set('field-0', 'Editor check: winter launch');
	body.set('field-1', '2026-12-01');
	body.set('field-2', '18:00');
	let sent;
	for (let i = 0; i < 20; i++) {
		sent = await fetch(`${base}/form/${formPath}`, { method: 'POST', body });
		if (sent.status !== 404) break;
		await new Promise((r) => setTimeout(r, 500));
	}
	if (!sent.ok) return `form submit to /form/${formPath}: HTTP ${sent.status} ${(await sent.text()).slice(0, 300)}`;
	const deadline = Date.now() + 20_000;
	let log = [];
	while (Date.now() < deadline) {
		log = stack.emulator.requestLog.filter((r) => r.path.startsWith('/v1/'));
		if (log.some((r) => r.method === 'DELETE')) break;
		await new Promise((r) => setTimeout(r, 250));
	}
	const create = log.find((r) => r.method === 'POST');
	const sentStart = create?.body?.event_details?.[0]?.event_start_time;
	const seq = log.map((r) => `${r.method} ${r.status}`).join(', ');
	if (!create) return `no create request (saw: ${seq})`;
	if (Date.parse(sentStart) !== Date.parse('2026-12-01T17:00:00Z')) return `create sent event_start_time ${sentStart}, expected 2026-12-01T17:00:00Z (18:00 Berlin, winter)`;
	const ok = ['POST', 'GET', 'DELETE'].every((m) => log.some((r) => r.method === m && r.status < 300));
	return ok ? true : `requests: ${seq}`;
}

/**
 * Logs in as the owner over n8n's REST API; returns `rest(method, path, body)`, which answers the
 * response's `data` and throws on an HTTP error.
 */
async function restSession(base) {
	const headers = { 'content-type': 'application/json', 'browser-id': 'snapchat-ads-editor-check' };
	const login = await fetch(`${base}/rest/login`, {
		method: 'POST',
		headers,
		body: JSON.stringify({ emailOrLdapLoginId: OWNER.email, password: OWNER.password }),
	});
	if (!login.ok) throw new Error(`REST login: HTTP ${login.status}`);
	const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
	return async (method, urlPath, body) => {
		const res = await fetch(`${base}${urlPath}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
		if (!res.ok) throw new Error(`${method} ${urlPath}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
		return (await res.json()).data;
	};
}

async function dismissPopups(page) {
	for (const sel of ['[data-test-id="close-button"]', 'button:has-text("Skip")', 'button:has-text("Got it")']) {
		const el = page.locator(sel).first();
		if (await el.isVisible().catch(() => false)) await el.click().catch(() => {});
	}
}

// Standalone: build, pack, run the editor check alone.
if (isMain(import.meta.url)) await runStandalone(({ tarball, cleanups }) => runEditorCheck({ tarball, record, cleanups }));
