/**
 * The Output field of list operations (Get Many of ad accounts, campaigns, ad squads, ads and audience
 * segments) and the compact item it can ask for: ID, name, status, the money and time fields that
 * matter and the Ads Manager link, so that an answer read by an AI assistant (n8n's AI Agent or its
 * MCP Server Trigger, issue 36) fits in its context. The full item stays the default in the editor.
 * Stats -> Get offers the same choice in its own Output option (actions/stats/options.ts) and
 * compacts its rows with `compactStatsRow` below. Pure apart from reading the field.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { oneOf } from '../stats/choice';
import { withAmounts } from '../../../shared/input/money';
import { convertInputErrors } from '../../../shared/items/items';

export type OutputShape = 'full' | 'compact';

const OUTPUT_FIELD = 'Output';
export const COMPACT_DESCRIPTION = 'For AI assistants: a short item per entity (ID, name, status, money and time fields, Ads Manager link), so a tool answer fits in its context';

/** The Output field of a list operation; Full Item by default. */
export function outputShapeField(resource: string, operations: string[], show: Record<string, Array<string | boolean>> = {}): INodeProperties {
	return {
		displayName: OUTPUT_FIELD,
		name: 'output',
		type: 'options',
		default: 'full',
		description: 'What each output item holds',
		options: [
			{ name: 'Compact', value: 'compact', description: COMPACT_DESCRIPTION },
			{ name: 'Full Item', value: 'full', description: 'Every field Snapchat gives, plus the plain amounts and local times this node adds' },
		],
		displayOptions: { show: { resource: [resource], operation: operations, ...show } },
	};
}

/** The Output field of item `itemIndex`, checked (an expression may give any text). */
export function readOutputShape(ctx: IExecuteFunctions, itemIndex: number): OutputShape {
	return convertInputErrors(ctx, itemIndex, () => oneOf<OutputShape>(ctx.getNodeParameter('output', itemIndex, 'full'), ['full', 'compact'], OUTPUT_FIELD));
}

/** The given keys of `from` that it holds (null included), in the given order. */
export function pick(from: Record<string, unknown>, keys: readonly string[]): IDataObject {
	const out: IDataObject = {};
	for (const key of keys) if (key in from && from[key] !== undefined) out[key] = from[key] as IDataObject[string];
	return out;
}

/**
 * Ads Manager's page of an ad account or an entity in it. INFERRED from links Ads Manager shows (Snap
 * documents no deep-link format): the account first, then the level and the ID.
 */
export function adsManagerLink(adAccountId: string, level?: 'campaigns' | 'adsquads' | 'ads', id?: string): string {
	const account = `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}`;
	return level && id ? `${account}/${level}/${encodeURIComponent(id)}` : account;
}

/** An ad account, compact: who it is, its state, zone and currency, its lifetime spend cap as a plain amount (Snap sends `lifetime_spend_cap_micro`), its link. */
export function compactAdAccount(account: Record<string, unknown>): IDataObject {
	const out = pick(withAmounts(account, ['lifetime_spend_cap_micro']), ['id', 'name', 'status', 'currency', 'timezone', 'organization_id', 'lifetime_spend_cap']);
	if (typeof account.id === 'string') out.ads_manager_url = adsManagerLink(account.id);
	return out;
}

/** An audience segment, compact: who it is, its state, size and how long users stay in it. */
export function compactSegment(segment: Record<string, unknown>): IDataObject {
	return pick(segment, ['id', 'name', 'status', 'targetable_status', 'source_type', 'approximate_number_users', 'retention_in_days', 'upload_status', 'ad_account_id']);
}

/**
 * A stats row, compact: Snap's micro-currency twins (`*_micro`), the entity type, the granularity and
 * the UTC period of a row that has a local date are left out; the IDs, names, date, dimension values,
 * metrics as plain amounts, currency and finalized stay.
 */
export function compactStatsRow(row: IDataObject): IDataObject {
	const out: IDataObject = {};
	const dated = typeof row.date === 'string';
	for (const [key, value] of Object.entries(row)) {
		if (key.endsWith('_micro') || key === 'type' || key === 'parent_type' || key === 'granularity') continue;
		if (dated && (key === 'start_time' || key === 'end_time')) continue;
		out[key] = value;
	}
	return out;
}
