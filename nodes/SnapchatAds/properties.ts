/**
 * The node's fields: the Resource dropdown, then every resource's operations and fields, each built
 * by the operation file that reads it. Snapchat Conversions has the build write its list out as JSON
 * (gulpfile.js, `properties:write`) so that it loads without its run code; this node's list is not
 * written out yet, because the package would pass its size limit (see gulpfile.js), so loading the
 * node still compiles every operation's module (cold load, docs/benchmarks.md).
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
