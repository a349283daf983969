/**
 * What Pixel Health Changed keeps in the workflow's static data between polls, and its bounds: the
 * ad account's time zone, when the hourly refresh last started and how far it got (refresh.ts: its
 * reads are spread over polls, one a poll), the watched pixels' IDs as last listed, and at most
 * MAX_PIXELS pixels, each with its ID, its judging memo (judge.ts), the domains its events come from
 * and the goals and windows its live ad squads use. Codes and goals are kept only as
 * 8-character hashes. Worst case under 10 kB of JSON (a unit test fills every field to its
 * limit). Pure: no I/O.
 */
import { idHash } from '../state';
import type { PixelMemo } from './judge';

/** Pixels watched at most (every pixel of an ad account): more would grow the state and the calls. */
export const MAX_PIXELS = 10;
/** Domains kept per pixel (the ones with most events), and their characters in all. */
export const MAX_DOMAINS = 3;
const MAX_DOMAIN_CHARS = 200;
/** Goal and window pairs kept per pixel, as 8-character hashes (a pixel's live ad squads rarely use more). */
export const MAX_USED = 8;
export const MAX_STATE_BYTES = 10_000;

export interface StoredPixel extends PixelMemo {
	/** The pixel's ID (lower case). */
	i: string;
	/** The pixel's domains, most events first (read at the hourly refresh). */
	d: string[];
	/** Hashes of the `goal|window` pairs its live pixel-goal ad squads use (read at the ad squads' step of the refresh). */
	u: string;
}

export interface PixelHealthMemory {
	/** The ad account's time zone (read at the hourly refresh). */
	z: string;
	/** When the hourly refresh last started (epoch minutes). */
	h: number;
	/** The refresh's next step (refresh.ts); at or past its last step: done until the next hour. */
	c: number;
	/** The watched pixels' IDs (lower case) as last listed, in the list's order. */
	l: string[];
	/** idHash(pixel ID) -> what is remembered of it. */
	x: Record<string, StoredPixel>;
}

/** The hash a `goal|window` pair is kept as. */
export const pairHash = (goal: string, window: string): string => idHash(`${goal}|${window}`);

/** The pairs to keep: at most MAX_USED, as their hashes run together. */
export function keptPairs(pairs: ReadonlyArray<{ goal: string; window: string }>): string {
	return [...new Set(pairs.map((p) => pairHash(p.goal, p.window)))].slice(0, MAX_USED).join('');
}

/** The domains to keep: most events first (as given), at most MAX_DOMAINS and MAX_DOMAIN_CHARS. */
export function keptDomains(domains: readonly string[]): string[] {
	const kept: string[] = [];
	let chars = 0;
	for (const domain of domains) {
		if (kept.length >= MAX_DOMAINS || chars + domain.length > MAX_DOMAIN_CHARS) break;
		kept.push(domain);
		chars += domain.length;
	}
	return kept;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every(isText);

function storedPixel(value: unknown): StoredPixel | undefined {
	if (typeof value !== 'object' || value === null) return undefined;
	const p = value as Partial<StoredPixel>;
	const ok =
		isText(p.t) && typeof p.n === 'number' && typeof p.a === 'number' && (p.q === 0 || p.q === 1) && isText(p.y) && isTextList(p.s) &&
		isText(p.k) && isText(p.r) && isText(p.e) && isText(p.i) && isTextList(p.d) && (p.u === undefined || isText(p.u));
	// A state written before the pairs were kept: none known until the ad squads are read again.
	return ok ? ({ ...p, u: p.u ?? '' } as StoredPixel) : undefined;
}

/** The memory as stored; undefined (a new baseline) for anything it did not write. */
export function readMemory(stored: unknown): PixelHealthMemory | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const { x, z, h, c, l } = stored as Partial<PixelHealthMemory>;
	if (typeof x !== 'object' || x === null || Array.isArray(x) || !isText(z) || typeof h !== 'number') return undefined;
	if ((c !== undefined && typeof c !== 'number') || (l !== undefined && !isTextList(l))) return undefined;
	const pixels: Record<string, StoredPixel> = {};
	for (const [key, value] of Object.entries(x)) {
		const pixel = storedPixel(value);
		if (pixel === undefined) return undefined;
		pixels[key] = pixel;
	}
	// A state written before the refresh was spread: its refresh done, its pixels listed as kept.
	return { z, h, c: c ?? Number.MAX_SAFE_INTEGER, l: (l ?? Object.values(pixels).map((p) => p.i)).slice(0, MAX_PIXELS), x: pixels };
}

export function memoOf(memory: PixelHealthMemory | undefined, pixelId: string): StoredPixel | undefined {
	return memory?.x[idHash(pixelId)];
}

/** The memory of these pixels only (a pixel no longer watched is forgotten), at most MAX_PIXELS. */
export function buildMemory(zone: string, refresh: { h: number; c: number; l: readonly string[] }, pixels: readonly StoredPixel[]): PixelHealthMemory {
	const x: Record<string, StoredPixel> = {};
	for (const pixel of pixels.slice(0, MAX_PIXELS)) x[idHash(pixel.i)] = pixel;
	return { z: zone, h: refresh.h, c: refresh.c, l: refresh.l.slice(0, MAX_PIXELS), x };
}
