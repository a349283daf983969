/** Dispatch: resource -> operation -> execute. Adding a resource is one line here and one in node.type.ts. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import * as ad from './ad';
import * as adAccount from './adAccount';
import * as adSquad from './adSquad';
import * as audienceSegment from './audienceSegment';
import * as campaign from './campaign';
import * as creative from './creative';
import * as eventDetail from './eventDetail';
import * as leadForm from './leadForm';
import * as media from './media';
import type { OperationModule, Resource, ResourceModule } from './node.type';
import * as organization from './organization';
import * as pixel from './pixel';
import * as stats from './stats';
import { alphabetical } from '../../shared/input/fields';

export const resources: { [R in Resource]: ResourceModule<R> } = {
	ad,
	adAccount,
	adSquad,
	audienceSegment,
	campaign,
	creative,
	eventDetail,
	leadForm,
	media,
	organization,
	pixel,
	stats,
};

const list = (): Array<ResourceModule<Resource>> => Object.values(resources) as Array<ResourceModule<Resource>>;

/** The Resource dropdown, in n8n's alphabetical order. */
export function resourceOptions(): INodePropertyOptions[] {
	return list()
		.map((r) => r.resource)
		.sort((a, b) => alphabetical(a.name, b.name));
}

/** Every resource's operation dropdown and fields. */
export function resourceProperties(): INodeProperties[] {
	return list().flatMap((r) => r.description);
}

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	const items = this.getInputData();
	const resource = this.getNodeParameter('resource', 0) as string;
	const operation = this.getNodeParameter('operation', 0) as string;
	const operations = (resources as Record<string, ResourceModule<Resource> | undefined>)[resource]?.operations as
		| Record<string, OperationModule | undefined>
		| undefined;
	const selected = operations && Object.prototype.hasOwnProperty.call(operations, operation) ? operations[operation] : undefined;
	if (!selected) {
		throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported for "${resource}"`);
	}
	return [await selected.execute.call(this, items)];
}
