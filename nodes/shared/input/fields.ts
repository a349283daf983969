/** n8n fields every node of the package builds the same way. */
import type { INodeProperties } from 'n8n-workflow';

/** An operation's Options collection ("Add Option") holding `options`, shown where `show` says. */
export function optionsCollection(show: Record<string, string[]>, options: INodeProperties[]): INodeProperties {
	return { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, displayOptions: { show }, options };
}

/** An operation's Additional Fields collection ("Add Field"): optional fields of the entity it writes, shown where `show` says. */
export function additionalFieldsCollection(show: Record<string, string[]>, options: INodeProperties[]): INodeProperties {
	return { displayName: 'Additional Fields', name: 'additionalFields', type: 'collection', placeholder: 'Add Field', default: {}, displayOptions: { show }, options };
}
