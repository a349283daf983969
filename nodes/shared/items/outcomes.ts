/** The outcome of one item's write, as the write runner (writes.ts) and its run error (writeReport.ts) read it. */
import type { IDataObject } from 'n8n-workflow';

import { errorOutcome } from './errors';

/** What happened to one item's write. */
export type WriteOutcome =
	| { status: 'done'; json: IDataObject; id?: string }
	| { status: 'refused'; error: Error; json?: IDataObject }
	| { status: 'unknown'; error: Error; json?: IDataObject }
	| { status: 'notSent'; error: Error };

export const done = (json: IDataObject, id?: string): WriteOutcome => ({ status: 'done', json, ...(id === undefined ? {} : { id }) });
export const refused = (error: Error, json?: IDataObject): WriteOutcome => ({ status: 'refused', error, ...(json ? { json } : {}) });
export const unknown = (error: Error, json?: IDataObject): WriteOutcome => ({ status: 'unknown', error, ...(json ? { json } : {}) });
export const notSent = (error: Error): WriteOutcome => ({ status: 'notSent', error });

/** The outcome of a write whose request failed as a whole, as its error is marked (errors.ts: markOutcome). */
export function outcomeOfError(error: Error): WriteOutcome {
	const outcome = errorOutcome(error);
	return outcome === 'unknown' ? unknown(error) : outcome === 'notSent' ? notSent(error) : refused(error);
}
