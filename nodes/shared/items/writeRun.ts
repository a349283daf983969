/**
 * What an operation hands the batched-write runner (writes.ts): how to read its items, cut them into
 * requests, send them, and how their outcomes become output.
 */
import type { IDataObject } from 'n8n-workflow';

import type { WriteOutcome } from './outcomes';
import type { WriteWords } from './writeReport';

/** One item as the runner carries it: its index, its group (the parent it is written under) and what `read` gave. */
export interface WriteEntry<T> {
	itemIndex: number;
	group: string;
	input: T;
}

export interface ResendPolicy<T> {
	/** Whether sending these entries again does no harm (e.g. every one carries an Event ID). */
	safe: (entries: Array<WriteEntry<T>>) => boolean;
	/** At most this many requests more per chunk. */
	maxResends: number;
}

/** One request of a group and what it answered: one outcome per entry, in the same order. */
export interface SentChunk<T> {
	part: Array<WriteEntry<T>>;
	outcomes: WriteOutcome[];
}

/** What became of one group under report 'group', for its summary item or its run error. */
export interface GroupResult<T> {
	/** Every entry of the group, in input order, also those no request carried (e.g. a duplicate). */
	entries: Array<WriteEntry<T>>;
	/** The requests Snap answered, in order (a refused one included). */
	answered: Array<SentChunk<T>>;
	/**
	 * Why the group stopped: a request Snap refused (`answered`), or one that failed as a whole
	 * (its error: the outcome of its entries is unknown when the error is marked so, else refused).
	 */
	stop?: { error: Error; answered: boolean };
	/** The entries of the requests not sent because of the stop. */
	notSent: Array<WriteEntry<T>>;
}

/**
 * One summary item per group (e.g. one audience segment and the many input items whose users go
 * into it), paired with every item of the group. The run is one unit: a refused item stops it
 * before any request; a request Snap refuses, or one failing as a whole, stops its group. The
 * runner decides Continue On Fail; these give the words.
 */
export interface GroupReport<T> {
	/** The summary item of a group; under Continue On Fail also of a stopped one (`result.stop`). */
	summarise: (group: string, result: GroupResult<T>) => IDataObject;
	/** The run error of a stopped group without Continue On Fail. */
	failure: (group: string, result: GroupResult<T> & { stop: NonNullable<GroupResult<T>['stop']> }) => Error;
}

export interface WriteRun<T> {
	/** The words of the run error: the entity, the verb, where to check. */
	what: WriteWords;
	/** Whether the write may be sent twice without harm (an update, a removal): shapes the run error's advice. */
	idempotent: boolean;
	/** Reads and checks item `i` (throws an InputError or an n8n error to refuse it). No request here. */
	read: (itemIndex: number) => { group: string; input: T };
	/**
	 * Checks that need Snap (e.g. the ad account's time zone), still before any write: returns the
	 * entries ready to send. `refuse` refuses one item (it stops the run at once without Continue On Fail).
	 */
	check?: (entries: Array<WriteEntry<T>>, refuse: (itemIndex: number, error: unknown) => void) => Promise<Array<WriteEntry<T>>>;
	/** At most this many entries per request (read once every item was read, so an item's error comes first). */
	chunkSize: number | (() => number);
	/**
	 * The chunks to send, in order; default: by group (first-seen order), cut at `chunkSize`. An entry
	 * in no chunk is not sent (with report 'group' it still counts in its group's summary).
	 */
	plan?: (entries: Array<WriteEntry<T>>, chunkSize: number) => Array<{ group: string; part: Array<WriteEntry<T>> }>;
	/** Sends one chunk; one outcome per entry, in the same order. */
	send: (group: string, part: Array<WriteEntry<T>>) => Promise<WriteOutcome[]>;
	/**
	 * How outcomes become output:
	 * 'errors' (default): one output item per input item; refused, unknown and not sent items fail
	 * (error items, or the run error).
	 * 'items': every answered outcome is an output item (its `json`); only a chunk that fails as a whole fails.
	 * A GroupReport: one summary item per group (see there).
	 */
	report?: 'errors' | 'items' | GroupReport<T>;
	resend?: ResendPolicy<T>;
}
