/** Node parameters for Campaign, Ad Squad and Ad → Create and Duplicate, as the editor stores them. */
import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator/fixtures';
import { rl, type Overrides } from './params';

/** What every Campaign and Ad Squad Create here shares: a start in 2030, paused, sent for real. */
const scheduled = (fields: Overrides, over: Overrides): INodeParameters =>
	({ ...fields, startTime: '2030-06-01T09:00', status: 'PAUSED', preview: false, additionalFields: {}, ...over }) as INodeParameters;

export const campaignCreate = (over: Overrides = {}): INodeParameters =>
	scheduled({ resource: 'campaign', operation: 'create', adAccountId: rl(AD_ACCOUNT_LA), name: 'Launch US', objective: 'TRAFFIC' }, over);

export const adSquadCreate = (campaignId: string, over: Overrides = {}): INodeParameters =>
	scheduled(
		{
			resource: 'adSquad',
			operation: 'create',
			adAccountId: rl(AD_ACCOUNT_LA),
			campaignId: rl(campaignId),
			name: 'US – Broad',
			countries: 'US',
			optimizationGoal: 'SWIPES',
			budgetType: 'daily',
			budget: 20,
			bidStrategy: 'AUTO_BID',
			placement: 'AUTOMATIC',
		},
		over,
	);

/**
 * Additional Fields of Ad Squad → Create picking interests, a region, a metro and a postal code of the
 * US from the emulator's lookup lists (issue 42, point 3). A run with them reads each lookup list once,
 * whatever the number of items: `TARGETING_LOOKUPS_US` are those requests (point 8, "every picker is one
 * request per list per run"; test/node/interests.test.ts counts them, the bench may too).
 */
export const TARGETING_PICKS_US = { interests: ['SLC_1', 'SLC_7'], regionIds: ['3201'], metroIds: ['803'], postalCodes: '94105' };
export const TARGETING_LOOKUPS_US = ['GET /v1/targeting/v1/interests/scls', 'GET /v1/targeting/geo/us/region', 'GET /v1/targeting/geo/us/metro'];

export const adCreate = (adSquadId: string, over: Overrides = {}): INodeParameters =>
	({
		resource: 'ad',
		operation: 'create',
		adAccountId: rl(AD_ACCOUNT_LA),
		adSquadId: rl(adSquadId),
		name: 'New ad',
		// The creative of the fixture ad "Summer video 15s" of Acme US: one the ad account holds.
		creativeId: 'c0c0c001-1111-4a11-8a11-000000000001',
		adType: 'SNAP_AD',
		status: 'PAUSED',
		preview: false,
		...over,
	}) as INodeParameters;

const LOCATOR = { campaign: 'campaignId', adSquad: 'adSquadId', ad: 'adId' } as const;

export const duplicate = (resource: 'campaign' | 'adSquad' | 'ad', id: string, changes: Overrides = {}, over: Overrides = {}): INodeParameters =>
	({
		resource,
		operation: 'duplicate',
		adAccountId: rl(AD_ACCOUNT_LA),
		[LOCATOR[resource]]: rl(id),
		status: 'PAUSED',
		preview: false,
		changes,
		...over,
	}) as INodeParameters;
