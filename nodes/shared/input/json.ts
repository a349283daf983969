/**
 * Reading a JSON field's text without throwing inside a catch (the n8n linter wants node errors
 * thrown where the message is written): the parsed value, or NOT_JSON for text that is not JSON.
 */
export const NOT_JSON = Symbol('not JSON');

export function parseJsonText(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return NOT_JSON;
	}
}
