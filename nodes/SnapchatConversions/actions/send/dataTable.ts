/**
 * Send Events' User Data, Custom Data and App Data collections are each one table: a row holds the
 * field as the editor shows it and how its value is read into Snap's key, so the collection's options
 * and the reading code come from the same rows and cannot drift apart. The fields are plain
 * description objects (n8n's lint reads them where they are written).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectInputErrors } from '../../../shared/input/allErrors';

export interface DataField<Context> {
	/** The field in the collection. */
	field: INodeProperties;
	/** Snap's key of the value in the event body. */
	key: string;
	/**
	 * Snap's value for the field's value, or undefined to send nothing. `name` is the field's display
	 * name, for the InputError a bad value throws; `context` what the group's reader passes on.
	 */
	read: (value: unknown, name: string, context: Context) => unknown;
}

/** The collection's options, in the table's order. */
export function fieldsOf<Context>(rows: ReadonlyArray<DataField<Context>>): INodeProperties[] {
	return rows.map((row) => row.field);
}

/**
 * Snap's object for one collection: every row whose value is not `skipped`, read under its key. Every
 * bad row is reported, not only the first (one InputErrors naming them all).
 */
export function readRows<Context>(rows: ReadonlyArray<DataField<Context>>, raw: IDataObject, context: Context, skipped: (value: unknown) => boolean): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	const all = collectInputErrors();
	for (const { field, key, read } of rows) {
		const value = raw[field.name];
		if (skipped(value)) continue;
		const sent = all.check(() => read(value, field.displayName, context));
		if (sent !== undefined) out[key] = sent;
	}
	all.done();
	return out;
}
