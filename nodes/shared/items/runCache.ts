/**
 * A per-run memo of asynchronous lookups: the first caller of a key starts the load, later callers
 * of the same run share its promise. A failure is remembered too: the transport has already retried
 * it, so later items fail at once with the same error instead of repeating every retry (an outage
 * would otherwise cost minutes per item with Continue On Fail). Create one per execution, never at
 * module level (queue mode).
 */
export type RunCache<T> = (key: string, load: () => Promise<T>) => Promise<T>;

export function createRunCache<T>(): RunCache<T> {
	const known = new Map<string, Promise<T>>();
	return async (key, load) => {
		let pending = known.get(key);
		if (!pending) {
			pending = load();
			known.set(key, pending);
		}
		return await pending;
	};
}
