/**
 * Snap's event quality codes in words (spec pixel-health.md §4). FROM CLIENTS AND SECONDARY
 * SOURCES: priorities P0 / P1 / P2 (Tealium's insights screen), sources `SDK` (the Snap Pixel or
 * app SDK) and `API` (the Conversions API), scores such as `GOOD` / `BAD` (a live client). Snap
 * publishes neither the score scale nor the list of recommendation codes: an unknown code keeps
 * Snap's own text, never a guess.
 */

/** The source of events in words: `SDK` → pixel, `API` → Conversions API. */
export function sourceWords(eventSource: string | undefined): string {
	switch ((eventSource ?? '').toUpperCase()) {
		case 'SDK':
		case 'PIXEL':
			return 'Snap Pixel';
		case 'API':
		case 'CAPI':
			return 'Conversions API';
		case '':
			return 'unknown source';
		default:
			return eventSource as string;
	}
}

/** The kind of source, for filtering: pixel, conversionsApi, or Snap's own word in lower case. */
export function sourceKind(eventSource: string | undefined): string {
	const upper = (eventSource ?? '').toUpperCase();
	if (upper === 'SDK' || upper === 'PIXEL') return 'pixel';
	if (upper === 'API' || upper === 'CAPI') return 'conversionsApi';
	return upper === '' ? 'unknown' : upper.toLowerCase();
}

const PRIORITIES: Record<string, { rank: number; words: string }> = {
	P0: { rank: 0, words: 'critical: fix first' },
	P1: { rank: 1, words: 'high' },
	P2: { rank: 2, words: 'medium' },
	P3: { rank: 3, words: 'low' },
};

/** A priority in words ("P1" → "high"); an unknown one is shown as Snap sent it. */
export function priorityWords(priority: string | undefined): string {
	const known = PRIORITIES[(priority ?? '').toUpperCase()];
	return known ? known.words : priority ? `${priority} (not a priority this node knows)` : 'no priority given';
}

/** For sorting: P0 first; unknown and missing last. */
export function priorityRank(priority: string | undefined): number {
	return PRIORITIES[(priority ?? '').toUpperCase()]?.rank ?? 9;
}

/** High priority: P0 and P1 (what the trigger alerts on when new). */
export function isHighPriority(priority: string | undefined): boolean {
	return priorityRank(priority) <= 1;
}

const SCORES: Record<string, { rank: number; words: string }> = {
	POOR: { rank: 0, words: 'poor' },
	BAD: { rank: 0, words: 'poor' },
	LOW: { rank: 0, words: 'poor' },
	FAIR: { rank: 1, words: 'fair' },
	MEDIUM: { rank: 1, words: 'fair' },
	OK: { rank: 1, words: 'fair' },
	GOOD: { rank: 2, words: 'good' },
	GREAT: { rank: 3, words: 'great' },
	EXCELLENT: { rank: 3, words: 'great' },
};

/** A score in words; an unknown one (Snap's scale is not published) as Snap sent it. */
export function scoreWords(score: string | undefined): string {
	const known = SCORES[(score ?? '').toUpperCase()];
	return known ? known.words : score ?? 'no score given';
}

/** Orders scores (higher is better); undefined when the score is not one this node knows. */
export function scoreRank(score: string | undefined): number | undefined {
	return SCORES[(score ?? '').toUpperCase()]?.rank;
}
