/** Parameter builders for Stats -> Get, shared by the operation tests, the e2e scenario and the bench. */
import { rl } from './params';

export type StatsOverrides = Record<string, unknown>;

/** Stats of one campaign (Level Campaign, By ID), Day, Custom dates. */
export const campaignStatsParams = (campaignId: string, over: StatsOverrides = {}) => ({
	resource: 'stats',
	operation: 'get',
	level: 'campaign',
	campaignId: rl(campaignId),
	granularity: 'DAY',
	dateRange: 'custom',
	...over,
});

/** Stats of an ad account. */
export const accountStatsParams = (adAccountId: string, over: StatsOverrides = {}) => ({
	resource: 'stats',
	operation: 'get',
	level: 'adAccount',
	adAccountId: rl(adAccountId),
	granularity: 'DAY',
	dateRange: 'custom',
	...over,
});

/** Stats -> Get Spend and Results by Entity of an ad account, Custom dates. */
export const byEntityParams = (adAccountId: string, over: StatsOverrides = {}) => ({
	resource: 'stats',
	operation: 'getByEntity',
	adAccountId: rl(adAccountId),
	entityLevel: 'campaign',
	dateRange: 'custom',
	result: 'purchases',
	...over,
});
