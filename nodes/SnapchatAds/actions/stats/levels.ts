/** The four entity levels stats can be asked for: their fields, paths and envelope keys. */
import type { SnapEntity } from '../../api';
import { AD, AD_ACCOUNT, AD_SQUAD, CAMPAIGN } from '../../api';

export const RESOURCE = 'stats' as const;

export type StatsLevelName = 'adAccount' | 'campaign' | 'adSquad' | 'ad';
export type BreakdownName = 'none' | 'campaign' | 'adsquad' | 'ad';

export interface LevelInfo {
	/** Display name, e.g. 'Ad Squad'. */
	label: string;
	/** In running text, e.g. 'ad squad'. */
	what: string;
	/** The locator parameter of the entity. */
	parameter: string;
	/** Path segment: /v1/<plural>/{id}. */
	plural: string;
	/** Envelope keys of a GET of the entity. */
	listKey: string;
	entityKey: string;
	/** The parent id field of the entity (campaign -> ad_account_id ...), and the parent's level. */
	parentField?: string;
	parentLevel?: StatsLevelName;
	/** Breakdowns below this level. */
	breakdowns: BreakdownName[];
	/** The value of `type` in stats answers. */
	type: string;
}

/** A level's facts, taken from the catalogue of Snap's entities; the stats ones beside them. */
function level(entity: SnapEntity, breakdowns: BreakdownName[], type: string): LevelInfo {
	// An ad account is the top of a stats walk: its own parent (the organization) plays no part.
	const parent = entity.name === 'adAccount' ? {} : { parentField: entity.parentKey, parentLevel: entity.parent as StatsLevelName };
	return {
		label: entity.displayName,
		what: entity.label,
		parameter: entity.locator.parameter,
		plural: entity.plural,
		listKey: entity.plural,
		entityKey: entity.singular,
		...parent,
		breakdowns,
		type,
	};
}

export const LEVELS: Record<StatsLevelName, LevelInfo> = {
	adAccount: level(AD_ACCOUNT, ['campaign', 'adsquad', 'ad'], 'AD_ACCOUNT'),
	campaign: level(CAMPAIGN, ['adsquad', 'ad'], 'CAMPAIGN'),
	adSquad: level(AD_SQUAD, ['ad'], 'AD_SQUAD'),
	ad: level(AD, [], 'AD'),
};

export const BREAKDOWN_LABELS: Record<Exclude<BreakdownName, 'none'>, string> = {
	campaign: 'Campaign',
	adsquad: 'Ad Squad',
	ad: 'Ad',
};

export function isLevel(value: unknown): value is StatsLevelName {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LEVELS, value);
}
