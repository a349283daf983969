/**
 * Every bad field of an item in one message (issue 35): the checks of an item run one after another,
 * each InputError is kept (the first per field), and the item fails once, naming them all, instead of
 * stopping at the first so that the user fixes one field per run.
 */
import { InputError } from './validation';

/** Several InputErrors of one item as one: "Invalid A and B in item 1: (1) <what is wrong with A> (2) <with B>". */
export class InputErrors extends InputError {
	constructor(readonly errors: readonly InputError[]) {
		super(
			joinNames(errors.map((e) => e.field)),
			errors.map((e, k) => `(${k + 1}) ${e.message}`).join(' '),
			errors.map((e, k) => `(${k + 1}) ${e.hint}`).join(' '),
		);
		this.name = 'InputErrors';
	}
}

function joinNames(names: string[]): string {
	return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface InputErrorCollector {
	/** The value `read` gives, or undefined when it threw an InputError (kept for `done`). */
	check<T>(read: () => T): T | undefined;
	/** Throws what was kept: the one InputError, or all of them as one InputErrors. */
	done(): void;
}

export function collectInputErrors(): InputErrorCollector {
	const found: InputError[] = [];
	const keep = (error: InputError) => {
		if (!found.some((f) => f.field === error.field)) found.push(error);
	};
	return {
		check<T>(read: () => T): T | undefined {
			let failure: unknown;
			try {
				return read();
			} catch (error) {
				failure = error;
			}
			if (failure instanceof InputErrors) failure.errors.forEach(keep);
			else if (failure instanceof InputError) keep(failure);
			// Not a check's refusal (a fault of the code): it goes on as it is, as without the collector.
			else throw failure;
			return undefined;
		},
		done(): void {
			if (found.length === 1) throw found[0];
			if (found.length > 1) throw new InputErrors(found);
		},
	};
}
