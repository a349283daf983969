/**
 * Audience expansion of an ad squad (issue 42, point 2). Snap docs, "Targeting": `auto_expansion_options`
 * "allows Snapchat to expand the targeting based on selected interest targeting and/or selected custom
 * audiences, by default both of these options are enabled on creation"; shape `{ interest_expansion_option:
 * {enabled}, custom_audience_expansion_option: {enabled} }` beside `enable_targeting_expansion` (Snap's
 * Ad Squad Outcomes example; a client, sreme19, on a live account). The node sends both every time, so
 * what is asked is never left to a default, and compares Snap's answer after a create: the same client
 * saw squads optimising for LEAD_FORM_SUBMISSIONS read back expanded although created without
 * (low confidence, one account), so a difference is said, not assumed away.
 *
 * Words (issue 46, point 8): Snap renamed Smart Targeting to Smart Audience on 2026-04-27 (Change Log,
 * documentation wording; spec snap-api-changes-2025-2026.md §10). Whether an API value changed too is
 * not stated, so only the words change: the parameter stays `audienceExpansion` (saved workflows) and
 * Snap's values (`SMART_TARGETING` seen in a client's reads) are shown as read.
 */
import type { INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { isRecord, showValue } from '../../../shared/input/values';

export const EXPANSION_FIELD = 'Smart Audience';

export type Expansion = 'both' | 'interests' | 'audiences' | 'none';

const SETTINGS: Record<Expansion, { interests: boolean; audiences: boolean; words: string }> = {
	both: { interests: true, audiences: true, words: 'custom audiences and interests expanded' },
	interests: { interests: true, audiences: false, words: 'interests expanded, custom audiences not' },
	audiences: { interests: false, audiences: true, words: 'custom audiences expanded, interests not' },
	none: { interests: false, audiences: false, words: 'no expansion' },
};

export function expansionField(): INodeProperties {
	return {
		displayName: EXPANSION_FIELD,
		name: 'audienceExpansion',
		type: 'options',
		default: 'both',
		description:
			"Snapchat's Smart Audience (formerly Smart Targeting; also called audience expansion): whether Snapchat may reach people beyond the chosen custom audiences (segments) and interests who it predicts will respond. Snapchat's own default is to expand both; the choice is always sent, and the item says so if Snapchat's answer shows another setting.",
		options: [
			{ name: 'Expand Custom Audiences and Interests (Snapchat Default)', value: 'both', description: 'Snapchat may widen both the segments and the interests' },
			{ name: 'Expand Interests Only', value: 'interests', description: 'Segments are kept exact; interests may be widened' },
			{ name: 'Expand Custom Audiences Only', value: 'audiences', description: 'Interests are kept exact; segments may be widened' },
			{ name: 'No Expansion (Smart Audience Off)', value: 'none', description: 'Reach only the chosen segments and interests (an exclusion list stays strict)' },
		],
	};
}

/** The targeting keys for an expansion choice. */
export function expansionTargeting(value: unknown): Record<string, unknown> {
	const choice = value === undefined || value === null || value === '' ? 'both' : value;
	if (typeof choice !== 'string' || !(choice in SETTINGS)) {
		throw new InputError(EXPANSION_FIELD, `${EXPANSION_FIELD} ${showValue(value)} is not one of the choices`, 'Use both, interests, audiences or none.');
	}
	const s = SETTINGS[choice as Expansion];
	return {
		enable_targeting_expansion: s.interests || s.audiences,
		auto_expansion_options: { interest_expansion_option: { enabled: s.interests }, custom_audience_expansion_option: { enabled: s.audiences } },
	};
}

function read(targeting: unknown): { enabled?: boolean; interests?: boolean; audiences?: boolean; type?: string } {
	if (!isRecord(targeting)) return {};
	const options = isRecord(targeting.auto_expansion_options) ? targeting.auto_expansion_options : {};
	const flag = (o: unknown) => (isRecord(o) && typeof o.enabled === 'boolean' ? o.enabled : undefined);
	return {
		enabled: typeof targeting.enable_targeting_expansion === 'boolean' ? targeting.enable_targeting_expansion : undefined,
		interests: flag(options.interest_expansion_option),
		audiences: flag(options.custom_audience_expansion_option),
		type: typeof options.auto_expansion_type === 'string' ? options.auto_expansion_type : undefined,
	};
}

/**
 * A warning when the expansion in Snap's answer differs from what was sent (a key missing from the
 * answer is not a difference: the answer's shape is not documented).
 */
export function expansionDifference(sent: unknown, answered: unknown): string | undefined {
	const a = read(sent);
	const b = read(answered);
	const differs = (['enabled', 'interests', 'audiences'] as const).some((k) => a[k] !== undefined && b[k] !== undefined && a[k] !== b[k]);
	if (!differs && (b.type === undefined || a.enabled !== false)) return undefined;
	const shown = `enable_targeting_expansion ${String(b.enabled)}${b.type ? `, ${b.type}` : ''}, interests ${String(b.interests ?? 'not said')}, custom audiences ${String(b.audiences ?? 'not said')}`;
	return `Snapchat's answer shows Smart Audience (audience expansion) ${b.enabled === false ? 'off' : 'on'}: ${shown}, not what was sent (${a.enabled === false ? 'Smart Audience off' : 'as chosen'}): Snapchat may widen this ad squad's audience beyond its segments and exclusions. Check Smart Audience in Ads Manager, or choose another value in the Smart Audience field.`;
}
