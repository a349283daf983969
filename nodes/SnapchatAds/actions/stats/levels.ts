/** The four entity levels stats can be asked for: their fields, paths and envelope keys. */
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
	/**
	 * The Breakdown field shown at this level (one per level, each listing only the breakdowns below
	 * it: a choice made at one level does not survive a change of Level). None for an ad.
	 */
	breakdownParameter?: string;
	/** The value of `type` in stats answers. */
	type: string;
}

export const LEVELS: Record<StatsLevelName, LevelInfo> = {
	adAccount: {
		breakdownParameter: 'breakdown',
		label: 'Ad Account',
		what: 'ad account',
		parameter: 'adAccountId',
		plural: 'adaccounts',
		listKey: 'adaccounts',
		entityKey: 'adaccount',
		breakdowns: ['campaign', 'adsquad', 'ad'],
		type: 'AD_ACCOUNT',
	},
	campaign: {
		breakdownParameter: 'campaignBreakdown',
		label: 'Campaign',
		what: 'campaign',
		parameter: 'campaignId',
		plural: 'campaigns',
		listKey: 'campaigns',
		entityKey: 'campaign',
		parentField: 'ad_account_id',
		parentLevel: 'adAccount',
		breakdowns: ['adsquad', 'ad'],
		type: 'CAMPAIGN',
	},
	adSquad: {
		breakdownParameter: 'adSquadBreakdown',
		label: 'Ad Squad',
		what: 'ad squad',
		parameter: 'adSquadId',
		plural: 'adsquads',
		listKey: 'adsquads',
		entityKey: 'adsquad',
		parentField: 'campaign_id',
		parentLevel: 'campaign',
		breakdowns: ['ad'],
		type: 'AD_SQUAD',
	},
	ad: {
		label: 'Ad',
		what: 'ad',
		parameter: 'adId',
		plural: 'ads',
		listKey: 'ads',
		entityKey: 'ad',
		parentField: 'ad_squad_id',
		parentLevel: 'adSquad',
		breakdowns: [],
		type: 'AD',
	},
};

export const BREAKDOWN_LABELS: Record<Exclude<BreakdownName, 'none'>, string> = {
	campaign: 'Campaign',
	adsquad: 'Ad Squad',
	ad: 'Ad',
};

export function entityPath(level: StatsLevelName, id: string): string {
	return `/v1/${LEVELS[level].plural}/${encodeURIComponent(id)}`;
}

export function isLevel(value: unknown): value is StatsLevelName {
	return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LEVELS, value);
}
