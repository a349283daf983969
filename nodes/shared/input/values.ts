/** Small pure helpers for reading untyped values (API answers, node parameters) and showing them safely. */

export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value when it is a non-empty string, else undefined. */
export function nonEmptyText(value: unknown): string | undefined {
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A whole number with thousands separators: 1200 -> "1,200". Not toLocaleString: its first call sets up
 * ICU's number formatting (about 30 ms of CPU), and the separator would follow the server's locale.
 */
export function thousands(n: number): string {
	const [whole, fraction] = String(n).split('.');
	return `${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** Shows a value in a message: quoted, one line, at most `max` characters. */
export function showValue(value: unknown, max = 60): string {
	let text: string;
	if (value === undefined) return 'nothing';
	if (value === null) return 'null';
	if (typeof value === 'string') {
		text = JSON.stringify(value);
	} else if (typeof value === 'number' || typeof value === 'boolean') {
		text = String(value);
	} else if (Array.isArray(value)) {
		text = `a list of ${value.length}`;
	} else if (typeof value === 'object') {
		text = 'an object';
	} else {
		text = typeof value;
	}
	const chars = [...text];
	return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
