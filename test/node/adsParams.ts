/** Node parameters for the Campaign, Ad Squad and Ad resources, as the editor stores them. */
import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator/fixtures';
import { rl, type Overrides } from './params';

export type AdsResource = 'campaign' | 'adSquad' | 'ad';
const LOCATOR: Record<AdsResource, string> = { campaign: 'campaignId', adSquad: 'adSquadId', ad: 'adId' };

export const adsGet = (resource: AdsResource, id: string, over: Overrides = {}): INodeParameters => ({
	resource,
	operation: 'get',
	[LOCATOR[resource]]: rl(id),
	...over,
}) as INodeParameters;

export const adsDelete = (resource: AdsResource, id: string): INodeParameters => ({ resource, operation: 'delete', [LOCATOR[resource]]: rl(id) });

export const adsGetMany = (resource: AdsResource, over: Overrides = {}): INodeParameters => ({
	resource,
	operation: 'getAll',
	adAccountId: rl(AD_ACCOUNT_LA),
	returnAll: true,
	...over,
}) as INodeParameters;

/** Update: `id` may be an expression such as '={{ $json.id }}'. */
export const adsUpdate = (resource: AdsResource, id: string, updateFields: Overrides, over: Overrides = {}): INodeParameters => ({
	resource,
	operation: 'update',
	adAccountId: rl(AD_ACCOUNT_LA),
	[LOCATOR[resource]]: rl(id),
	updateFields,
	options: {},
	...over,
}) as INodeParameters;
