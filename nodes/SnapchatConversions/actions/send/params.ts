/**
 * Reading Send Events' parameters for 10,000 items without repeating per-run work: a parameter whose
 * stored value holds no expression is the same for every item, so it is read once per run; one that
 * holds an expression (anywhere inside a collection) is read for each item, once, whole. In a real
 * n8n every getNodeParameter call walks the node's properties and validates the value, even for a
 * fixed one. What a caller gets back is shared between items: read it, never change it.
 */
import type { IExecuteFunctions } from 'n8n-workflow';

function holdsExpression(value: unknown): boolean {
	if (typeof value === 'string') return value.startsWith('=');
	if (Array.isArray(value)) return value.some(holdsExpression);
	if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsExpression);
	return false;
}

export type ItemParameter = (name: string, itemIndex: number, fallback?: unknown) => unknown;

/** A reader of parameters by item that reads the fixed ones (no expression) once per run. */
export function itemParameters(ctx: IExecuteFunctions): ItemParameter {
	const stored = ctx.getNode().parameters;
	const fixed = new Map<string, unknown>();
	return (name, itemIndex, fallback = '') => {
		const known = fixed.get(name);
		if (known !== undefined || fixed.has(name)) return known;
		const value = ctx.getNodeParameter(name, itemIndex, fallback) as unknown;
		if (!holdsExpression(stored[name])) fixed.set(name, value);
		return value;
	};
}
