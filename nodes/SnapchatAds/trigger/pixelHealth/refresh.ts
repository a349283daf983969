/**
 * The hourly refresh of Pixel Health Changed, spread over polls so that no quiet poll exceeds issue
 * 48's budget (one pixel ≤ 3 requests, 5 pixels ≤ 12): a poll reads its pixels' events and quality as
 * always, plus at most ONE read of the refresh, in this order (one step each):
 *   0 the ad account (its time zone), 1 the pixels, then each listed pixel's domains, then, when
 *   Eligibility Lost is watched, the ad account's ad squads (which goals and windows each pixel's live
 *   squads use, kept in the state) and each pixel's eligibility (no request for a pixel no live squad uses).
 * Once done, the next refresh starts an hour after this one started. The first poll (the baseline) is
 * the one exception: it reads everything at once, as it cannot judge without the time zone and the
 * domains, and an eligibility lost on the next polls is only told if the baseline saw it eligible.
 */
import type { PixelSummary } from '../../api/pixel/pixels';
import type { SourceContext } from '../source';
import type { EligibilityEntry } from './judge';
import { keptPairs, MAX_PIXELS, type PixelHealthMemory } from './memory';
import { accountZone, readDomains, readEligibility, readPixels, readPixelSquads, type PixelSquad } from './readings';

/** A refresh starts again this long after the last one started. */
export const REFRESH_MS = 3_600_000;

/** What a poll knows after its refresh step: what it judges with, and what the state keeps. */
export interface Refreshed {
	zone: string;
	/** The pixels' IDs as last listed. */
	listed: string[];
	/** Domains read in this poll, by pixel ID. */
	domains: Map<string, string[]>;
	/** The goal and window pairs (hashes, memory.ts keptPairs) read in this poll (the ad squads' step), by pixel ID. */
	pairs?: Map<string, string>;
	/** The eligibility read in this poll (at most one pixel's request; [] for a pixel no live squad uses). */
	eligibility: Map<string, EligibilityEntry[] | undefined>;
	/** Read in this poll (for the items of a telling poll). */
	pixels?: PixelSummary[];
	squads?: PixelSquad[];
	/** The refresh's start (epoch minutes) and next step, to keep. */
	h: number;
	c: number;
}

function pairsByPixel(squads: readonly PixelSquad[]): Map<string, string> {
	const by = new Map<string, Array<{ goal: string; window: string }>>();
	for (const s of squads) by.set(s.pixel_id, [...(by.get(s.pixel_id) ?? []), { goal: s.optimization_goal, window: s.conversion_window }]);
	return new Map([...by].map(([id, pairs]) => [id, keptPairs(pairs)]));
}

/** The steps of a refresh of `listed` pixels. */
export function stepCount(listed: number, eligibility: boolean): number {
	return 2 + listed + (eligibility ? 1 + listed : 0);
}

/** The baseline: the ad account, the pixels, each one's domains and, when watched, the ad squads and eligibility, all at once. */
export async function baselineRefresh(source: SourceContext, pixelId: string | undefined, eligibility: boolean, minutes: number): Promise<Refreshed> {
	const zone = await accountZone(source);
	const pixels = await readPixels(source, pixelId);
	const listed = pixels.map((p) => p.id).slice(0, MAX_PIXELS);
	const out: Refreshed = { zone, listed, domains: new Map(), eligibility: new Map(), pixels, h: minutes, c: stepCount(listed.length, eligibility) };
	for (const id of listed) out.domains.set(id, await readDomains(source, id));
	if (!eligibility) return out;
	out.squads = await readPixelSquads(source);
	out.pairs = pairsByPixel(out.squads);
	for (const id of listed) out.eligibility.set(id, await readEligibility(source, id, out.pairs.get(id) ?? ''));
	return out;
}

/** A later poll: the next step of the refresh that makes a request, if one is due. */
export async function refreshStep(source: SourceContext, memory: PixelHealthMemory, pixelId: string | undefined, eligibility: boolean, minutes: number): Promise<Refreshed> {
	const out: Refreshed = { zone: memory.z, listed: memory.l, domains: new Map(), eligibility: new Map(), h: memory.h, c: memory.c };
	if (out.c >= stepCount(out.listed.length, eligibility) && source.nowMs - memory.h * 60_000 >= REFRESH_MS) {
		out.h = minutes;
		out.c = 0;
	}
	while (out.c < stepCount(out.listed.length, eligibility)) {
		const step = out.c++;
		const n = out.listed.length;
		if (step === 0) {
			out.zone = await accountZone(source);
		} else if (step === 1) {
			out.pixels = await readPixels(source, pixelId);
			out.listed = out.pixels.map((p) => p.id).slice(0, MAX_PIXELS);
		} else if (step < 2 + n) {
			const id = out.listed[step - 2];
			out.domains.set(id, await readDomains(source, id));
		} else if (step === 2 + n) {
			out.squads = await readPixelSquads(source);
			out.pairs = pairsByPixel(out.squads);
		} else {
			const id = out.listed[step - 3 - n];
			const pairs = Object.values(memory.x).find((p) => p.i === id)?.u ?? '';
			if (pairs === '') {
				out.eligibility.set(id, []);
				continue; // no request: go on to the next step
			}
			out.eligibility.set(id, await readEligibility(source, id, pairs));
		}
		break;
	}
	return out;
}

