/**
 * The one reader of a boolean parameter (a switch in the editor), for every node of the package.
 * An expression gives text ("true" from a webhook, a sheet cell or an assistant): read with
 * `as boolean` the text "false" is on, and tested with `=== true` the text "true" is off, which
 * turned a Preview Only into a launch (issue 45, 1). So every switch is read here, through
 * checkBoolean (validation.ts): true / false, the texts "true" / "false" in any case with spaces
 * trimmed; anything else is an InputError naming the field (its display name), which the item loop
 * turns into an error naming the item, before any request. A value taken out of a collection the
 * code has already read (Options, Changes, a data table's row) goes through checkBoolean itself.
 *
 * test/node/booleans.test.ts finds every boolean of every node's description and proves each is
 * read here (test/unit/booleans.test.ts: the source rules): a new switch read any other way fails it.
 */
import { checkBoolean } from './validation';

/** An execute context: parameters per item. */
interface ItemParameters {
	getNodeParameter(name: string, itemIndex: number, fallbackValue?: unknown): unknown;
}

/** A hook, webhook or poll context: parameters of the node, no item. */
interface NodeParameters {
	getNodeParameter(name: string, fallbackValue?: unknown): unknown;
}

/**
 * The switch `name` (a dotted path reads inside a collection, as n8n's getNodeParameter does) of
 * item `itemIndex` (undefined in a trigger, which has no item), `fallback` when it is not set.
 * `field` is the display name the error names.
 */
export function readBoolean(ctx: ItemParameters, name: string, itemIndex: number, fallback: boolean, field: string): boolean;
export function readBoolean(ctx: NodeParameters, name: string, itemIndex: undefined, fallback: boolean, field: string): boolean;
export function readBoolean(ctx: ItemParameters | NodeParameters, name: string, itemIndex: number | undefined, fallback: boolean, field: string): boolean {
	const value =
		itemIndex === undefined ? (ctx as NodeParameters).getNodeParameter(name, fallback) : (ctx as ItemParameters).getNodeParameter(name, itemIndex, fallback);
	return checkBoolean(value, field, fallback);
}
