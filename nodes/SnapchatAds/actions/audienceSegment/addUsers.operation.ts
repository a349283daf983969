import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeUsers, usersProperties } from './users';

export const properties: INodeProperties[] = usersProperties('add');

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeUsers(this, items, 'add');
}
