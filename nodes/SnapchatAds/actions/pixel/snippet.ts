/** The Include Install Snippet switch of Get and Get Many: the snippet is long and rarely wanted, so it is off by default. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readBoolean } from '../../../shared/input/booleans';
import { convertInputErrors } from '../../../shared/items/errors';
import { RESOURCE } from './shared';

export function snippetSwitch(operations: string[]): INodeProperties {
	return {
		displayName: 'Include Install Snippet',
		name: 'includeSnippet',
		type: 'boolean',
		default: false,
		description: "Whether to add the pixel's install code (pixel_javascript) to each item, as Snap gives it for pasting into a website's pages",
		displayOptions: { show: { resource: [RESOURCE], operation: operations } },
	};
}

export function readSnippetSwitch(ctx: IExecuteFunctions, itemIndex: number): boolean {
	return convertInputErrors(ctx, itemIndex, () => readBoolean(ctx, 'includeSnippet', itemIndex, false, 'Include Install Snippet'));
}
