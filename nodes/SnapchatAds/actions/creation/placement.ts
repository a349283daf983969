/**
 * Ad Squad → Create's Placement and Positions fields and the code that reads them into Snap's
 * `placement_v2` (shared/spec/snap-api-changes-2025-2026.md §4, shared/spec/creation.md):
 * automatic, or custom positions among Snap's nine, with Chat Feed added where Snap requires it.
 */
import type { INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { CHAT_FEED_GOALS, goalName } from '../../api/objectives';
import { POSITIONS, positionName } from '../../api/placements';

const show = { resource: ['adSquad'], operation: ['create'] };

export const placementProperties: INodeProperties[] = [
	{
		displayName: 'Placement',
		name: 'placement',
		type: 'options',
		default: 'AUTOMATIC',
		description: 'Where in Snapchat the ads appear',
		options: [
			{ name: 'Automatic', value: 'AUTOMATIC', description: 'Snapchat places the ads where they perform best (recommended)' },
			{ name: 'Custom', value: 'CUSTOM', description: 'Choose the positions yourself' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Positions',
		name: 'positions',
		type: 'multiOptions',
		default: ['CHAT_FEED', 'INTERSTITIAL_USER'],
		description:
			`The positions to show the ads in. Snapchat requires Chat Feed with these goals: ${CHAT_FEED_GOALS.map(goalName).join(', ')}; ` +
			'for them the node adds Chat Feed when it is not picked, and says so in the item\'s warnings. With pixel and app goals Discover Feed may be picked beside Chat Feed.',
		options: POSITIONS,
		displayOptions: { show: { ...show, placement: ['CUSTOM'] } },
	},
];

export interface PlacementRead {
	placementV2: { config: 'AUTOMATIC' | 'CUSTOM'; platforms?: string[]; snapchat_positions?: string[] };
	/** What the node changed in what was picked (Chat Feed added), for the item's warnings. */
	warnings: string[];
}

/**
 * The `placement_v2` to send for the Placement and Positions fields and the optimization goal.
 *
 * Chat Feed: Snap refuses (E21011) a custom placement without CHAT_FEED for the goals of its list, and
 * its Ads Manager includes Chat Feed for them and does not let it be deselected (Sprinklr, secondary).
 * The node does the same, before sending: it adds CHAT_FEED and says so in the item's warnings, so a
 * workflow saved before the rule (27 Nov 2025) keeps creating squads instead of failing.
 *
 * Feed: since 6 May 2026 FEED may be bundled with CHAT_FEED for pixel and app goals (secondary): the
 * node sends the positions picked unchanged and never removes FEED; whether Snap then requires FEED
 * is unknown, so it is not added.
 *
 * SPOTLIGHT (offered by earlier versions): not among Snap's nine positions, so a saved one is refused
 * with what to pick instead rather than mapped. Its nearest position, INTERSTITIAL_SPOTLIGHT, is
 * between Spotlight videos, takes video ads only and not on its own (builders' notes, secondary):
 * swapping it in silently could place the ads where the user did not choose, or fail at Snap anyway.
 */
export function readPlacement(placement: unknown, positions: unknown, goal: string): PlacementRead {
	if (placement === 'AUTOMATIC') return { placementV2: { config: 'AUTOMATIC' }, warnings: [] };
	if (placement !== 'CUSTOM') throw new InputError('Placement', `Placement ${showValue(placement)} is not one of the choices`, 'Use AUTOMATIC or CUSTOM.');
	if (!Array.isArray(positions)) {
		throw new InputError('Positions', `Positions ${showValue(positions)} is not a list of positions`, 'Pick the positions from the list, or give an expression returning a list such as ["CHAT_FEED", "INTERSTITIAL_USER"].');
	}
	if (positions.length === 0) throw new InputError('Positions', 'Positions is empty with a Custom placement', 'Choose at least one position, or use Automatic.');
	const picked: string[] = [];
	for (const p of positions) {
		if (p === 'SPOTLIGHT') {
			throw new InputError(
				'Positions',
				'Positions holds Spotlight ("SPOTLIGHT"), which is no longer a position Snapchat takes',
				'Open Positions and remove Spotlight; to show video ads in Spotlight pick Between Spotlight Videos (with at least one other position), or use Automatic placement.',
			);
		}
		if (typeof p !== 'string' || !POSITIONS.some((o) => o.value === p)) {
			throw new InputError('Positions', `Positions: ${showValue(p)} is not a position Snapchat takes`, `Use these: ${POSITIONS.map((o) => o.value).join(', ')}.`);
		}
		if (!picked.includes(p)) picked.push(p);
	}
	const warnings: string[] = [];
	if (CHAT_FEED_GOALS.includes(goal) && !picked.includes('CHAT_FEED')) {
		picked.push('CHAT_FEED');
		warnings.push(
			`${positionName('CHAT_FEED')} was added to Positions: Snapchat requires it in a custom placement for the goal ${goalName(goal)}, as its Ads Manager does. ` +
				'The ads may show in Chat Feed too. To choose where they show without Chat Feed, pick another goal.',
		);
	}
	return { placementV2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: picked }, warnings };
}
