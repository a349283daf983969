/** Ad → Duplicate: a copy of an ad (same creative) in the same or another ad squad, Paused unless chosen otherwise. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { AD } from '../common/entityTypes';
import { entityLocator, readEntityId } from '../adsEntities/fields';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { executeDuplicate } from '../creation/duplicate';
import { duplicateProperties, readDuplicate } from '../creation/duplicateFields';

export const properties: INodeProperties[] = duplicateProperties(
	'ad',
	entityLocator(AD, ['duplicate']),
	adAccountLocator('ad', ['duplicate'], { required: true, description: 'The ad account of the ad; the copy stays in it' }),
);

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeDuplicate(this, items, 'ad', (ctx, i) => readDuplicate(ctx, i, readAdAccountId(ctx, i), readEntityId(ctx, AD, i)));
}
