/**
 * The node's fields, each built by the operation file that reads it. In dist/ the build
 * (gulpfile.js, `properties:write`) replaces this module's compiled file with the finished list as
 * properties.json, so that loading the node in n8n reads data instead of compiling the operations'
 * modules and the hashing and phone rules they use (cold load, docs/benchmarks.md); the operations'
 * code is imported when the node first runs.
 */
import type { INodeProperties } from 'n8n-workflow';

import { properties as build } from './actions/router';

export const properties: INodeProperties[] = build();
