/**
 * Audience segments (customer lists) of the emulator: the data, per spec audience-segments.md.
 * Every hash uploaded counts as matched (the emulator knows no Snapchat users). Matching is
 * asynchronous at Snap: after an upload the segment is PROCESSING for PROCESSING_SECONDS of the
 * emulator clock (tests move it with advanceTime), then COMPLETE with the new user count.
 */
import { randomInt } from 'crypto';

import { formatTimestamp } from './time';
import { fromPlain, refill, toPlain } from './persist';

export const SEGMENT_SCHEMAS = ['EMAIL_SHA256', 'PHONE_SHA256', 'MOBILE_AD_ID_SHA256'] as const;
export type SegmentSchema = (typeof SEGMENT_SCHEMAS)[number];
export const PROCESSING_SECONDS = 60;
/** Snap needs about 1,000 matched users before a segment can be targeted (spec). */
export const TARGETABLE_MIN_USERS = 1000;

export interface SegmentFields {
	name: string;
	description?: string;
	source_type: string;
	retention_in_days: number;
	ad_account_id: string;
	/** A lookalike's seed, countries and type (source_type LOOKALIKE). */
	creation_spec?: Record<string, unknown>;
}

export interface SegmentCounts {
	/** Hashes the segment holds now, per schema. */
	current: Record<SegmentSchema, number>;
	/** Hashes that were new when added / present when removed, per schema, since the last reset. */
	added: Record<SegmentSchema, number>;
	removed: Record<SegmentSchema, number>;
}

interface StoredSegment extends SegmentFields {
	id: string;
	created_at: string;
	updated_at: string;
	seq: number;
	users: Record<SegmentSchema, Set<string>>;
	counts: Pick<SegmentCounts, 'added' | 'removed'>;
	/** Emulator-clock ms of the last upload; undefined before the first. */
	uploadedAt?: number;
	/** approximate_number_users as of the last completed processing. */
	matchedBefore: number;
}

/**
 * The shape of the next users answer(s): 'complete' (the normal answer, to let one pass), 'no-users'
 * or 'no-count' (incomplete: "outcome unknown"), 'refused' (HTTP 200 with a failed element; the
 * hashes are not stored).
 */
export type UsersAnswerShape = 'complete' | 'no-users' | 'no-count' | 'refused';

export interface SegmentStore {
	/** Creates a segment as POST does (no checks); returns its public JSON. `id`: a given ID (digits) instead of a new one. */
	seed(fields: SegmentFields, id?: string): Record<string, unknown>;
	get(id: string): Record<string, unknown> | undefined;
	/** Public JSON of an account's segments, oldest first. */
	list(adAccountId: string): Array<Record<string, unknown>>;
	exists(id: string): boolean;
	adAccountOf(id: string): string | undefined;
	replace(id: string, fields: SegmentFields): Record<string, unknown>;
	remove(id: string): void;
	/** The hashes a segment holds for a schema, in upload order. */
	users(id: string, schema: SegmentSchema): string[];
	counts(id: string): SegmentCounts;
	addUsers(id: string, schema: SegmentSchema, hashes: string[]): void;
	removeUsers(id: string, schema: SegmentSchema, hashes: string[]): void;
	/** The next `count` users answers take this shape (queued after earlier calls). */
	answerNext(shape: UsersAnswerShape, count?: number): void;
	takeAnswerShape(): UsersAnswerShape | undefined;
	reset(): void;
	/** The store's data as JSON-ready values, and back (persist.ts). */
	dump(): unknown;
	load(data: unknown): void;
}

/**
 * A new segment ID as Snap issues them: a long decimal string, 16 digits in every sample
 * ("5677923948298240", fixtures and the Customer Lists page), never a UUID. Below 2^53 (first digit
 * 1 to 8), as every recorded sample is (all start with 56 or 57): a test mapping one as a JSON number
 * must get an exact number, not fail about one run in nine on an ID that starts with 9.
 */
