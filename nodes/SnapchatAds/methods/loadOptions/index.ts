// The dropdowns filled when the editor opens them; a list built here costs nothing when n8n loads the node.
import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { ACCOUNT_DEFAULT_ZONE } from '../../actions/eventDetail/createInput';
import { eventTimeZoneOptions } from '../../time/timeZones';

/**
 * Event Time Zone: Ad Account Default, then each zone of the contract labelled with its UTC offsets.
 * The labels are read from the runtime's time-zone data, one Intl formatter per zone (about 20 ms for
 * the 67 zones), which is why they are built here and not when the node is loaded.
 */
export async function getEventTimeZones(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return [{ name: 'Ad Account Default', value: ACCOUNT_DEFAULT_ZONE }, ...eventTimeZoneOptions()];
}
