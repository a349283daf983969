/**
 * Names for breakdown rows (issue 21): a report people read needs the campaign, ad squad or ad
 * name next to its id, and for ad squads and ads the parent's id and name. Each entity type is
 * read once per ad account and run, as a list under the ad account in pages of 1,000 (the most
 * Snapchat gives per page), never once per row. The cache lives in the object this returns,
 * created per execution (queue mode).
 */
import type { IDataObject } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { createRunCache } from '../../../shared/items/runCache';
import type { BreakdownName } from './levels';
import { AD_ACCOUNT, entityPath } from '../../api';

type Listed = 'campaigns' | 'adsquads' | 'ads';

const LIST: Record<Listed, { entityKey: string; what: string }> = {
	campaigns: { entityKey: 'campaign', what: 'campaigns' },
	adsquads: { entityKey: 'adsquad', what: 'ad squads' },
	ads: { entityKey: 'ad', what: 'ads' },
};

/** The entity type of each breakdown, and its parent's (id field, list, output field prefix). */
const BREAKDOWN: Record<Exclude<BreakdownName, 'none'>, { list: Listed; parent?: { field: string; list: Listed; prefix: string } }> = {
	campaign: { list: 'campaigns' },
	adsquad: { list: 'adsquads', parent: { field: 'campaign_id', list: 'campaigns', prefix: 'campaign' } },
	ad: { list: 'ads', parent: { field: 'ad_squad_id', list: 'adsquads', prefix: 'ad_squad' } },
};

export const PAGE_SIZE = 1000;

export interface BreakdownNames {
	/** By entity id: `name`, and for ad squads / ads `campaign_id`, `campaign_name` / `ad_squad_id`, `ad_squad_name`. */
	labels(accountId: string, breakdown: Exclude<BreakdownName, 'none'>, itemIndex: number): Promise<{ labels: Map<string, IDataObject>; missing: IDataObject }>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function createBreakdownNames(client: SnapClient): BreakdownNames {
	const lists = createRunCache<Array<Record<string, unknown>>>();
	const read = async (accountId: string, list: Listed, itemIndex: number) =>
		await lists(`${accountId}|${list}`, async () =>
			await client.listAll(
				{ path: `${entityPath(AD_ACCOUNT, accountId)}/${list}`, subject: `the ${LIST[list].what} of ad account ${accountId} (for their names)`, itemIndex },
				list,
				LIST[list].entityKey,
				PAGE_SIZE,
			),
		);
	return {
		async labels(accountId, breakdown, itemIndex) {
			const { list, parent } = BREAKDOWN[breakdown];
			const entities = await read(accountId, list, itemIndex);
			const parentNames = parent ? new Map((await read(accountId, parent.list, itemIndex)).map((p) => [p.id, text(p.name)])) : undefined;
			const labels = new Map<string, IDataObject>();
			const missing: IDataObject = parent ? { name: null, [`${parent.prefix}_id`]: null, [`${parent.prefix}_name`]: null } : { name: null };
			for (const entity of entities) {
				if (typeof entity.id !== 'string') continue;
				const label: IDataObject = { name: text(entity.name) };
				if (parent && parentNames) {
					const parentId = text(entity[parent.field]);
					label[`${parent.prefix}_id`] = parentId;
					label[`${parent.prefix}_name`] = parentId === null ? null : (parentNames.get(parentId) ?? null);
				}
				labels.set(entity.id, label);
			}
			return { labels, missing };
		},
	};
}
