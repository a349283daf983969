/**
 * Get Eligibility: which optimization goals and conversion windows the pixel can serve, as Snapchat
 * judges them (api/pixel/eligibility.ts: eligible, eligible with a warning, or not eligible with
 * Snap's reasons in words), one item per goal and window. Optionally, beside each goal and window
 * that is not eligible, the live ad squads of the ad account that use the pixel with it (one list
 * read of the account's ad squads).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { AD_ACCOUNT, AD_SQUAD, childrenPath } from '../../api';
import { DEFAULT_CONVERSION_WINDOW } from '../../api/conversionWindows';
import { readPixelEligibility, type GoalEligibility } from '../../api/pixel/eligibility';
import { createClient, type SnapClient } from '../../transport';
import { readBoolean } from '../../../shared/input/booleans';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { adsManagerLink } from '../common/compact';
import { readAdAccountId } from '../common/locators';
import { MAX_PAGE_SIZE } from '../common/paging';
import { createPixelLookup, pixelAdAccountLocator, pixelLocator, readPixelId, RESOURCE } from './shared';

export const properties: INodeProperties[] = [
	pixelAdAccountLocator(['getEligibility'], true),
	pixelLocator(['getEligibility']),
	{
		displayName: 'Include Affected Ad Squads',
		name: 'includeAffectedSquads',
		type: 'boolean',
		default: false,
		description: "Whether to list, beside each goal and window that is not eligible, the ad account's active ad squads that use this pixel with it (one more read: the account's ad squads)",
		displayOptions: { show: { resource: [RESOURCE], operation: ['getEligibility'] } },
	},
];

interface LiveSquad {
	id: string;
	name: string | null;
	optimization_goal: string;
	conversion_window: string;
	ads_manager_url: string;
}

/** The account's active ad squads that optimise on this pixel. */
async function liveSquadsOf(client: SnapClient, adAccountId: string, pixelId: string, itemIndex: number): Promise<LiveSquad[]> {
	const squads = await client.listAll(
		{ path: childrenPath(AD_ACCOUNT, adAccountId, AD_SQUAD), subject: `the ad squads of ad account ${adAccountId}`, itemIndex },
		AD_SQUAD.plural,
		AD_SQUAD.singular,
		MAX_PAGE_SIZE,
	);
	return squads
		.filter((s) => String(s.pixel_id ?? '').toLowerCase() === pixelId && String(s.status ?? '').toUpperCase() === 'ACTIVE' && typeof s.id === 'string')
		.map((s) => ({
			id: s.id as string,
			name: typeof s.name === 'string' ? s.name : null,
			optimization_goal: String(s.optimization_goal ?? '').toUpperCase(),
			conversion_window: typeof s.conversion_window === 'string' && s.conversion_window !== '' ? s.conversion_window.toUpperCase() : DEFAULT_CONVERSION_WINDOW,
			ads_manager_url: adsManagerLink(adAccountId, 'adsquads', s.id as string),
		}));
}

function rowJson(pixelId: string, row: GoalEligibility): IDataObject {
	return {
		pixel_id: pixelId,
		optimization_goal: row.optimization_goal,
		goal_name: row.goal_name,
		conversion_window: row.conversion_window,
		window_name: row.window_name,
		status: row.status,
		eligible: row.status === 'ELIGIBLE' || row.status === 'ELIGIBLE_WARNING',
		reasons: row.reasons.map((r) => ({ code: r.code, words: r.words })),
		summary: row.summary,
		...(row.snap_error ? { snap_error: row.snap_error } : {}),
	};
}

/** Squads using `row`'s goal with its window (a row naming no window counts for every window). */
function affected(row: GoalEligibility, squads: LiveSquad[]): LiveSquad[] {
	return squads.filter((s) => s.optimization_goal === row.optimization_goal && (row.conversion_window === '' || s.conversion_window === row.conversion_window));
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const pixels = createPixelLookup(this, client);
	const read = (i: number) => ({
		adAccountId: readAdAccountId(this, i),
		pixelId: readPixelId(this, i),
		withSquads: convertInputErrors(this, i, () => readBoolean(this, 'includeAffectedSquads', i, false, 'Include Affected Ad Squads')),
	});
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, pixelId, withSquads }, i) => {
		await pixels.owned(adAccountId, pixelId, i);
		const eligibility = await readPixelEligibility(this, client, { pixelId, adAccountId, itemIndex: i });
		const squads = withSquads ? await liveSquadsOf(client, adAccountId, pixelId, i) : [];
		if (eligibility.eligibilities.length === 0) {
			return [outputItem({ pixel_id: pixelId, status: 'UNKNOWN', summary: 'Snapchat listed no optimization goal for this pixel' }, i)];
		}
		return eligibility.eligibilities.map((row) =>
			outputItem({ ...rowJson(pixelId, row), ...(withSquads ? { affected_ad_squads: row.status === 'INELIGIBLE' ? affected(row, squads) : [] } : {}) } as IDataObject, i),
		);
	});
}
