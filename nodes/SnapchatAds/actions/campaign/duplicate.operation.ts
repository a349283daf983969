/** Campaign → Duplicate: a copy of a campaign with its ad squads and their ads (deep), Paused unless chosen otherwise. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { CAMPAIGN } from '../common/entityTypes';
import { entityLocator, readEntityId } from '../adsEntities/fields';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { executeDuplicate } from '../creation/duplicate';
import { duplicateProperties, readDuplicate } from '../creation/duplicateFields';

export const properties: INodeProperties[] = duplicateProperties(
	'campaign',
	entityLocator(CAMPAIGN, ['duplicate']),
	adAccountLocator('campaign', ['duplicate'], { required: true, description: 'The ad account of the campaign; the copy is created there' }),
);

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeDuplicate(this, items, 'campaign', (ctx, i) => readDuplicate(ctx, i, readAdAccountId(ctx, i), readEntityId(ctx, CAMPAIGN, i)));
}
