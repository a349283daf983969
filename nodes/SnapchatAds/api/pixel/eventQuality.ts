/**
 * Snap's event quality scores and recommendations of a pixel (Signal Readiness API, spec
 * pixel-health.md §4): `GET /v1/pixels/{id}/event_quality_scores[?locale=xx-YY]`. Snap's page
 * gives the path and the restriction (internal use only: showing the scores in a public-facing UI
 * needs Snap's approval) but no answer sample. The shape read here is a live client's:
 * `event_quality_scores[].event_quality_score.{event_type, action_source, event_source,
 * recommendations[].{recommendation_code, priority, score, title, description}}`, one element per
 * event type × source. Each read is a snapshot (no history, no date parameter).
 *
 * A 403 or 404 means "not available for this pixel" (not approved, or no data yet), as the live
 * client treats it: answered as `available: false` with the reason, not as a failure.
 */
import type { SnapClient } from '../../transport';
import { isRecord, nonEmptyText } from '../../../shared/input/values';
import { pixelPath } from './pixels';
import { priorityRank, priorityWords, scoreWords, sourceKind, sourceWords } from './qualityWords';

export function eventQualityPath(pixelId: string): string {
	return `${pixelPath(pixelId)}/event_quality_scores`;
}

export interface QualityRecommendation {
	code?: string;
	/** Snap's P0 / P1 / P2 and the same in words. */
	priority?: string;
	priorityWords: string;
	score?: string;
	scoreWords: string;
	title?: string;
	description?: string;
}

export interface QualityEntry {
	eventType: string;
	/** e.g. WEB. */
	actionSource?: string;
	/** Snap's `event_source` (SDK, API), in words, and as a kind: pixel / conversionsApi. */
	eventSource?: string;
	source: string;
	sourceKind: string;
	/** Highest priority first. */
	recommendations: QualityRecommendation[];
}

export interface EventQuality {
	pixelId: string;
	available: boolean;
	/** Why not available (Snap's 403 / 404 in words). */
	unavailableReason?: string;
	entries: QualityEntry[];
}

function text(value: unknown): string | undefined {
	return nonEmptyText(typeof value === 'string' ? value.trim() : undefined);
}

function recommendationOf(raw: Record<string, unknown>): QualityRecommendation {
	const priority = text(raw.priority)?.toUpperCase();
	const score = text(raw.score)?.toUpperCase();
	return {
		code: text(raw.recommendation_code) ?? text(raw.code),
		priority,
		priorityWords: priorityWords(priority),
		score,
		scoreWords: scoreWords(score),
		title: text(raw.title),
		description: text(raw.description),
	};
}

/** One element of the answer in the node's words (pure). */
export function qualityEntryOf(raw: Record<string, unknown>): QualityEntry {
	const eventSource = text(raw.event_source)?.toUpperCase();
	const recommendations = (Array.isArray(raw.recommendations) ? (raw.recommendations as unknown[]) : [])
		.filter(isRecord)
		.map(recommendationOf)
		.sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority));
	return {
		eventType: text(raw.event_type)?.toUpperCase() ?? 'UNKNOWN',
		actionSource: text(raw.action_source)?.toUpperCase(),
		eventSource,
		source: sourceWords(eventSource),
		sourceKind: sourceKind(eventSource),
		recommendations,
	};
}

/** One request (the recommendations' language: `locale`, e.g. en-US; Snap's default when absent). */
export async function readEventQuality(
	client: SnapClient,
	pixelId: string,
	opts: { itemIndex?: number; locale?: string } = {},
): Promise<EventQuality> {
	const subject = `the event quality scores of pixel ${pixelId}`;
	let refused: number | undefined;
	const body = await client.request({
		method: 'GET',
		path: eventQualityPath(pixelId),
		...(opts.locale ? { qs: { locale: opts.locale } } : {}),
		idempotent: true,
		subject,
		itemIndex: opts.itemIndex,
		acceptFailure: (failure) => {
			if (failure.status !== 403 && failure.status !== 404) return false;
			refused = failure.status;
			return true;
		},
	});
	if (refused !== undefined) {
		return {
			pixelId,
			available: false,
			unavailableReason:
				refused === 403
					? 'Snapchat refused to show the event quality scores of this pixel (403): the Signal Readiness API is for approved partners and advertisers, or the connected user lacks access to the ad account'
					: 'Snapchat has no event quality scores for this pixel (404): it may have received no events yet',
			entries: [],
		};
	}
	const entries = client.entities(body, 'event_quality_scores', 'event_quality_score', subject, opts.itemIndex).map(qualityEntryOf);
	return { pixelId, available: true, entries };
}
