/**
 * Stats -> Get's Options are one table: each option the editor offers is read (into one of Snap's
 * query parameters or a setting of the run), and the choices it accepts are the ones it shows.
 */
import type { IDataObject, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { optionsField, readOptions } from '../../nodes/SnapchatAds/actions/stats/options';
import { inputError } from './inputError';

const options = optionsField({ show: { resource: ['stats'] } }).options as INodeProperties[];

/** One value per option that is not what the run does without it (an option added to the table needs one here). */
const SET: IDataObject = {
	actionReportTime: 'impression',
	asyncReport: 'rows',
	conversionSourceTypes: ['web', 'app'],
	asyncMaxWait: 60,
	omitEmpty: true,
	output: 'raw',
	reportDimension: 'country',
	swipeUpAttributionWindow: '7_DAY',
	timeZone: 'Europe/Berlin',
	viewAttributionWindow: 'none',
};

describe('Stats options table', () => {
	it('lists the options in the order the editor shows them', () => {
		expect(options.map((o) => o.name)).toEqual(Object.keys(SET));
		const names = options.map((o) => o.displayName);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
	});

	it.each(Object.entries(SET))('reads %s', (name, value) => {
		expect(readOptions({ [name]: value })).not.toEqual(readOptions({}));
	});

	it('gives the query parameters and settings the options ask for', () => {
		expect(readOptions({ ...SET, output: 'rows' })).toEqual({
			extraQuery: {
				action_report_time: 'impression',
				conversion_source_types: 'web,app',
				omit_empty: 'true',
				swipe_up_attribution_window: '7_DAY',
				view_attribution_window: 'none',
			},
			zoneOverride: 'Europe/Berlin',
			raw: false,
			compact: false,
			dimension: 'country',
			asyncReport: 'rows',
			asyncMaxWaitMs: 60_000,
		});
	});

	it.each(options.filter((o) => o.type === 'options' || o.type === 'multiOptions').map((o) => [o.name, o]))(
		'%s refuses a value it does not offer, listing the ones it does',
		(name, field) => {
			const offered = (field.options as INodePropertyOptions[]).map((o) => o.value).join(', ');
			const error = inputError(() => readOptions({ [name]: field.type === 'multiOptions' ? ['nope'] : 'nope' }));
			expect([error.field, error.message, error.hint]).toEqual([field.displayName, `${field.displayName} "nope" is not one of the choices`, `Use one of: ${offered}`]);
		},
	);

	it('refuses Snapchat\'s Answer with an asynchronous report, and a wait out of bounds', () => {
		expect(inputError(() => readOptions({ output: 'raw', asyncReport: 'file' })).field).toBe('Output');
		expect(inputError(() => readOptions({ asyncMaxWait: 5 })).message).toBe('Max Wait 5 is not a number of seconds from 10 to 3600');
	});
});
