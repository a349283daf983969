/**
 * What a failed HTTP exchange says, read defensively from what n8n's request helpers throw (an
 * axios-style error, a body as text, JSON or nothing) into a plain summary: how far the exchange
 * got (its stage), status, headers, body, Snap's error fields. No wording here: meaning.ts says
 * what it means, the transports' errors turn that into words a user can act on.
 */
import { isRecord } from '../input/values';
import { redact } from './redact';

/**
 * How far the exchange got before it failed, known only where the failure is caught:
 * - `notConnected`: no connection was ever made (refused, unknown host, no route), or no request
 *   at all (a URL n8n refused to build): the request never left n8n.
 * - `sentNoAnswer`: the request may have left, and no status line came back (a reset, a timeout).
 * - `statusThenCut`: the status line (and headers) came back, then the body was cut off (the
 *   stream aborted, the socket closed or timed out, the JSON ended early). The status is known;
 *   what the server did is only as certain as that status says.
 * - `fullAnswer`: the whole answer arrived.
 */
export type Stage = 'notConnected' | 'sentNoAnswer' | 'statusThenCut' | 'fullAnswer';

export const STAGES: readonly Stage[] = ['notConnected', 'sentNoAnswer', 'statusThenCut', 'fullAnswer'];

export interface HttpFailure {
	/** How far the exchange got (stageOf). */
	stage: Stage;
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

/**
 * Network failures that happen before anything is sent (no connection was ever made): the server
 * cannot have seen the request. A timeout or a reset may come after the request left: not here.
 */
const NOT_CONNECTED_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);

/**
 * Codes of a connection that failed while an answer was being read: with a status already
 * received, the answer was cut after its status line. axios' "stream has been aborted" comes as
 * ERR_BAD_RESPONSE, which it also uses for a 5xx: the message tells them apart (CUT_MESSAGE).
 */
const CUT_CODES = new Set([
	'ECONNRESET',
	'ECONNABORTED',
	'EPIPE',
	'ETIMEDOUT',
	'ESOCKETTIMEDOUT',
	'ERR_STREAM_PREMATURE_CLOSE',
	'UND_ERR_SOCKET',
	'UND_ERR_BODY_TIMEOUT',
	'UND_ERR_ABORTED',
]);

/** What axios, undici and JSON.parse say of an answer that stopped early. */
const CUT_MESSAGE = /stream has been aborted|\baborted\b|socket hang up|premature close|\bterminated\b|unexpected end of (?:json input|data)|unterminated string in json/i;

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

/** Whether the error, or one it was caused by, says the answer stopped early (a code or a message of a cut). */
function saysCut(error: unknown, depth = 0): boolean {
	if (!isRecord(error) || depth > 4) return false;
	if (typeof error.code === 'string' && CUT_CODES.has(error.code)) return true;
	if (typeof error.message === 'string' && CUT_MESSAGE.test(error.message)) return true;
	return saysCut(error.cause, depth + 1);
}

/**
 * The stage of a failure from what was caught: a status means the status line came back (cut or
 * whole); no status, a network code of a connection never made (or none at all: no exchange)
 * means it never left; any other network code, that it may have left and no answer came.
 */
export function stageOf(parts: { status?: number; code?: string; cut?: boolean }): Stage {
	if (parts.status !== undefined) return parts.cut ? 'statusThenCut' : 'fullAnswer';
	if (parts.code === undefined || NOT_CONNECTED_CODES.has(parts.code)) return 'notConnected';
	return 'sentNoAnswer';
}

/** Reads what an axios-style error (what n8n's request helpers throw) says, defensively. */
export function toHttpFailure(error: unknown): HttpFailure {
	const record = isRecord(error) ? error : {};
	const response = isRecord(record.response) ? record.response : undefined;
	const rawStatus = response?.status ?? response?.statusCode ?? record.httpCode ?? record.statusCode;
	const number = rawStatus === undefined || rawStatus === null ? undefined : Number(rawStatus);
	const status = number !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
	const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
	const code = findCode(error) ?? (message.toLowerCase().includes('timeout') ? 'ETIMEDOUT' : undefined);
	return {
		stage: stageOf({ status, code, cut: status !== undefined && (saysCut(error) || code !== undefined) }),
		status,
		body: response ? parseBody(response.data ?? response.body) : undefined,
		headers: normaliseHeaders(response?.headers),
		code,
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
