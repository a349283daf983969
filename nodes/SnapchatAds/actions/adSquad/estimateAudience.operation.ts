/**
 * Ad Squad → Estimate Audience (issue 42, point 7): the minimum and maximum audience size Snapchat
 * gives for a planned ad squad (the same fields as Create, one estimate per item, checked the same
 * way before any request; nothing is created) or for an existing ad squad. Snap docs, "Audience
 * Size" (audience_size_v2; see targeting/audienceSize.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { createClient, type SnapClient } from '../../transport';
import { AD_SQUAD } from '../common/entityTypes';
import { entityLocator, readEntityId } from '../adsEntities/fields';
import { createAdAccountLookup } from '../common/accounts';
import { readAdAccountId } from '../common/locators';
import { adSquadCreateProperties, readAdSquadCreate, type AdSquadInput } from '../creation/adSquadInput';
import { adSquadPreparer } from '../creation/adSquadPrepare';
import { estimateExisting, estimatePlanned } from '../targeting/audienceSize';
import { warningsJson } from '../common/warnings';

const OPERATION = 'estimateAudience';
/** Create's fields that mean nothing for an estimate. */
const NOT_FOR_ESTIMATE = new Set(['status', 'preview', 'includeEstimate']);

/** Create's fields, shown for a planned squad here (the Ad Account for both kinds). */
function plannedFields(): INodeProperties[] {
	return adSquadCreateProperties
		.filter((p) => !NOT_FOR_ESTIMATE.has(p.name))
		.map((p) => ({
			...p,
			displayOptions: {
				show: { ...p.displayOptions?.show, operation: [OPERATION], ...(p.name === 'adAccountId' ? {} : { estimateFor: ['planned'] }) },
			},
		}));
}

export const properties: INodeProperties[] = [
	{
		displayName: 'Estimate For',
		name: 'estimateFor',
		type: 'options',
		default: 'planned',
		description: 'Whose audience to estimate',
		options: [
			{ name: 'Planned Ad Squad', value: 'planned', description: 'Targeting, goal and budget as Create takes them; nothing is created' },
			{ name: 'Existing Ad Squad', value: 'existing', description: 'An ad squad that already exists, with its targeting as it is' },
		],
		displayOptions: { show: { resource: ['adSquad'], operation: [OPERATION] } },
	},
	...plannedFields(),
	{ ...entityLocator(AD_SQUAD, [OPERATION]), displayOptions: { show: { resource: ['adSquad'], operation: [OPERATION], estimateFor: ['existing'] } } },
];

type Input = { kind: 'planned'; input: AdSquadInput } | { kind: 'existing'; adAccountId: string; id: string };

function read(ctx: IExecuteFunctions, i: number): Input {
	const kind = ctx.getNodeParameter('estimateFor', i, 'planned');
	if (kind === 'existing') return { kind, adAccountId: readAdAccountId(ctx, i), id: readEntityId(ctx, AD_SQUAD, i) };
	return convertInputErrors(ctx, i, () => {
		if (kind !== 'planned') throw new InputError('Estimate For', `Estimate For ${JSON.stringify(kind)} is not one of the choices`, 'Use planned or existing.');
		return { kind, input: readAdSquadCreate(ctx, i) };
	});
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(this));
	const prepare = adSquadPreparer();
	let accounts: ReturnType<typeof createAdAccountLookup> | undefined;
	const nowMs = Date.now();
	return await forEachCheckedItem(this, items, (i) => read(this, i), async (given, i) => {
		const c = await connect();
		if (given.kind === 'existing') {
			const size = await estimateExisting(c, given.id, i);
			return [outputItem({ estimate_for: 'existing', ad_squad_id: given.id, ad_account_id: given.adAccountId, ...size }, i)];
		}
		accounts ??= createAdAccountLookup(c);
		const prepared = await prepare(given.input, { ctx: this, client: c, accounts, itemIndex: i, nowMs });
		const size = await estimatePlanned(c, prepared.adAccountId, prepared.element as IDataObject, i);
		const element = prepared.element as IDataObject;
		return [
			outputItem(
				{ estimate_for: 'planned', ad_account_id: prepared.adAccountId, campaign_id: prepared.parentId, name: element.name, ...size, targeting: element.targeting, ...warningsJson(prepared.warnings) },
				i,
			),
		];
	});
}
