import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { leadGenPaths } from '../../api/leadGen';
import { executeGetById } from '../common/entities';
import { leadFormAdAccountLocator, leadFormItem, leadFormLocator, readLeadFormId } from './shared';

export const properties: INodeProperties[] = [leadFormAdAccountLocator(['get'], false), leadFormLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readLeadFormId,
		path: leadGenPaths.form,
		listKey: 'lead_generation_forms',
		entityKey: 'lead_generation_form',
		what: 'lead form',
		notFoundMessage: (id) => `Lead form ${id} was not found, or the connected Snapchat user cannot see it: check the ID, or pick the form from the list`,
		output: leadFormItem,
	});
}
