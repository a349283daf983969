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

/**
 * Sort order for option and field names, as n8n lists them (alphabetical, ignoring case). Compared
 * as lower-case text, not with localeCompare: these lists are built when n8n loads the node, and the
 * process's first localeCompare sets up ICU's collator (about 30 ms of CPU). For the package's
 * English names both give the same order (test/unit/coldLoadOrder.test.ts).
 */
export function alphabetical(a: string, b: string): number {
	const x = a.toLowerCase();
	const y = b.toLowerCase();
	return x < y ? -1 : x > y ? 1 : 0;
}
