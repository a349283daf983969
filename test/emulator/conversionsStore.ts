/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The Conversions API area's data (spec conversions-api.md): the fixture token and the assets it
 * may send for, the events recorded per asset (deduplicated by event_id, as Snap does), what the
 * validate endpoint saw (test logs), and a hook that reshapes the next answers (ambiguity tests).
 */

/** The fixture Conversions API token (a Pixel's token from Events Manager). */
export const CAPI_TOKEN = 'capi-emulator-token-7f3c9a1e5b2d4c8f9a0b1c2d3e4f5a6b';
/** A Pixel the fixture token belongs to. */
export const CAPI_PIXEL_ID = '5bf81ee1-15b1-4dc1-b636-d7dae49b950e';
/** A second Pixel of the same token. */
export const CAPI_PIXEL_ID_2 = '0d8f3b6a-2c4e-4f1a-9b7d-3e5c6a8b9d01';
/** A Snap App ID of the fixture token (app events). */
export const CAPI_APP_ID = '7bd55a49-6d5a-4e36-a2d4-7c4d5c3c8b36';
/** A Pixel the token has no access to (403). */
export const CAPI_FOREIGN_PIXEL_ID = 'c0ffee00-1111-4222-8333-944455556666';

export interface RecordedEvent {
	assetId: string;
	event: Record<string, unknown>;
	receivedAt: number;
}

export interface TestLogEntry {
	assetId: string;
	event_name: unknown;
	event_time: unknown;
	status: 'VALID' | 'INVALID';
	errors: { codes: string[]; error_msgs: string[] };
	warnings: string[];
	received_at: string;
}

/** How the next send answers instead of the normal answer (the events are still recorded). */
export type CapiAnswerShape = 'unreadable' | 'empty-object' | 'unknown-status';

export interface ConversionsStore {
	readonly token: string;
	/** The Pixel the fixture token belongs to first (scripts put it in their credential). */
	readonly pixelId: string;
	/** Recorded (live) events, in arrival order; a repeated event_id for the same asset is dropped. */
	events(assetId?: string): RecordedEvent[];
	/** How many live events were dropped as duplicates of an earlier event_id. */
	duplicatesDropped(): number;
	/** Every validate request's per-event results. */
	testLogs(assetId?: string): TestLogEntry[];
	/** The next `count` live sends answer with this shape (after recording). */
	answerNext(shape: CapiAnswerShape, count?: number): void;
	/** @internal */
	takeShape(): CapiAnswerShape | undefined;
	/** @internal */
	record(assetId: string, event: Record<string, unknown>, now: number): void;
	/** @internal */
	log(entry: TestLogEntry): void;
	canUse(token: string | undefined, assetId: string): 'ok' | 'bad-token' | 'no-access';
	reset(): void;
}

export function createConversionsStore(): ConversionsStore {
	const assets = new Set([CAPI_PIXEL_ID, CAPI_PIXEL_ID_2, CAPI_APP_ID]);
	let recorded: RecordedEvent[] = [];
	let seen = new Set<string>();
	let dropped = 0;
	let logs: TestLogEntry[] = [];
	let shapes: CapiAnswerShape[] = [];
	return {
		token: CAPI_TOKEN,
		pixelId: CAPI_PIXEL_ID,
		events: (assetId) => recorded.filter((e) => assetId === undefined || e.assetId === assetId),
		duplicatesDropped: () => dropped,
		testLogs: (assetId) => logs.filter((e) => assetId === undefined || e.assetId === assetId),
		answerNext(shape, count = 1) {
			for (let i = 0; i < count; i++) shapes.push(shape);
		},
		takeShape: () => shapes.shift(),
		record(assetId, event, now) {
			const id = typeof event.event_id === 'string' ? `${assetId} ${String(event.event_name)} ${event.event_id}` : undefined;
			if (id !== undefined && seen.has(id)) {
				dropped++;
				return;
			}
			if (id !== undefined) seen.add(id);
			recorded.push({ assetId, event, receivedAt: now });
		},
		log(entry) {
			logs.push(entry);
		},
		canUse(token, assetId) {
			if (token !== CAPI_TOKEN) return 'bad-token';
			return assets.has(assetId.toLowerCase()) ? 'ok' : 'no-access';
		},
		reset() {
			recorded = [];
			seen = new Set();
			dropped = 0;
			logs = [];
			shapes = [];
		},
	};
}
