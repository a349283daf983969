/** A choice field's value checked against its choices, the error naming the field and listing them. */
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';

export function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
	if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
	throw new InputError(field, `${field} ${showValue(value)} is not one of the choices`, `Use one of: ${allowed.join(', ')}`);
}
