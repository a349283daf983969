/**
 * The node's fields: the Resource dropdown, then every resource's operations and fields, each built
 * by the operation file that reads it. n8n does not build them when it starts: it reads the node's
 * description from the metadata the build generates from this code (dist/types/nodes.json,
 * gulpfile.js) and requires the node, and so this module, when a workflow first uses it (cold load,
 * docs/benchmarks.md).
 */
import type { INodeProperties } from 'n8n-workflow';

import { resourceOptions, resourceProperties } from './actions/router';

export const properties: INodeProperties[] = [
	{
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: resourceOptions(),
		// Event Detail was the first resource: workflows saved before others existed rely on this default.
		default: 'eventDetail',
	},
	...resourceProperties(),
];
