/**
 * Options lists that depend on other fields. Optimization Goal of Ad Squad → Create offers only the
 * goals eligible for the chosen campaign's objective (one read of the campaign); a campaign with only
 * the legacy objective, or none chosen yet, gets every goal (the run checks again before sending).
 * Pixel of Ad Squad → Create lists the chosen ad account's pixels (Snap docs, "Snap Pixel"; one read).
 * Interests, Regions and Metros / DMAs list Snap's targeting lookups (actions/common/targetingLookups.ts;
 * one read each time a list opens), names shown and the ID beneath; regions and metros only for a
 * single country in Countries (an empty list otherwise: the run refuses them with several).
 */
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { UUID_PATTERN } from '../../../shared/input/validation';
import { CAMPAIGN, entityPath, pixelsPath } from '../../api';
import { campaignObjective, OPTIMIZATION_GOALS } from '../../api/objectives';
import { createClient } from '../../transport';
import { geoLookup, interestLookup, type LookupEntry } from '../../actions/common/targetingLookups';

export async function getEligibleGoals(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const all = OPTIMIZATION_GOALS.map((g) => ({ name: g.name, value: g.value, description: g.description }));
	const campaignId = this.getCurrentNodeParameter('campaignId', { extractValue: true });
	if (typeof campaignId !== 'string' || !new RegExp(UUID_PATTERN).test(campaignId)) return all;
	const client = await createClient(this);
	const subject = `campaign ${campaignId}`;
	const body = await client.request({ method: 'GET', path: entityPath(CAMPAIGN, campaignId.toLowerCase()), idempotent: true, subject });
	const [campaign] = client.entities(body, CAMPAIGN.plural, CAMPAIGN.singular, subject);
	const objective = campaign ? campaignObjective(campaign) : undefined;
	if (!objective) return all;
	return all
		.filter((g) => objective.goals.includes(g.value))
		.map((g) => ({ ...g, description: `${g.description} (eligible for the campaign's objective ${objective.name})` }));
}

/** The ad account's pixels, "name · status"; none chosen yet or none there: an empty list (an ID still works by expression). */
export async function getPixels(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const adAccountId = this.getCurrentNodeParameter('adAccountId', { extractValue: true });
	if (typeof adAccountId !== 'string' || !new RegExp(UUID_PATTERN).test(adAccountId)) return [];
	const client = await createClient(this);
	const pixels = await client.listAll({ path: pixelsPath(adAccountId.toLowerCase()), subject: `the pixels of ad account ${adAccountId}` }, 'pixels', 'pixel', 1000);
	return pixels.map((p) => ({
		name: `${typeof p.name === 'string' && p.name !== '' ? p.name : String(p.id)}${typeof p.status === 'string' ? ` · ${p.status}` : ''}`,
		value: String(p.id),
		description: String(p.id),
	}));
}

function choices(entries: LookupEntry[]): INodePropertyOptions[] {
	return [...entries].sort((a, b) => a.name.localeCompare(b.name)).map((e) => ({ name: e.name, value: e.id, description: e.id }));
}

/** Snap Lifestyle Categories. Both spellings of the lookup missing (404) is said, not shown as an empty list. */
export async function getInterests(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const entries = await interestLookup(await createClient(this));
	if (!entries) {
		throw new NodeOperationError(this.getNode(), "Snapchat's list of interests could not be read (its lookup answered 404 Not Found at every known address)", {
			description: 'Try again later, or give interest IDs by expression or in Targeting JSON.',
		});
	}
	return choices(entries);
}

/** The one country of the Countries field as typed (not an expression), or undefined. */
function singleCountry(ctx: ILoadOptionsFunctions): string | undefined {
	const value = ctx.getCurrentNodeParameter('countries');
	if (typeof value !== 'string' || value.startsWith('=')) return undefined;
	const parts = value.split(/[,;\s]+/).filter((p) => p !== '');
	return parts.length === 1 && /^[A-Za-z]{2}$/.test(parts[0]) ? parts[0] : undefined;
}

export async function getRegions(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const country = singleCountry(this);
	return country ? choices(await geoLookup(await createClient(this), 'region', country)) : [];
}

export async function getMetros(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const country = singleCountry(this);
	return country ? choices(await geoLookup(await createClient(this), 'metro', country)) : [];
}
