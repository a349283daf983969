import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getDomainStats from './getDomainStats.operation';
import * as getEligibility from './getEligibility.operation';
import * as getEventQuality from './getEventQuality.operation';
import * as getEventStats from './getEventStats.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'pixel'>['resource'] = {
	name: 'Pixel',
	value: RESOURCE,
	description: 'Snap Pixels: status, which domains and events fire them, and the quality of the data Snap gets',
};

export const operations: ResourceModule<'pixel'>['operations'] = { get, getAll, getDomainStats, getEligibility, getEventQuality, getEventStats };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Get', value: 'get', description: 'Get a pixel, with its status and Ads Manager link', action: 'Get a pixel' },
			{ name: 'Get Domain Stats', value: 'getDomainStats', description: "Which domains fired the pixel and how many events each, in Snap's rolling 7-day window", action: 'Get the domain stats of a pixel' },
			{ name: 'Get Eligibility', value: 'getEligibility', description: 'Which optimization goals and conversion windows the pixel can serve, and optionally the live ad squads that use one it no longer can', action: 'Get the eligibility of a pixel' },
			{ name: 'Get Event Quality', value: 'getEventQuality', description: "Snap's event quality scores and recommendations per event type, for the pixel and the Conversions API", action: 'Get the event quality of a pixel' },
			{ name: 'Get Event Stats', value: 'getEventStats', description: 'Events per day by event type on each domain, in the ad account\'s days', action: 'Get the event stats of a pixel' },
			{ name: 'Get Many', value: 'getAll', description: 'List the pixels of an ad account, with their status', action: 'Get many pixels' },
		],
		'getAll',
	),
	...get.properties,
	...getAll.properties,
	...getDomainStats.properties,
	...getEligibility.properties,
	...getEventQuality.properties,
	...getEventStats.properties,
];
