/**
 * From the entity stats are asked for to its ad account (time zone and currency): a campaign, ad
 * squad or ad is fetched and its parent ids followed up to the account. Every GET is made once per
 * run (the caches live in the object this returns, created per execution, never at module level).
 */
import { NodeApiError, type IExecuteFunctions } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { createAdAccountLookup, type AdAccountInfo } from '../common/accounts';
import { getOne } from '../common/entities';
import { createRunCache } from '../../../shared/items/runCache';
import { LEVELS, type StatsLevelName } from './levels';
import { ENTITIES, entityPath } from '../../api';

export interface StatsTarget {
	level: StatsLevelName;
	id: string;
	/** The entity's name, when Snapchat gave one. */
	name?: string;
	account: AdAccountInfo;
}

export interface StatsTargets {
	resolve(level: StatsLevelName, id: string, itemIndex: number): Promise<StatsTarget>;
}

/** `accountIds`: the ad accounts the run's items name (Level Ad Account), read in one list read when many. */
export function createStatsTargets(ctx: IExecuteFunctions, client: SnapClient, accountIds?: ReadonlySet<string>): StatsTargets {
	const accounts = createAdAccountLookup(client, accountIds);
	const entities = createRunCache<Record<string, unknown>>();

	const fetchEntity = async (level: StatsLevelName, id: string, itemIndex: number): Promise<Record<string, unknown>> => {
		const info = LEVELS[level];
		return await entities(`${level}:${id}`, async () =>
			await getOne(ctx, client, {
				path: entityPath(ENTITIES[level], id),
				listKey: info.listKey,
				entityKey: info.entityKey,
				subject: `${info.what} ${id}`,
				itemIndex,
				notFoundMessage: `${info.label} ${id} was not found, or the connected Snapchat user cannot see it`,
			}),
		);
	};

	/** The ad account id above an entity, following parent ids level by level. */
	const accountIdOf = async (level: StatsLevelName, id: string, itemIndex: number): Promise<{ accountId: string; entity?: Record<string, unknown> }> => {
		if (level === 'adAccount') return { accountId: id };
		const info = LEVELS[level];
		const entity = await fetchEntity(level, id, itemIndex);
		const parentId = entity[info.parentField as string];
		if (typeof parentId !== 'string' || parentId === '') {
			throw new NodeApiError(ctx.getNode(), {}, {
				message: `Snapchat's answer for ${info.what} ${id} has no ${info.parentField}, so its ad account (time zone, currency) is unknown`,
				itemIndex,
			});
		}
		const { accountId } = await accountIdOf(info.parentLevel as StatsLevelName, parentId, itemIndex);
		return { accountId, entity };
	};

	return {
		async resolve(level, id, itemIndex) {
			const { accountId, entity } = await accountIdOf(level, id, itemIndex);
			const account = await accounts.get(accountId, itemIndex);
			const name = level === 'adAccount' ? account.name : typeof entity?.name === 'string' ? entity.name : undefined;
			return { level, id, name, account };
		},
	};
}
