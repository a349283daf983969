// The README's pictures, one per capability, taken from the real editor by the editor check (issue 31.11):
// each example's Snapchat node opened (and, where the example can run by itself against the emulator,
// executed so its output shows). Written to .artifacts/e2e/; with E2E_DOCS_PICTURES=1 (`npm run
// pictures`) also copied into docs/, where the README links them. The alerts picture
// (trigger-workflow.png) and the reminder-events one (create-form.png) are taken by editor-check.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/n8n.mjs';
import { exampleWorkflows } from '../lib/stack.mjs';

export const DOCS = path.join(ROOT, 'docs');
const MAX_KB = 250;

/** Capability → example, node, whether to execute it, picture file. */
export const PICTURES = [
	{ capability: 'reports', file: 'yesterday-spend-per-campaign.json', node: "Yesterday's stats per campaign", run: true, png: 'reports-stats.png' },
	{ capability: 'control', file: 'pause-campaigns-over-spend.json', node: 'Pause campaign', run: false, png: 'control-update.png' },
	{ capability: 'audiences', file: 'sync-customer-list-to-audience.json', node: 'Add customers', run: false, png: 'audiences-add-users.png' },
	{ capability: 'conversions', file: 'send-shop-orders-to-snapchat-conversions.json', node: 'Send purchase to Snapchat', run: false, png: 'conversions-send.png' },
];

/** Pictures the editor check takes elsewhere, copied into docs/ with these. */
export const OTHER_PICTURES = ['trigger-workflow.png', 'create-form.png'];

export const copyToDocs = process.env.E2E_DOCS_PICTURES === '1';

export async function takePictures({ c, context, base, artifacts, dismissPopups }) {
	for (const pic of PICTURES) {
		await c(`picture of ${pic.capability}: "${pic.node}" of examples/${pic.file}${pic.run ? ', executed' : ''} (< ${MAX_KB} kB)`, async () => {
			const example = exampleWorkflows().find((ex) => path.basename(ex.file) === pic.file);
			if (!example) return `no examples/${pic.file}`;
			const page = await context.newPage();
			page.setDefaultTimeout(30_000);
			try {
				await page.goto(`${base}/workflow/${example.id}`);
				const node = page.locator('[data-test-id="canvas-node"]', { hasText: pic.node }).first();
				await node.waitFor({ state: 'visible' });
				await dismissPopups(page);
				await node.dblclick();
				const params = page.locator('[data-test-id="node-parameters"]').first();
				await params.waitFor({ state: 'visible' });
				if (pic.run) {
					await page.locator('[data-test-id="node-execute-button"]').first().click();
					const output = page.locator('[data-test-id="ndv-output-panel"], [data-test-id="output-panel"]').first();
					await output.locator('[data-test-id="ndv-items-count"], .json-data, table, [data-test-id="run-data-schema-item"]').first().waitFor({ state: 'visible', timeout: 60_000 });
					await output.getByText('JSON', { exact: true }).first().click().catch(() => {});
					const text = await output.innerText();
					if (/error|problem/i.test(text.slice(0, 300)) && !/items?/i.test(text)) return `the node failed: ${text.slice(0, 300)}`;
				}
				await params.hover();
				for (const close of await page.locator('.el-notification__closeBtn').all()) await close.click().catch(() => {});
				await page.waitForTimeout(800);
				const file = path.join(artifacts, pic.png);
				await page.screenshot({ path: file });
				const kb = fs.statSync(file).size / 1024;
				if (kb >= MAX_KB) return `${kb.toFixed(0)} kB`;
				return true;
			} finally {
				await page.close();
			}
		});
	}
}

/** Copies the pictures into docs/ (E2E_DOCS_PICTURES=1); returns what was copied. */
export function copyPicturesToDocs(artifacts) {
	const copied = [];
	for (const png of [...PICTURES.map((p) => p.png), ...OTHER_PICTURES]) {
		const from = path.join(artifacts, png);
		if (!fs.existsSync(from)) continue;
		fs.copyFileSync(from, path.join(DOCS, png));
		copied.push(png);
	}
	return copied;
}
