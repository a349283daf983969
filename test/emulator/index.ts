/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Local emulator of the Snapchat Marketing API (OAuth server + /v1 API) for tests, the e2e run,
 * the benchmark and `npm run emulator`. It follows shared/spec/event-details-api.md exactly and,
 * where the contract is silent, the choices written down in test/emulator/README.md.
 *
 * Layout: server.ts (core), router.ts (route registry), respond.ts (shared answers, paging),
 * state.ts (shared state), one module per API area listed in areas.ts.
 * Only Node's own modules are used; the server binds 127.0.0.1 only.
 */
import { AREAS } from './areas';
import { CLIENT_ID, CLIENT_SECRET } from './fixtures';
import { eventDetailsApi } from './eventDetails';
import { faultsApi } from './faults';
import { RouteRegistry } from './router';
import { listen } from './server';
import { fromPlain, toPlain } from './persist';
import { createState, type StoredEvent } from './state';
import { setStatsScale } from './statsScale';
import { tokenApi } from './tokens';
import type { Emulator, EmulatorOptions } from './types';

export * from './fixtures';
export * from './types';
export * from './adsTypes';
export * from './adsFixtures';
export * from './segmentsStore';
export type { ServeOptions } from './served';
export * from './conversionsStore';
export * from './leadGenStore';
export * from './leadGenFixtures';
export * from './mediaStore';
export { PIXEL_LA, PIXEL_NEW_YORK, PIXEL_OTHER_CO } from './pixelsStore';
export { ALLOWED_TIME_ZONES, isAllowedTimeZone } from './timezones';
export { parseStartTime, formatTimestamp } from './time';

/** The shape of snapshot(); a snapshot of another version is not restored (the emulator starts from its fixtures). */
const SNAPSHOT_VERSION = 1;

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const state = createState(options);
	const areas = AREAS.map((area) => area(state));
	const routes = new RouteRegistry();
	for (const area of areas) for (const route of area.routes) routes.add(route);
	const server = await listen(state, routes);
	const baseUrl = state.baseUrl;
	let closed = false;

	const emulator: Emulator = {
		baseUrl,
		authUrl: baseUrl,
		client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: state.redirectUri },
		...tokenApi(state),
		...eventDetailsApi(state),
		...faultsApi(state),
		advanceTime(seconds) {
			state.offsetMs += seconds * 1000;
		},
		now: state.clock,
		ads: state.ads,
		segments: state.segments,
		addSpend(entityId, micro, atMs) {
			state.extraSpend.push({ id: entityId.toLowerCase(), atMs: atMs ?? state.clock(), micro });
		},
		scaleStats(entityId, factors) {
			setStatsScale(state.ads, entityId, factors);
		},
		conversions: state.conversions,
		leadGen: state.leadGen,
		media: state.media,
		pixels: state.pixels,
		get requestLog() {
			return state.requestLog;
		},
		clearLog() {
			state.requestLog.length = 0;
		},
		reset() {
			for (const area of areas) area.reset?.();
			state.requestLog.length = 0;
		},
		snapshot() {
			return {
				version: SNAPSHOT_VERSION,
				offsetMs: state.offsetMs,
				events: toPlain(state.events),
				deletedEvents: toPlain(state.deletedEvents),
				eventSeq: state.eventSeq,
				extraSpend: state.extraSpend,
				ads: state.ads.dump(),
				segments: state.segments.dump(),
				media: state.media.dump(),
				leadGen: state.leadGen.dump(),
			};
		},
		restore(snapshot) {
			const saved = snapshot as Partial<Record<string, unknown>> | null;
			if (saved === null || typeof saved !== 'object' || saved.version !== SNAPSHOT_VERSION) return false;
			state.offsetMs = Number(saved.offsetMs ?? 0);
			state.events.clear();
			for (const [id, event] of fromPlain(saved.events) as Map<string, StoredEvent>) state.events.set(id, event);
			state.deletedEvents.clear();
			for (const id of fromPlain(saved.deletedEvents) as Set<string>) state.deletedEvents.add(id);
			state.eventSeq = Number(saved.eventSeq ?? state.events.size);
			state.extraSpend.splice(0, state.extraSpend.length, ...((saved.extraSpend ?? []) as typeof state.extraSpend));
			state.ads.load(saved.ads);
			state.segments.load(saved.segments);
			state.media.load(saved.media);
			state.leadGen.load(saved.leadGen);
			return true;
		},
		async close() {
			if (closed) return;
			closed = true;
			for (const t of state.pendingTimers) clearTimeout(t);
			state.pendingTimers.clear();
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};
	return emulator;
}
