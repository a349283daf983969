/**
 * Pure reading of what Snap's Conversions API says (spec: conversions-api.md, "Answer", seen in
 * Snap's SDK): `{ status, reason, errors: { codes, error_msgs }, event }` for a send, and
 * `event_logs: [{ event, status, warnings, errors }]` for a validate. Every text is redacted; a
 * shape this module does not know yields nothing rather than a guess.
 */
import { isRecord, nonEmptyText } from '../../shared/input/values';
import { redact } from '../../shared/http/redact';

export interface SnapWords {
	/** `status` in capitals, e.g. VALID, INVALID, SUCCESS. */
	status?: string;
	reason?: string;
	codes: string[];
	messages: string[];
	warnings: string[];
	/** The 0-based index of the event the answer is about, when it names one. */
	event?: number;
}

function texts(value: unknown): string[] {
	if (typeof value === 'string' && value !== '') return [redact(value)];
	if (typeof value === 'number') return [String(value)];
	if (!Array.isArray(value)) return [];
	return value.flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? texts(v) : isRecord(v) ? texts(v.message ?? v.error_msg ?? v.code) : []));
}

/** Snap's words in one answer (or one `event_logs` entry). */
export function snapWords(body: unknown): SnapWords {
	if (!isRecord(body)) return { codes: [], messages: [], warnings: [] };
	const errors = isRecord(body.errors) ? body.errors : undefined;
	const reason = nonEmptyText(body.reason);
	const status = nonEmptyText(body.status)?.toUpperCase();
	const event = typeof body.event === 'number' && Number.isSafeInteger(body.event) && body.event >= 0 ? body.event : undefined;
	return {
		status,
		reason: reason ? redact(reason) : undefined,
		codes: texts(errors?.codes ?? errors?.code),
		messages: texts(errors?.error_msgs ?? errors?.messages ?? (Array.isArray(body.errors) ? body.errors : undefined)),
		warnings: texts(body.warnings),
		event,
	};
}

/** Statuses that say an event (or every event of a request) was taken. */
const SUCCESS = new Set(['VALID', 'SUCCESS']);

export function isSuccessStatus(status: string | undefined): boolean {
	return status !== undefined && SUCCESS.has(status);
}