export function newSegmentId(taken: (id: string) => boolean): string {
	for (;;) {
		const id = `${randomInt(1, 9)}${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
		if (!taken(id)) return id;
	}
}

const perSchema = <T>(make: () => T): Record<SegmentSchema, T> =>
	Object.fromEntries(SEGMENT_SCHEMAS.map((s) => [s, make()])) as Record<SegmentSchema, T>;

export function createSegmentStore(clock: () => number): SegmentStore {
	const segments = new Map<string, StoredSegment>();
	const shapes: UsersAnswerShape[] = [];
	let seq = 0;

	const total = (s: StoredSegment) => SEGMENT_SCHEMAS.reduce((n, schema) => n + s.users[schema].size, 0);

	function publicSegment(s: StoredSegment): Record<string, unknown> {
		const processing = s.uploadedAt !== undefined && clock() - s.uploadedAt < PROCESSING_SECONDS * 1000;
		const users = processing ? s.matchedBefore : total(s);
		if (!processing) s.matchedBefore = users;
		return {
			id: s.id,
			name: s.name,
			...(s.description !== undefined ? { description: s.description } : {}),
			source_type: s.source_type,
			retention_in_days: s.retention_in_days,
			ad_account_id: s.ad_account_id,
			...(s.creation_spec !== undefined ? { creation_spec: s.creation_spec } : {}),
			status: 'ACTIVE',
			upload_status: s.uploadedAt === undefined ? 'NO_UPLOAD' : processing ? 'PROCESSING' : 'COMPLETE',
			targetable_status:
				s.uploadedAt === undefined || processing ? 'NOT_READY' : users >= TARGETABLE_MIN_USERS ? 'READY' : 'TOO_FEW_USERS',
			approximate_number_users: users,
			created_at: s.created_at,
			updated_at: s.updated_at,
		};
	}

	const find = (id: string): StoredSegment => {
		const s = segments.get(id);
		if (!s) throw new Error(`emulator: unknown segment ${id}`);
		return s;
	};

	const upload = (s: StoredSegment) => {
		if (s.uploadedAt === undefined || clock() - s.uploadedAt >= PROCESSING_SECONDS * 1000) s.matchedBefore = total(s);
		s.uploadedAt = clock();
	};

	return {
		seed(fields, id) {
			if (id !== undefined && (!/^[0-9]{1,32}$/.test(id) || segments.has(id))) throw new Error(`emulator: segment id ${id} is not digits or is taken`);
			const ts = formatTimestamp(clock());
			const s: StoredSegment = {
				...fields,
				id: id ?? newSegmentId((taken) => segments.has(taken)),
				created_at: ts,
				updated_at: ts,
				seq: ++seq,
				users: perSchema(() => new Set<string>()),
				counts: { added: perSchema(() => 0), removed: perSchema(() => 0) },
				matchedBefore: 0,
			};
			segments.set(s.id, s);
			return publicSegment(s);
		},
		get: (id) => (segments.has(id) ? publicSegment(find(id)) : undefined),
		list: (adAccountId) =>
			[...segments.values()].filter((s) => s.ad_account_id === adAccountId).sort((a, b) => a.seq - b.seq).map(publicSegment),
		exists: (id) => segments.has(id),
		adAccountOf: (id) => segments.get(id)?.ad_account_id,
		replace(id, fields) {
			const s = find(id);
			// A whole replace: a caller field left out (description) is gone afterwards.
			delete s.description;
			Object.assign(s, fields, { updated_at: formatTimestamp(clock()) });
			return publicSegment(s);
		},
		remove: (id) => void segments.delete(id),
		users: (id, schema) => [...find(id).users[schema]],
		counts(id) {
			const s = find(id);
			const current = Object.fromEntries(SEGMENT_SCHEMAS.map((k) => [k, s.users[k].size])) as Record<SegmentSchema, number>;
			return { current, added: { ...s.counts.added }, removed: { ...s.counts.removed } };
		},
		addUsers(id, schema, hashes) {
			const s = find(id);
			upload(s);
			for (const h of hashes) {
				if (s.users[schema].has(h)) continue;
				s.users[schema].add(h);
				s.counts.added[schema]++;
			}
		},
		removeUsers(id, schema, hashes) {
			const s = find(id);
			upload(s);
			for (const h of hashes) if (s.users[schema].delete(h)) s.counts.removed[schema]++;
		},
		answerNext(shape, count = 1) {
			for (let i = 0; i < count; i++) shapes.push(shape);
		},
		takeAnswerShape: () => shapes.shift(),
		reset() {
			segments.clear();
			shapes.length = 0;
		},
		dump: () => toPlain({ segments, seq }),
		load(data) {
			const saved = fromPlain(data) as { segments?: unknown; seq?: number };
			refill(segments, saved.segments);
			seq = saved.seq ?? segments.size;
		},
	};
}
