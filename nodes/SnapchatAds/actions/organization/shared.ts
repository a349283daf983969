import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readLocatorId, uuidLocator } from '../common/locators';

export const RESOURCE = 'organization' as const;
export const ORGANIZATION_FIELD = 'Organization';

export function organizationLocator(
	resource: string,
	operations: string[],
	description: string,
	show?: Record<string, Array<string | boolean>>,
): INodeProperties {
	return uuidLocator({
		displayName: ORGANIZATION_FIELD,
		name: 'organizationId',
		what: 'organization',
		searchListMethod: 'searchOrganizations',
		required: true,
		description,
		resource,
		operations,
		show,
	});
}

export function readOrganizationId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'organizationId', ORGANIZATION_FIELD, 'organization');
}
