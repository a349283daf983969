/**
 * Media and creatives of the emulator (data only; routes in media.ts and creatives.ts). A media's
 * bytes are never kept: the store records what arrived (size, SHA-256 of the whole file, the first
 * bytes, the parts of a chunked upload in arrival order) so tests can check the file arrived whole
 * and in order, and when it becomes READY.
 */
import type { Hash } from 'crypto';
import { randomUUID } from 'crypto';
import { fromPlain, refill, toPlain } from './persist';

export type MediaType = 'IMAGE' | 'VIDEO' | 'LENS_PACKAGE' | 'PLAYABLE';
export const MEDIA_TYPES: readonly MediaType[] = ['IMAGE', 'VIDEO', 'LENS_PACKAGE', 'PLAYABLE'];

export interface ChunkedSession {
	uploadId: string;
	fileName: string;
	fileSize: number;
	numberOfParts: number;
	/**
	 * Parts in arrival order (the emulator refuses a part out of order). The last part sent again
	 * (same part number) replaces it, as Snap replaces a part sent twice.
	 */
	parts: Array<{ partNumber: number; size: number; sha256: string }>;
	/** SHA-256 of the parts so far, continued by each part in order (Hash.copy()). */
	running: Hash;
	/** The running hash before the last part, so a resent last part can replace it. */
	beforeLast: Hash;
	received: number;
	finalized: boolean;
}

export interface StoredMedia {
	id: string;
	ad_account_id: string;
	name: string;
	type: MediaType;
	created_at: string;
	updated_at: string;
	file_name?: string;
	/** Set once the file arrived whole: bytes, hash, first bytes, how it came. */
	file?: { size: number; sha256: string; head: Buffer; via: 'upload' | 'chunked'; contentType?: string };
	/** Emulator ms when processing ends (media_status READY from then on). */
	readyAt?: number;
	chunked?: ChunkedSession;
	seq: number;
}

export interface StoredCreative {
	id: string;
	ad_account_id: string;
	created_at: string;
	updated_at: string;
	/** Everything the client sent that Snap keeps (name, type, brand_name, headline, ...). */
	fields: Record<string, unknown>;
	seq: number;
}

export interface MediaStore {
	/** How long a media takes to become READY after its upload completed, ms (default 300 for videos, 0 for images). */
	processingMs: { IMAGE: number; VIDEO: number };
	/**
	 * Where INIT says the next steps are: `recorded` as Snap's recorded answer (ADD under /us/v1,
	 * FINALIZE under /v1; test/fixtures/snap-responses, SnapAds4J), `us` both under /us/v1.
	 */
	stepPaths: 'recorded' | 'us';
	/** Test hook: called with each ADD's part number once the part is stored (set faults there for the next part). */
	onPart: ((partNumber: number) => void) | undefined;
	/** Test hook: called when a media entity is created (before the answer is sent). */
	onCreate: ((media: StoredMedia) => void) | undefined;
	create(adAccountId: string, name: string, type: MediaType): StoredMedia;
	/** A media ready for use (tests): name, type, and a file of `size` bytes already processed. */
	seedReady(adAccountId: string, opts?: { name?: string; type?: MediaType; size?: number }): StoredMedia;
	get(id: string): StoredMedia | undefined;
	list(adAccountId: string): StoredMedia[];
	status(m: StoredMedia): 'PENDING_UPLOAD' | 'READY';
	json(m: StoredMedia): Record<string, unknown>;
	creatives: {
		create(adAccountId: string, fields: Record<string, unknown>): StoredCreative;
		get(id: string): StoredCreative | undefined;
		list(adAccountId: string): StoredCreative[];
		json(c: StoredCreative): Record<string, unknown>;
	};
	reset(): void;
	/** The store's data as JSON-ready values, and back (persist.ts). */
	dump(): unknown;
	load(data: unknown): void;
}

export function createMediaStore(clock: () => number, baseUrl: () => string): MediaStore {
	const media = new Map<string, StoredMedia>();
	const creatives = new Map<string, StoredCreative>();
	let seq = 0;
	const iso = () => new Date(clock()).toISOString();
	const store: MediaStore = {
		processingMs: { IMAGE: 0, VIDEO: 300 },
		stepPaths: 'recorded',
		onPart: undefined,
		onCreate: undefined,
		create(adAccountId, name, type) {
			const now = iso();
			const m: StoredMedia = { id: randomUUID(), ad_account_id: adAccountId, name, type, created_at: now, updated_at: now, seq: ++seq };
			media.set(m.id, m);
			store.onCreate?.(m);
			return m;
		},
		seedReady(adAccountId, opts = {}) {
			const m = store.create(adAccountId, opts.name ?? `Seeded media ${seq + 1}`, opts.type ?? 'IMAGE');
			m.file_name = m.type === 'VIDEO' ? 'seeded.mp4' : 'seeded.png';
			m.file = { size: opts.size ?? 1024, sha256: '', head: Buffer.alloc(0), via: 'upload' };
			m.readyAt = clock();
			return m;
		},
		get: (id) => media.get(id),
		list: (adAccountId) => [...media.values()].filter((m) => m.ad_account_id === adAccountId).sort((a, b) => a.seq - b.seq),
		status: (m) => (m.readyAt !== undefined && clock() >= m.readyAt ? 'READY' : 'PENDING_UPLOAD'),
		json(m) {
			const out: Record<string, unknown> = {
				id: m.id,
				updated_at: m.updated_at,
				created_at: m.created_at,
				name: m.name,
				ad_account_id: m.ad_account_id,
				type: m.type,
				media_status: store.status(m),
			};
			if (m.file_name !== undefined) out.file_name = m.file_name;
			if (m.file) {
				out.file_size_in_bytes = m.file.size;
				out.download_link = `${baseUrl()}/__emulator/media/${m.id}/${encodeURIComponent(m.file_name ?? 'file')}`;
			}
			out.media_usages = m.type === 'IMAGE' ? ['TOP_SNAP', 'APP_INSTALL_ICON', 'PREVIEW_IMAGE'] : ['TOP_SNAP'];
			return out;
		},
		creatives: {
			create(adAccountId, fields) {
				const now = iso();
				const c: StoredCreative = { id: randomUUID(), ad_account_id: adAccountId, created_at: now, updated_at: now, fields, seq: ++seq };
				creatives.set(c.id, c);
				return c;
			},
			get: (id) => creatives.get(id),
			list: (adAccountId) => [...creatives.values()].filter((c) => c.ad_account_id === adAccountId).sort((a, b) => a.seq - b.seq),
			json: (c) => ({
				id: c.id,
				updated_at: c.updated_at,
				created_at: c.created_at,
				...c.fields,
				ad_account_id: c.ad_account_id,
				// Snap reviews every new creative; packaging runs after the create.
				review_status: 'PENDING_REVIEW',
				packaging_status: 'PENDING',
			}),
		},
		reset() {
			media.clear();
			creatives.clear();
			store.processingMs = { IMAGE: 0, VIDEO: 300 };
			store.stepPaths = 'recorded';
			store.onPart = undefined;
			store.onCreate = undefined;
		},
		// An upload under way (its running hash) does not survive a restart: the media stays Pending Upload.
		dump: () => toPlain({ media: new Map([...media].map(([id, m]) => [id, { ...m, chunked: undefined }])), creatives, seq }),
		load(data) {
			const saved = fromPlain(data) as { media?: unknown; creatives?: unknown; seq?: number };
			refill(media, saved.media);
			refill(creatives, saved.creatives);
			seq = saved.seq ?? media.size + creatives.size;
		},
	};
	return store;
}
