/**
 * The trigger's default poll interval: every 5 minutes, the README's recommendation (Snapchat's
 * review and delivery states change over minutes, not seconds; each check of a 5,000-ad account is
 * 5 calls).
 *
 * n8n adds its own Poll Times field, default every minute, in front of a polling node's fields
 * when it loads the node (n8n-core's DirectoryLoader.applySpecialNodeParameters calls
 * `properties.unshift(...commonPollingParameters)`). The trigger's field list is this Array
 * subclass so that field arrives with this default: a copy gets it, n8n's shared object is left
 * alone, and a loader that adds the field another way still gets n8n's own (every minute).
 */
import type { INodeProperties } from 'n8n-workflow';

export const POLL_EVERY_MINUTES = 5;
export const DEFAULT_POLL_TIMES = { item: [{ mode: 'everyX', value: POLL_EVERY_MINUTES, unit: 'minutes' }] };

export class TriggerProperties extends Array<INodeProperties> {
	static create(...items: INodeProperties[]): TriggerProperties {
		const list = new TriggerProperties();
		list.push(...items);
		return list;
	}

	override unshift(...items: INodeProperties[]): number {
		return super.unshift(...items.map((p) => (p.name === 'pollTimes' ? { ...p, default: DEFAULT_POLL_TIMES } : p)));
	}
}
