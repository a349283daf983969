/**
 * Ad Squad → Create: one ad squad per item in the chosen campaign, Paused unless chosen otherwise.
 * Before any create, the campaign is read once per run: it must belong to the chosen ad account,
 * and the optimization goal must be eligible for its objective (Snap refuses it otherwise since
 * 2025-09-23); a squad with a pixel goal or a 7-day window is checked against Snap's pixel
 * eligibility (creation/eligibilityCheck.ts). Body per Snap docs, "Ad Squads", and the minimal body a client sends to the live API.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { AdSquadInput } from '../creation/adSquadInput';
import { adSquadCreateProperties, readAdSquadCreate } from '../creation/adSquadInput';
import { adSquadPreparer } from '../creation/adSquadPrepare';
import { estimatePlanned } from '../targeting/audienceSize';
import { readEstimate } from '../creation/fields';
import { runCreates } from '../creation/run';
import { expansionDifference } from '../targeting/expansion';
import { createEligibilityCheck, eligibilityShown } from '../creation/eligibilityCheck';

export const properties: INodeProperties[] = adSquadCreateProperties;

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const prepare = adSquadPreparer();
	// Issue 46, point 2: Snap's pixel eligibility, asked once per pixel, goal and window of this run.
	const eligibility = createEligibilityCheck(this);
	return await runCreates<AdSquadInput>(this, items, {
		level: 'adSquad',
		read: readAdSquadCreate,
		prepare: async (input, env) => {
			const prepared = await prepare(input, env);
			const found = await eligibility(env.client, prepared.element, prepared.adAccountId, prepared.itemIndex);
			return { ...prepared, warnings: [...(prepared.warnings ?? []), ...found.warnings], shown: eligibilityShown([found]) };
		},
		// Issue 42, point 2: Snap's answer may show another expansion than the one sent; the item says so.
		afterCreate: (p, entity) => {
			const difference = expansionDifference(p.element.targeting, entity.targeting);
			return difference ? [difference] : [];
		},
		// Opt-in: one audience size request per previewed item (issue 42, point 7).
		previewExtra: async (p, client) =>
			readEstimate(this, p.itemIndex) ? { audience_estimate: { ...(await estimatePlanned(client, p.adAccountId, p.element as IDataObject, p.itemIndex)) } } : {},
	});
}
