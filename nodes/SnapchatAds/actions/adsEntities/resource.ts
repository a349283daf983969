/** The Operation dropdown, fields and operations of one of Campaign, Ad Squad and Ad. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { OperationModule } from '../node.type';
import type { AdsEntityType } from '../common/entityTypes';
import { byIdFields, getManyFields, updateFields } from './fields';
import { executeDelete, executeGet, executeGetMany } from './read';
import { executeUpdate } from './update';
import { alphabetical } from '../../../shared/input/fields';

type Execute = (ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType) => Promise<INodeExecutionData[]>;

function operation(type: AdsEntityType, properties: INodeProperties[], run: Execute): OperationModule {
	return {
		properties,
		async execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
			return await run(this, items, type);
		},
	};
}

export interface AdsOperations {
	get: OperationModule;
	getAll: OperationModule;
	update: OperationModule;
	delete: OperationModule;
}

/** Get by ID: one GET per item. */
export const getOperation = (type: AdsEntityType): OperationModule => operation(type, byIdFields(type, 'get'), executeGet);
/** Get Many under the ad account or a parent, with Return All / Limit and a status filter. */
export const getAllOperation = (type: AdsEntityType): OperationModule => operation(type, getManyFields(type), executeGetMany);
/** Update: read, merge, PUT in batches through the write runner. */
export const updateOperation = (type: AdsEntityType): OperationModule => operation(type, updateFields(type), executeUpdate);
/** Delete: one DELETE per item. */
export const deleteOperation = (type: AdsEntityType): OperationModule => operation(type, byIdFields(type, 'delete'), executeDelete);

function changeable(type: AdsEntityType): string {
	const names = type.updatable.map((f) => f.displayName.toLowerCase());
	return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** An operation a resource adds to the shared four (Create, Duplicate): its dropdown entry and fields. */
export interface ExtraOperation {
	option: INodePropertyOptions & { action: string };
	properties: INodeProperties[];
}

/** The Operation dropdown (alphabetical) followed by every operation's fields. */
export function adsDescription(type: AdsEntityType, operations: AdsOperations, extra: ExtraOperation[] = []): INodeProperties[] {
	const a = /^[aeiou]/i.test(type.label) ? 'an' : 'a';
	const where = type.listParent ? `an ad account or ${/^[aeiou]/i.test(type.listParent.displayName) ? 'an' : 'a'} ${type.listParent.displayName.toLowerCase()}` : 'an ad account';
	return [
		{
			displayName: 'Operation',
			name: 'operation',
			type: 'options',
			noDataExpression: true,
			displayOptions: { show: { resource: [type.kind] } },
			options: [
				{ name: 'Delete', value: 'delete', description: `Delete ${a} ${type.label} permanently`, action: `Delete ${a} ${type.label}` },
				{ name: 'Get', value: 'get', description: `Get ${a} ${type.label} by ID`, action: `Get ${a} ${type.label}` },
				{ name: 'Get Many', value: 'getAll', description: `List the ${type.label}s of ${where}`, action: `Get many ${type.label}s` },
				{ name: 'Update', value: 'update', description: `Change the ${changeable(type)} of ${a} ${type.label}`, action: `Update ${a} ${type.label}` },
				...extra.map((e) => e.option),
			].sort((x, y) => alphabetical(x.name, y.name)),
			default: 'getAll',
		},
		...operations.get.properties,
		...operations.getAll.properties,
		...operations.update.properties,
		...operations.delete.properties,
		...extra.flatMap((e) => e.properties),
	];
}
