import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';
import * as upload from './upload.operation';

export const resource: ResourceModule<'media'>['resource'] = {
	name: 'Media',
	value: RESOURCE,
	description: 'Images and videos for creatives, uploaded from binary data',
};

export const operations: ResourceModule<'media'>['operations'] = { get, getAll, upload };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Get', value: 'get', description: 'Get a media file by ID', action: 'Get a media file' },
			{ name: 'Get Many', value: 'getAll', description: 'List the media of an ad account', action: 'Get many media' },
			{
				name: 'Upload',
				value: 'upload',
				description: 'Upload an image or video from binary data and wait until Snapchat has processed it',
				action: 'Upload a media file',
			},
		],
		'upload',
	),
	...upload.properties,
	...get.properties,
	...getAll.properties,
];
