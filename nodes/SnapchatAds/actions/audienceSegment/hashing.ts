/**
 * Collecting a run's identifiers for Add Users / Remove Users: normalise, hash with SHA-256,
 * drop duplicates, keep invalid items as (index, reason) pairs (users.ts sends the hashes in requests
 * of at most 100,000). Only hashes are kept: the plain (or normalised) value is dropped as soon as it
 * is hashed, which also keeps memory to one 64-character string per distinct identifier.
 *
 * A collector is created per run (no module-level state), so queue-mode workers share nothing.
 */
import { hashUnlessHashed } from '../../../shared/identifiers';

import type { IdentifierType, NormalizeOptions } from './identifiers';
import { normalizeIdentifier, SCHEMA_BY_TYPE } from './identifiers';

/** Snap takes at most 100,000 identifiers per request (spec, seen in clients). */
export const MAX_IDENTIFIERS_PER_REQUEST = 100_000;

/** How many invalid items the summary lists one by one; the rest are only counted. */
export const MAX_INVALID_LISTED = 1_000;

export interface InvalidItem {
	itemIndex: number;
	reason: string;
}

/** What became of one item's identifier: its hash (sent once, however many items carry it), or why it is invalid. */
export type AddResult = { ok: true; duplicate: boolean; hash: string } | { ok: false; reason: string };

/** The body of one add/remove request (spec: the same shape for POST and DELETE). */
export interface UsersBody {
	users: Array<{ schema: string[]; data: string[][] }>;
}

export class IdentifierCollector {
	private readonly hashes = new Set<string>();
	private readonly invalidListed: InvalidItem[] = [];
	private invalidTotal = 0;
	private duplicateCount = 0;
	private receivedCount = 0;

	constructor(
		readonly type: IdentifierType,
		private readonly options: NormalizeOptions = {},
		private readonly maxInvalidListed = MAX_INVALID_LISTED,
	) {}

	/** Takes the raw field value of one input item. */
	add(itemIndex: number, raw: unknown): AddResult {
		this.receivedCount++;
		const normalized = normalizeIdentifier(this.type, raw, this.options);
		if (!normalized.ok) {
			this.invalidTotal++;
			if (this.invalidListed.length < this.maxInvalidListed) {
				this.invalidListed.push({ itemIndex, reason: normalized.reason });
			}
			return normalized;
		}
		const hash = hashUnlessHashed(normalized);
		if (this.hashes.has(hash)) {
			this.duplicateCount++;
			return { ok: true, duplicate: true, hash };
		}
		this.hashes.add(hash);
		return { ok: true, duplicate: false, hash };
	}

	get received(): number {
		return this.receivedCount;
	}

	/** Distinct valid identifiers, i.e. what will be sent. */
	get unique(): number {
		return this.hashes.size;
	}

	get duplicates(): number {
		return this.duplicateCount;
	}

	get invalidCount(): number {
		return this.invalidTotal;
	}

	/** The first MAX_INVALID_LISTED invalid items (indexes and reasons, never values). */
	get invalid(): readonly InvalidItem[] {
		return this.invalidListed;
	}

	get schema(): string {
		return SCHEMA_BY_TYPE[this.type];
	}
}

/** The body of one add/remove request: one schema, one hash per row. */
export function usersBody(schema: string, hashes: string[]): UsersBody {
	return { users: [{ schema: [schema], data: hashes.map((hash) => [hash]) }] };
}
