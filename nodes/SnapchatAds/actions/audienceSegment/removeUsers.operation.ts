import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeUsers } from './users';
import { usersProperties } from './usersFields';

export const properties: INodeProperties[] = usersProperties('remove');

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeUsers(this, items, 'remove');
}
