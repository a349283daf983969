// The README's pictures, one per capability, taken from the real editor by the editor check (issue 31.11,
// and the new capabilities of issues 27, 29 and 30): each example's Snapchat node opened and, where the
// example can run by itself against the emulator, executed so its output shows. Each picture is cropped
// to what it shows: the node's panel (parameters and output) when executed, its parameters otherwise.
// Written to .artifacts/e2e/; with E2E_DOCS_PICTURES=1 (`npm run pictures`) also copied into docs/,
// where the README links them. The alerts picture (trigger-workflow.png) and the reminder-events one
// (create-form.png) are taken by editor-check.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/n8n.mjs';
import { exampleWorkflows } from '../lib/stack.mjs';

export const DOCS = path.join(ROOT, 'docs');
const MAX_KB = 200;

/**
 * Capability → example, node, whether to execute it (then `expect`: a text its output must show, and
 * the output view), picture file.
 */
export const PICTURES = [
	{ capability: 'reports', file: 'yesterday-spend-per-campaign.json', node: "Yesterday's stats per campaign", run: true, expect: 'spend_micro', view: 'JSON', png: 'reports-stats.png' },
	{ capability: 'reports by country', file: 'last-week-spend-and-purchases-by-country.json', node: 'Last week by country', run: true, expect: 'country_name', view: 'JSON', png: 'reports-by-country.png' },
	{ capability: 'control', file: 'pause-campaigns-over-spend.json', node: 'Pause campaign', run: false, png: 'control-update.png' },
	{ capability: 'launch (duplicate)', file: 'duplicate-winning-ad-squad-into-three-countries.json', node: 'Copy ad squad', run: true, expect: 'created_counts', view: 'JSON', png: 'launch-duplicate.png' },
	{ capability: 'audiences', file: 'sync-customer-list-to-audience.json', node: 'Add customers', run: false, png: 'audiences-add-users.png' },
	// Executed: n8n runs the steps before it too (the lookalike, the estimate), on the demo lists the stack adds.
	{ capability: 'your own audiences', file: 'launch-lookalike-minus-buyers.json', node: 'Create ad squad', run: true, expect: 'PAUSED', view: 'JSON', png: 'audiences-launch.png' },
	{ capability: 'conversions', file: 'send-shop-orders-to-snapchat-conversions.json', node: 'Send purchase to Snapchat', run: false, png: 'conversions-send.png' },
	{ capability: 'pixel health alerts', file: 'slack-when-the-pixel-goes-quiet.json', node: 'When a pixel goes quiet (6 h)', run: false, png: 'pixel-health-trigger.png' },
	{ capability: 'rules on results', file: 'pause-ad-squad-over-cost-per-purchase-after-approval.json', node: 'When cost per purchase passes the limit', run: false, png: 'rules-on-results.png' },
	{ capability: 'leads (set-up)', file: 'new-snapchat-lead-to-google-sheets.json', node: 'When a lead is submitted', run: false, png: 'leads-trigger-setup.png' },
	// The whole workflow on the canvas (zoomed to fit), not one node's panel (issue 36).
	{ capability: 'AI assistants (MCP)', file: 'snapchat-ads-mcp-server.json', node: 'Snapchat Ads MCP server', canvas: true, png: 'mcp-workflow.png' },
];

/** Pictures the editor check takes elsewhere, copied into docs/ with these. */
export const OTHER_PICTURES = ['trigger-workflow.png', 'create-form.png'];

export const copyToDocs = process.env.E2E_DOCS_PICTURES === '1';

/**
 * E2E_PICTURES=mcp-workflow.png[,…]: only these pictures are taken and copied into docs/ (the other
 * editor checks still run), so one picture can be retaken without rewriting the others.
 */
