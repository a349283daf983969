/**
 * Micro-currency to currency units, exactly: the decimal point is moved six places in the digits,
 * never by dividing a float, so 5120000 gives 5.12 (the double nearest to the decimal 5.12) and
 * 1 gives 0.000001.
 */
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** The plain decimal digits of a number or numeric string, or undefined when it is not one. */
function decimalText(value: unknown): string | undefined {
	if (typeof value === 'bigint') return value.toString();
	if (typeof value === 'number') {
		if (!Number.isFinite(value)) return undefined;
		if (Number.isInteger(value)) return BigInt(value).toString();
		const text = String(value);
		return text.includes('e') ? value.toFixed(20) : text;
	}
	if (typeof value === 'string') return value.trim();
	return undefined;
}

/** The amount in currency units of a micro-currency value, or undefined when it is not a number. */
export function microToAmount(micro: unknown): number | undefined {
	const text = decimalText(micro);
	const match = text === undefined ? null : DECIMAL.exec(text);
	if (!match) return undefined;
	const [, sign, whole, fraction = ''] = match;
	const digits = whole.padStart(7, '0');
	const units = digits.slice(0, -6).replace(/^0+(?=\d)/, '');
	const decimals = (digits.slice(-6) + fraction).replace(/0+$/, '');
	const amount = Number(`${sign === '-' ? '-' : ''}${units}${decimals ? `.${decimals}` : ''}`);
	return Object.is(amount, -0) ? 0 : amount;
}
