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
