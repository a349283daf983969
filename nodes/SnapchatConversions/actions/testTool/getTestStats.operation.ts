import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { readTestTool, testToolProperties } from './testTool';

export const properties = testToolProperties('stats');

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await readTestTool(this, items, 'stats');
}
