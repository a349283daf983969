/**
 * An ad squad's conversion window (`conversion_window`): how long after a swipe-up or a view a
 * conversion still counts for the squad, and so what Snapchat optimizes on. The two values and the
 * default are Snap's (docs, "Ad Squads"; shared/spec/snap-api-changes-2025-2026.md §3): a squad sent
 * without one gets SWIPE_28DAY_VIEW_1DAY. That SWIPE_7DAY needs a pixel eligible for it is from a
 * client (Salla's campaign wizard), not from Snap's pages.
 */

export interface ConversionWindow {
	value: string;
	name: string;
	description: string;
}

/** Snap's default: what a squad gets when no window is sent. */
export const DEFAULT_CONVERSION_WINDOW = 'SWIPE_28DAY_VIEW_1DAY';

export const CONVERSION_WINDOWS: readonly ConversionWindow[] = [
	{
		value: 'SWIPE_28DAY_VIEW_1DAY',
		name: '28-Day Swipe, 1-Day View',
		description: "Snapchat's default: conversions up to 28 days after a swipe-up or 1 day after a view count",
	},
	{
		value: 'SWIPE_7DAY',
		name: '7-Day Swipe',
		description: 'Only conversions up to 7 days after a swipe-up count (no views); the pixel must be eligible for it',
	},
];

/** The window's name in words, or the value as given when Snap names one the node does not know. */
export function conversionWindowName(value: string): string {
	return CONVERSION_WINDOWS.find((w) => w.value === value)?.name ?? value;
}
