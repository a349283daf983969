/**
 * Lists in Send Events' fields: a list from an expression, a JSON list in text, or comma-separated
 * text. Pure; a bad value is an InputError naming the field (`field`, e.g. "Custom Data → Brands").
 */
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';

/** A list of texts from an expression, a JSON list in text, or comma-separated text. */
export function textList(raw: unknown, field: string): string[] {
	let list: unknown = raw;
	if (typeof raw === 'string') {
		const trimmed = raw.trim();
		list = trimmed.startsWith('[') ? parseJson(trimmed, field) : trimmed.split(',');
	}
	if (!Array.isArray(list)) list = [list];
	return (list as unknown[]).map((v) => {
		if (typeof v !== 'string' && typeof v !== 'number') throw new InputError(field, `${field} holds ${showValue(v)}, not text`, `Give ${field} as text separated by commas or a list of texts.`);
		return String(v).trim();
	}).filter((v) => v !== '');
}

function parseJson(text: string, field: string): unknown {
	let parsed: { value: unknown } | undefined;
	try {
		parsed = { value: JSON.parse(text) as unknown };
	} catch {
		parsed = undefined;
	}
	if (!parsed) throw new InputError(field, `${field} is not valid JSON`, `Write ${field} as a JSON list, e.g. [{ "id": "sku-1", "quantity": 1, "item_price": 19.99 }].`);
	return parsed.value;
}

/** A list from an expression or a JSON list in text (empty text: an empty list). */
export function jsonList(raw: unknown, field: string): unknown[] {
	const list = typeof raw === 'string' ? (raw.trim() === '' ? [] : parseJson(raw, field)) : raw;
	if (!Array.isArray(list)) throw new InputError(field, `${field} must be a list`, `Write ${field} as a JSON list, e.g. [{ "id": "sku-1", "quantity": 1 }].`);
	return list;
}
