/**
 * The node's fields: the Resource dropdown, then every resource's operations and fields, each built
 * by the operation file that reads it. In dist/ the build (gulpfile.js, `properties:write`) replaces
 * this module's compiled file with the finished list as JSON, so that loading the node in n8n reads
 * one JSON text instead of compiling every operation's module (cold load, docs/benchmarks.md); the
 * operations' code is imported when the node first runs.
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
