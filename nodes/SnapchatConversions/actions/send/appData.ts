/**
 * App data of an app event (spec: conversions-api.md, "Body"; Snap's docs: Extinfo among the
 * "required parameters" of app events). Pure; a bad value is an InputError naming the field.
 *
 * The table below is both the App Data collection the editor shows and how each field is read;
 * both fields are read whether set or not (Extinfo is required, tracking is sent as 0 or 1).
 */
import type { IDataObject } from 'n8n-workflow';

import { checkBoolean, InputError } from '../../../shared/input/validation';
import { fieldsOf, readRows, type DataField } from './dataTable';
import { jsonList } from './lists';

const APP_DATA: ReadonlyArray<DataField<undefined>> = [
	{
		field: {
			displayName: 'Extended Device Info (Extinfo)',
			name: 'extinfo',
			type: 'json',
			default: '[]',
			description:
				'Required for app events: the device info list Snap documents for app events, e.g. ["i2", "com.example.app", "1.0", "1.0", "17.0", "iPhone15,2", "en_US", "PST", "Verizon", 1179, 2556, "3.0", 6, 128, 64, "America/Los_Angeles"]',
		},
		key: 'extinfo',
		read: (value, name) => {
			const field = `App Data → ${name}`;
			const extinfo = value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? [] : jsonList(value, field);
			if (extinfo.length === 0) {
				throw new InputError(field, `${field} is empty; Snapchat requires it for app events`, 'Add the device info list your app or mobile measurement partner provides, e.g. ["i2", "com.example.app", "1.0", ...].');
			}
			if (extinfo.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
				throw new InputError(field, `${field} must be a list of texts and numbers`, 'Give it as a JSON list such as ["i2", "com.example.app", "1.0"].');
			}
			return extinfo.map(String);
		},
	},
	{
		field: { displayName: 'Advertiser Tracking Enabled', name: 'advertiserTrackingEnabled', type: 'boolean', default: false, description: 'Whether the user allowed tracking on iOS (App Tracking Transparency)' },
		key: 'advertiser_tracking_enabled',
		read: (value, name) => (checkBoolean(value, `App Data → ${name}`) ? 1 : 0),
	},
];

/** The App Data collection's options. */
export const appDataFields = fieldsOf(APP_DATA);

/** Snap's app_data object of an app event. */
export function readAppData(raw: IDataObject): Record<string, unknown> {
	return readRows(APP_DATA, raw, undefined, () => false);
}
