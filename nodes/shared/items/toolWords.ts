/**
 * Errors in an assistant's words (issue 47 point 5). When the node runs as a tool (n8n's AI Agent,
 * the MCP Server Trigger), the assistant knows the tool's arguments (`start_date`, `split`), each
 * filled into a field by `$fromAI(key, description, type)`, not the editor's field labels. A refusal
 * of a field filled that way names the argument instead of the label, and when the value is none of
 * the field's choices it lists only the choices the argument's description offers (a tool may offer
 * two of the field's ten). A field the workflow's owner fixed keeps its label: the assistant cannot
 * change it, and the owner reads the label. Pure apart from reading the node; works for any node of
 * the package whose execute passes its errors and fields here.
 *
 * How the node knows it runs as a tool: n8n runs a tool as the generated node type `<name>Tool`
 * (n8n-core create-node-as-tool; notes/n8n-mcp-trigger.md), whose parameters hold the `$fromAI` calls
 * as written; a field is "given by the assistant" when its raw parameter calls `$fromAI`.
 */
import type { INode, INodeParameters, INodeProperties, INodePropertyCollection, NodeParameterValueType } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** One `$fromAI` call of the node's parameters: its key, description and where it sits. */
export interface ToolArgument {
	key: string;
	description: string;
	/** Parameter names from the top down, e.g. ['options', 'reportDimension'] or ['adAccountId', 'value']. */
	path: string[];
}

/** The quoted text at `at` (' " or `), unescaped, and where it ends; undefined when none. */
function quoted(text: string, at: number): { value: string; end: number } | undefined {
	const quote = text[at];
	if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
	let value = '';
	for (let i = at + 1; i < text.length; i++) {
		const c = text[i];
		if (c === '\\' && i + 1 < text.length) {
			value += text[++i];
			continue;
		}
		if (c === quote) return { value, end: i + 1 };
		value += c;
	}
	return undefined;
}

const skipSpace = (text: string, at: number): number => {
	while (at < text.length && /\s/.test(text[at])) at++;
	return at;
};

/** The `$fromAI('key', 'description', …)` calls of one text: key and description (empty when left out). */
export function fromAiCalls(text: string): Array<{ key: string; description: string }> {
	const calls: Array<{ key: string; description: string }> = [];
	const start = /\$fromAI\s*\(/g;
	for (let match = start.exec(text); match; match = start.exec(text)) {
		const key = quoted(text, skipSpace(text, match.index + match[0].length));
		if (!key) continue;
		let at = skipSpace(text, key.end);
		let description = '';
		if (text[at] === ',') {
			const second = quoted(text, skipSpace(text, at + 1));
			if (second) {
				description = second.value;
				at = second.end;
			}
		}
		calls.push({ key: key.value, description });
	}
	return calls;
}

/** Every `$fromAI` call in the node's parameters, with the path of the parameter it fills. */
export function toolArguments(parameters: INodeParameters, path: string[] = []): ToolArgument[] {
	const out: ToolArgument[] = [];
	const visit = (value: NodeParameterValueType | INodeParameters | undefined, at: string[]) => {
		if (typeof value === 'string') {
			if (value.includes('$fromAI')) for (const call of fromAiCalls(value)) out.push({ ...call, path: at });
		} else if (Array.isArray(value)) {
			value.forEach((v) => visit(v as NodeParameterValueType, at));
		} else if (typeof value === 'object' && value !== null) {
			for (const [k, v] of Object.entries(value)) visit(v as NodeParameterValueType, [...at, k]);
		}
	};
	visit(parameters, path);
	return out;
}

/** Whether the node runs as a tool: n8n's generated tool type, some field filled by `$fromAI`. */
export function runsAsTool(node: INode): boolean {
	return node.type.endsWith('Tool') && toolArguments(node.parameters).length > 0;
}

/** Every property of the node's description, collections' and fixed collections' fields included. */
function allProperties(properties: readonly INodeProperties[]): INodeProperties[] {
	return properties.flatMap((p) => {
		const inner = (p.options ?? []).flatMap((o) => {
			if ('values' in o) return allProperties((o as INodePropertyCollection).values);
			return 'type' in o ? allProperties([o as INodeProperties]) : [];
		});
		return [p, ...inner];
	});
}

/** `value` named in `text` as a word of its own ("country", not the "country" of "country,os"). */
export function mentions(text: string, value: string): boolean {
	const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`(?<![\\w]|[\\w],)${escaped}(?![\\w]|,[\\w])`, 'i').test(text);
}

/** What the node's input error left on its n8n error (errors.ts, inputError). */
interface InputErrorContext {
	field: string;
	itemIndex?: number;
}

/**
 * The error as the assistant should read it, or the error unchanged: not a tool, not an input
 * error, or a field the assistant does not fill. `properties`: the node's fields.
 */
export function inToolWords(node: INode, error: unknown, properties: readonly INodeProperties[]): unknown {
	if (!(error instanceof NodeOperationError) || !runsAsTool(node)) return error;
	const { field, itemIndex } = (error.context.inputError ?? {}) as Partial<InputErrorContext>;
	if (typeof field !== 'string') return error;
	const byName = new Map<string, INodeProperties>();
	for (const p of allProperties(properties)) if (p.displayName === field && !byName.has(p.name)) byName.set(p.name, p);
	let argument: ToolArgument | undefined;
	let property: INodeProperties | undefined;
	for (const candidate of toolArguments(node.parameters)) {
		property = candidate.path.map((name) => byName.get(name)).find((p) => p !== undefined);
		if (property) {
			argument = candidate;
			break;
		}
	}
	if (!argument || !property) return error;
	const key = argument.key;
	const own = (text: string) => text.split(field).join(key);
	const message = String(error.context.inputMessage ?? '');
	let hint = own(String(error.description ?? ''));
	// A value none of the field's choices: the choices the argument's description offers, only.
	const choices = (property.options ?? []).filter((o) => 'value' in o).map((o) => String((o as { value: unknown }).value));
	const offered = choices.filter((c) => mentions(argument.description, c));
	if (/choice/i.test(message) && offered.length > 0) hint = `Use one of: ${offered.join(', ')}`;
	const where = itemIndex === undefined ? '' : ` in item ${itemIndex}`;
	const rewritten = new NodeOperationError(node, `Invalid argument ${key}${where}: ${own(message)}`, {
		...(itemIndex === undefined ? {} : { itemIndex }),
		description: hint,
	});
	Object.assign(rewritten.context, error.context, { toolArgument: key });
	return rewritten;
}