const ONLY = (process.env.E2E_PICTURES ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const wanted = (png) => ONLY.length === 0 || ONLY.includes(png);

export async function takePictures({ c, context, base, artifacts, dismissPopups }) {
	const unknown = ONLY.filter((png) => ![...PICTURES.map((p) => p.png), ...OTHER_PICTURES].includes(png));
	if (unknown.length) await c(`E2E_PICTURES names pictures there are: ${ONLY.join(', ')}`, () => `no picture ${unknown.join(', ')}`);
	for (const pic of PICTURES.filter((p) => wanted(p.png))) {
		await c(`picture of ${pic.capability}: "${pic.node}" of examples/${pic.file}${pic.run ? ', executed' : ''} (< ${MAX_KB} kB)`, async () => {
			const example = exampleWorkflows().find((ex) => path.basename(ex.file) === pic.file);
			if (!example) return `no examples/${pic.file}`;
			const page = await context.newPage();
			page.setDefaultTimeout(60_000);
			try {
				await page.goto(`${base}/workflow/${example.id}`);
				const node = page.locator('[data-test-id="canvas-node"]', { hasText: pic.node }).first();
				await node.waitFor({ state: 'visible' });
				await dismissPopups(page);
				if (pic.canvas) return await canvasPicture(page, path.join(artifacts, pic.png));
				await node.dblclick();
				const params = page.locator('[data-test-id="node-parameters"]').first();
				await params.waitFor({ state: 'visible' });
				// The fields have rendered (a locator's list entry or a label), not only the panel.
				await params.locator('[data-test-id^="parameter-input-"], [data-test-id^="resource-locator-"]').first().waitFor({ state: 'visible' });
				let target = params;
				if (pic.run) {
					await page.locator('[data-test-id="node-execute-button"]').first().click();
					const output = page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first();
					await output.getByText(pic.view, { exact: true }).first().click({ timeout: 90_000 }).catch(() => {});
					try {
						await output.getByText(pic.expect).first().waitFor({ state: 'visible', timeout: 90_000 });
					} catch {
						await page.screenshot({ path: path.join(artifacts, `failed-${pic.png}`) });
						return `the output shows no "${pic.expect}": ${(await output.innerText()).replace(/\s+/g, ' ').slice(0, 300)}`;
					}
					const text = await output.innerText();
					if (/problem in node|error/i.test(text.slice(0, 300))) return `the node failed: ${text.slice(0, 300)}`;
					target = page.locator('[data-test-id="ndv"]').first();
				}
				// Neither the pointer's tooltips nor the "executed" toast in the picture.
				await page.mouse.move(0, 0);
				for (const close of await page.locator('.el-notification__closeBtn').all()) await close.click().catch(() => {});
				await page.locator('.el-notification').first().waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => {});
				await page.waitForTimeout(500);
				const file = path.join(artifacts, pic.png);
				await screenshotOf(page, target, file, !pic.run);
				const kb = fs.statSync(file).size / 1024;
				if (kb >= MAX_KB) return `${kb.toFixed(0)} kB`;
				return true;
			} finally {
				await page.close();
			}
		});
	}
}

/** The workflow zoomed to fit (n8n's "1" shortcut), the canvas only; its size checked as the others'. */
export async function canvasPicture(page, file) {
	await page.mouse.move(0, 0);
	await page.locator('[data-test-id="canvas"], .vue-flow').first().click({ position: { x: 5, y: 5 } }).catch(() => {});
	await page.keyboard.press('1');
	await page.waitForTimeout(1000);
	await screenshotOf(page, page.locator('[data-test-id="canvas"], .vue-flow').first(), file);
	const kb = fs.statSync(file).size / 1024;
	return kb < MAX_KB || `${kb.toFixed(0)} kB`;
}

/**
 * A picture cropped to `target`'s box (the page's when it has none), within the viewport; with
 * `toContent`, down to its last field only (not the empty panel below it and n8n's feedback link).
 */
async function screenshotOf(page, target, file, toContent = false) {
	const box = await target.boundingBox().catch(() => null);
	const view = page.viewportSize();
	if (!box || !view) return page.screenshot({ path: file });
	let bottom = box.y + box.height;
	if (toContent) {
		const last = await target.evaluate((root) => {
			let footer = Infinity;
			const leaves = [...root.querySelectorAll('*')].filter((el) => el.children.length === 0);
			for (const el of leaves) if (/I wish this node would/i.test(el.textContent ?? '')) footer = Math.min(footer, el.getBoundingClientRect().top);
			let max = 0;
			for (const el of leaves) {
				const r = el.getBoundingClientRect();
				if (r.height > 0 && r.bottom < footer) max = Math.max(max, r.bottom);
			}
			return max;
		});
		if (last > box.y) bottom = Math.min(bottom, last + 16);
	}
	const x = Math.max(0, Math.floor(box.x));
	const y = Math.max(0, Math.floor(box.y));
	const clip = { x, y, width: Math.min(view.width - x, Math.ceil(box.width)), height: Math.min(view.height - y, Math.ceil(bottom - y)) };
	return page.screenshot({ path: file, clip });
}

/** Copies the pictures into docs/ (E2E_DOCS_PICTURES=1); returns what was copied. */
export function copyPicturesToDocs(artifacts) {
	const copied = [];
	for (const png of [...PICTURES.map((p) => p.png), ...OTHER_PICTURES].filter(wanted)) {
		const from = path.join(artifacts, png);
		if (!fs.existsSync(from)) continue;
		fs.copyFileSync(from, path.join(DOCS, png));
		copied.push(png);
	}
	return copied;
}
