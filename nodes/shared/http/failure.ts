/**
 * What a failed HTTP exchange says, read defensively from what n8n's request helpers throw (an
 * axios-style error, a body as text, JSON or nothing) into a plain summary: status, headers, body,
 * Snap's error fields. No wording here: errors.ts turns this into words a user can act on.
 */
import { isRecord } from '../input/values';
import { redact } from './redact';

export interface HttpFailure {
	/** HTTP status, when the service answered at all. */
	status?: number;
	/** Parsed JSON object, or the body text (possibly empty). */
	body?: unknown;
	/** Response headers, lower-cased names. */
	headers: Record<string, string>;
	/** Network-level error code when there was no answer (ECONNRESET, ETIMEDOUT, ...). */
	code?: string;
	/** The low-level error message, redacted. */
	message: string;
}

export interface SnapErrorFields {
	error_code?: string;
	request_id?: string;
	debug_message?: string;
	display_message?: string;
}

const NETWORK_CODES = new Set([
	'ECONNABORTED',
	'ECONNREFUSED',
	'ECONNRESET',
	'EHOSTUNREACH',
	'ENETDOWN',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
	'EPIPE',
	'ETIMEDOUT',
	'ESOCKETTIMEDOUT',
	'ERR_SOCKET_CONNECTION_TIMEOUT',
	'UND_ERR_SOCKET',
	'UND_ERR_CONNECT_TIMEOUT',
	'UND_ERR_HEADERS_TIMEOUT',
	'UND_ERR_BODY_TIMEOUT',
]);

function normaliseHeaders(raw: unknown): Record<string, string> {
	const out: Record<string, string> = {};
	if (!isRecord(raw)) return out;
	const source =
		typeof (raw as { toJSON?: unknown }).toJSON === 'function'
			? ((raw as { toJSON: () => unknown }).toJSON() as Record<string, unknown>)
			: raw;
	for (const [name, value] of Object.entries(source ?? {})) {
		if (value === undefined || value === null) continue;
		out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
	}
	return out;
}

function parseBody(data: unknown): unknown {
	if (data === undefined || data === null) return '';
	if (typeof data === 'object' && typeof (data as { byteLength?: unknown }).byteLength === 'number') {
		data = new TextDecoder().decode(data as ArrayBuffer);
	}
	if (typeof data === 'string') {
		const trimmed = data.trim();
		if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
			try {
				return JSON.parse(trimmed) as unknown;
			} catch {
				return data;
			}
		}
		return data;
	}
	return data;
}

function findCode(error: unknown, depth = 0): string | undefined {
	if (!isRecord(error) || depth > 4) return undefined;
	const code = error.code;
	if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
	return findCode(error.cause, depth + 1);
}

/** Reads what an axios-style error (what n8n's request helpers throw) says, defensively. */
export function toHttpFailure(error: unknown): HttpFailure {
	const record = isRecord(error) ? error : {};
	const response = isRecord(record.response) ? record.response : undefined;
	const rawStatus = response?.status ?? response?.statusCode ?? record.httpCode ?? record.statusCode;
	const status = rawStatus === undefined || rawStatus === null ? undefined : Number(rawStatus);
	const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
	return {
		status: status !== undefined && Number.isInteger(status) && status > 0 ? status : undefined,
		body: response ? parseBody(response.data ?? response.body) : undefined,
		headers: normaliseHeaders(response?.headers),
		code: findCode(error) ?? (message.toLowerCase().includes('timeout') ? 'ETIMEDOUT' : undefined),
		message: redact(message),
	};
}

/** Snap's error fields from a body, whatever shape it came in. */
export function snapErrorFields(body: unknown): SnapErrorFields {
	if (!isRecord(body)) return {};
	const pick = (key: string) => (typeof body[key] === 'string' && body[key] !== '' ? redact(body[key] as string) : undefined);
	return {
		error_code: pick('error_code'),
		request_id: pick('request_id'),
		debug_message: pick('debug_message') ?? pick('error_description') ?? pick('message'),
		display_message: pick('display_message'),
	};
}
