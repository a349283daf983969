/**
 * Options lists that depend on other fields. Optimization Goal of Ad Squad → Create offers only the
 * goals eligible for the chosen campaign's objective (one read of the campaign); a campaign with only
 * the legacy objective, or none chosen yet, gets every goal (the run checks again before sending).
 * Pixel of Ad Squad → Create lists the chosen ad account's pixels (Snap docs, "Snap Pixel"; one read).
 */
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { UUID_PATTERN } from '../../../shared/input/validation';
import { CAMPAIGN, entityPath, pixelsPath } from '../../api';
import { campaignObjective, OPTIMIZATION_GOALS } from '../../api/objectives';
import { createClient } from '../../transport';

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
