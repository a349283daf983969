/**
 * A planned or an existing ad squad, for the operations that ask Snapchat about one without creating
 * anything (Estimate Audience, Get Bid Estimate): the Estimate For choice, Create's fields for a planned
 * squad (read and checked the same way, so one reader builds the targeting) and the Ad Squad locator
 * for an existing one. The Ad Account is asked for both kinds (its currency, and the list of squads).
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { AD_SQUAD } from '../common/entityTypes';
import { entityLocator, readEntityId } from '../adsEntities/fields';
import { readAdAccountId } from '../common/locators';
import { adSquadCreateProperties, readAdSquadCreate, type AdSquadInput } from '../creation/adSquadInput';

/** Create's fields that mean nothing when nothing is created. */
const NOT_FOR_ESTIMATE = new Set(['status', 'preview', 'includeEstimate']);

export type PlannedOrExisting = { kind: 'planned'; input: AdSquadInput } | { kind: 'existing'; adAccountId: string; id: string };

/** The fields of `operation`: Estimate For, Create's fields for a planned squad, the Ad Squad for an existing one. */
export function plannedOrExistingFields(operation: string, whose: string): INodeProperties[] {
	const show = { resource: ['adSquad'], operation: [operation] };
	return [
		{
			displayName: 'Estimate For',
			name: 'estimateFor',
			type: 'options',
			default: 'planned',
			description: whose,
			options: [
				{ name: 'Planned Ad Squad', value: 'planned', description: 'Targeting, goal and budget as Create takes them; nothing is created' },
				{ name: 'Existing Ad Squad', value: 'existing', description: 'An ad squad that already exists, with its targeting as it is' },
			],
			displayOptions: { show },
		},
		...adSquadCreateProperties
			.filter((p) => !NOT_FOR_ESTIMATE.has(p.name))
			.map((p) => ({
				...p,
				displayOptions: { show: { ...p.displayOptions?.show, operation: [operation], ...(p.name === 'adAccountId' ? {} : { estimateFor: ['planned'] }) } },
			})),
		{ ...entityLocator(AD_SQUAD, [operation]), displayOptions: { show: { ...show, estimateFor: ['existing'] } } },
	];
}

/** Item `i`'s squad: a planned one read like Create (every check before any request), or an existing one's IDs. */
export function readPlannedOrExisting(ctx: IExecuteFunctions, i: number): PlannedOrExisting {
	const kind = ctx.getNodeParameter('estimateFor', i, 'planned');
	if (kind === 'existing') return { kind, adAccountId: readAdAccountId(ctx, i), id: readEntityId(ctx, AD_SQUAD, i) };
	return convertInputErrors(ctx, i, () => {
		if (kind !== 'planned') throw new InputError('Estimate For', `Estimate For ${JSON.stringify(kind)} is not one of the choices`, 'Use planned or existing.');
		return { kind, input: readAdSquadCreate(ctx, i) };
	});
}
