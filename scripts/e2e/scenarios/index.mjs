// The end-to-end scenarios, run in this order against every n8n version the run tests.
//
// How to add one (e.g. campaigns, stats, audience segments):
//   1. Create scripts/e2e/scenarios/<name>.mjs that default-exports
//        { name, workflows(ctx) => [workflow JSON, ...], async run(ctx) }
//      - workflows: the n8n workflows the scenario runs, built with ../workflow.mjs (`chain`, `snapNode`,
//        `rl`); give each a fixed 16-character id. The runner imports every scenario's workflows in one
//        `n8n import:workflow` call before the first scenario runs.
//      - run: `await ctx.execute(id)` runs a workflow with `n8n execute` and returns { res, run, log, text }
//        (log: the emulator's requests during that run); report each check with
//        `await ctx.c('what is checked', () => true | 'why it failed')`. Helpers: ../checks.mjs.
//   2. Add one line to SCENARIOS below.
//
// ctx (see ../suite.mjs): version, tag, c, record, inst, env, work, emulator, accounts, tokens (the stored,
// already expired access token and its refresh token), pageSize, execute, importWorkflows, runs (every
// execution so far), shared (values one scenario leaves for a later one: createdId, newToken).
//
// Not listed here: ../editor-check.mjs (Chromium) and ../queue-mode.mjs (its own Postgres, Redis, n8n main
// and workers); run.mjs runs both once, after the first n8n version's suite.
import adsEntities from './ads-entities.mjs';
import audienceSegment from './audience-segment.mjs';
import badInput from './bad-input.mjs';
import batch from './batch.mjs';
import conversions from './conversions.mjs';
import create from './create.mjs';
import eventDetailCrud from './event-detail-crud.mjs';
import getAfterDelete from './get-after-delete.mjs';
import launchAudiences from './launch-audiences.mjs';
import leadTrigger from './lead-trigger.mjs';
import leadTriggerRenamedPaths from './lead-trigger-renamed-paths.mjs';
import mcp from './mcp.mjs';
import mediaToAd from './media-to-ad.mjs';
import noSecrets from './no-secrets.mjs';
import organizationsAdAccounts from './organizations-ad-accounts.mjs';
import stats from './stats.mjs';
import statsDimensions from './stats-dimensions.mjs';
import trigger from './trigger.mjs';

export const SCENARIOS = [
	eventDetailCrud, // first: its run refreshes the expired token and leaves createdId, newToken
	batch,
	getAfterDelete,
	badInput,
	organizationsAdAccounts,
	adsEntities,
	create, // after adsEntities: it copies a fixture ad squad that one updates
	audienceSegment,
	launchAudiences, // the example examples/launch-lookalike-minus-buyers.json, on the demo customer lists
	stats,
	statsDimensions,
	trigger, // an activated workflow under `n8n start`: about 2 to 3 minutes (polls are a minute apart)
	leadTrigger, // an activated workflow under `n8n start` receiving signed leads: about 1 minute
	leadTriggerRenamedPaths, // the same under renamed webhook paths (hooks, hooks-test), tested while active: about 1 minute
	mcp, // the MCP server example published under `n8n start`, driven by the MCP SDK client (2.x only): about 1 minute
	conversions,
	mediaToAd,
	noSecrets, // last: checks the output of every run before it
];
