/**
 * Get Test Logs and Get Test Stats: read back what Snap's test tool saw (spec pixel-health.md §6:
 * `GET /v3/{asset_id}/events/validate/logs` and `/stats`, in the shapes of Snap's own SDK schema).
 * Logs (`GetLogsResponse`: test events of the last 24 hours under `logs`; `event_logs` and `data`
 * still read) become one item per entry. Stats (`GetStatsResponse`: `stats.live` and `stats.test`,
 * each `event_count_past_hour` and `latest_event_ts`) become one item saying when the last live event
 * arrived and how many came in the past hour (shared/conversions/testStats.ts), with Snap's answer
 * beside it; an answer without that shape is output as Snap sent it.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { TestToolStats } from '../../../shared/conversions/testStats';
import { isRecord } from '../../../shared/input/values';

export type TestToolRead = 'logs' | 'stats';

export const OPERATIONS: Record<TestToolRead, string> = { logs: 'getTestLogs', stats: 'getTestStats' };

export function testToolProperties(read: TestToolRead): INodeProperties[] {
	return [
		{
			displayName: 'Pixel or Snap App ID',
			name: 'assetId',
			type: 'string',
			default: '',
			placeholder: '5bf81ee1-15b1-4dc1-b636-d7dae49b950e',
			description: "The Pixel (or Snap App) whose Test Mode events to read. Empty: the credential's Default Pixel ID.",
			displayOptions: { show: { operation: [OPERATIONS[read]] } },
		},
	];
}

const LIST_KEYS = ['logs', 'event_logs', 'data'];

export async function readTestTool(ctx: IExecuteFunctions, items: INodeExecutionData[], read: TestToolRead): Promise<INodeExecutionData[]> {
	// Loaded when an execution reads, not when n8n loads the node (cold load: see docs/development.md).
	const [{ convertInputErrors, forEachItem }, { checkUuid, InputError }, { createConversionsClient }, { readTestToolStats, liveSummary }] = await Promise.all([
		import('../../../shared/items/items'),
		import('../../../shared/input/validation'),
		import('../../transport'),
		import('../../../shared/conversions/testStats'),
	]);
	/** The figures first, in words, then Snap's own fields (status, reason, stats) as it sent them. */
	const statsJson = (stats: TestToolStats, nowMs: number) => ({
		live_events_past_hour: stats.live.eventsPastHour,
		last_live_event_at: stats.live.latestEventAt ?? null,
		test_events_past_hour: stats.test.eventsPastHour,
		last_test_event_at: stats.test.latestEventAt ?? null,
		summary: liveSummary(stats, nowMs),
	});
	const client = await createConversionsClient(ctx);
	return await forEachItem(ctx, items, async (i) => {
		const assetId = convertInputErrors(ctx, i, () => {
			const given = ctx.getNodeParameter('assetId', i, '') as unknown;
			const id = typeof given === 'string' && given.trim() !== '' ? given : client.defaultPixelId;
			if (id === '') {
				throw new InputError('Pixel or Snap App ID', 'Pixel or Snap App ID is empty and the credential has no Default Pixel ID', 'Enter the Pixel ID or add a Default Pixel ID to the credential.');
			}
			return checkUuid(id, 'Pixel or Snap App ID', 'Snap Pixel or Snap App');
		});
		const exchange = await client.request({
			method: 'GET',
			path: `/v3/${assetId}/events/validate/${read}`,
			idempotent: true,
			subject: `the test ${read} of ${assetId}`,
			itemIndex: i,
		});
		if (exchange.kind === 'unknown') {
			throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
				message: `Could not read the test ${read}: ${exchange.why}`,
				description: 'Nothing was changed (this only reads). Try again in a few minutes.',
				itemIndex: i,
			});
		}
		if (read === 'stats') {
			const stats = readTestToolStats(exchange.body);
			if (stats.documentedShape) return [{ json: { ...statsJson(stats, Date.now()), ...exchange.body } as IDataObject, pairedItem: { item: i } }];
		}
		const list = LIST_KEYS.map((k) => exchange.body[k]).find(Array.isArray);
		const entries = read === 'logs' && list ? list : [exchange.body];
		return entries.map((entry) => ({ json: (isRecord(entry) ? entry : { value: entry }) as IDataObject, pairedItem: { item: i } }));
	});
}
