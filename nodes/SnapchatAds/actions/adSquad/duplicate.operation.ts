/** Ad Squad → Duplicate: a copy of an ad squad with its ads, in the same or another campaign (new countries, budget, dates), Paused unless chosen otherwise. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { AD_SQUAD } from '../common/entityTypes';
import { entityLocator, readEntityId } from '../adsEntities/fields';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { executeDuplicate } from '../creation/duplicate';
import { duplicateProperties, readDuplicate } from '../creation/duplicateFields';

export const properties: INodeProperties[] = duplicateProperties(
	'adSquad',
	entityLocator(AD_SQUAD, ['duplicate']),
	adAccountLocator('adSquad', ['duplicate'], { required: true, description: 'The ad account of the ad squad; the copy stays in it' }),
);

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeDuplicate(this, items, 'adSquad', (ctx, i) => readDuplicate(ctx, i, readAdAccountId(ctx, i), readEntityId(ctx, AD_SQUAD, i), 'adSquad'));
}
