/**
 * What a create gives back: the output of a created entity (Snap's entity, the money convention
 * beside every `_micro` field, the currency, a link to it in Ads Manager), and the words of one
 * that was refused, is unknown or was not sent (the runner turns them into error items or its run
 * error, which lists what was created).
 */
import type { IDataObject } from 'n8n-workflow';

import { microToAmount } from '../../../shared/input/money';
import { withPlacementSent } from '../adsEntities/placementV2';
import { snapCodeAdvice } from '../../transport/codeWords';
import type { CreateLevel, CreateOutcome, CreateRequest } from './send';
import { CREATE_ENTITY } from './send';

/**
 * Ads Manager's page of an entity. INFERRED from links Ads Manager shows (not documented by Snap):
 * the account, then the level and the ID.
 */
export function adsManagerUrl(adAccountId: string, level: CreateLevel, id: string): string {
	const segment = level === 'campaign' ? 'campaigns' : level === 'adSquad' ? 'adsquads' : 'ads';
	return `https://ads.snapchat.com/${encodeURIComponent(adAccountId)}/${segment}/${encodeURIComponent(id)}`;
}

/** The package's money convention: `x_micro` stays, `x` beside it in the account's currency, plus `currency`. */
export function withMoney(entity: Record<string, unknown>, currency: string | undefined): Record<string, unknown> {
	const out: Record<string, unknown> = { ...entity };
	for (const [key, value] of Object.entries(entity)) {
		if (key.endsWith('_micro') && typeof value === 'number') out[key.slice(0, -'_micro'.length)] = microToAmount(value);
	}
	if (currency) out.currency = currency;
	return out;
}

/** A created entity's output; an ad squad shows the placement_v2 `sent` (Snap's answer reads only UNSUPPORTED: withPlacementSent). */
export function createdJson(level: CreateLevel, entity: Record<string, unknown>, adAccountId: string, currency: string | undefined, sent?: Record<string, unknown>): IDataObject {
	return { ...withMoney(withPlacementSent(entity, sent), currency), ads_manager_url: adsManagerUrl(adAccountId, level, String(entity.id)) } as IDataObject;
}

/** An Error (message and description) for a create that did not succeed: refused, unknown or not sent. */
export function describeOutcome(level: CreateLevel, request: CreateRequest, outcome: CreateOutcome): Error & { description: string } {
	const { message, description } = words(level, request, outcome);
	return Object.assign(new Error(message), { description });
}

function words(level: CreateLevel, request: CreateRequest, outcome: CreateOutcome): { message: string; description: string } {
	const { label } = CREATE_ENTITY[level];
	const name = JSON.stringify(request.element.name);
	const i = request.itemIndex;
	switch (outcome.status) {
		case 'refused': {
			// Codes whose message does not say what to change in the node (E21011, E2845) get it in words.
			const advice = snapCodeAdvice(outcome.reason);
			return {
				message: `Snapchat did not create the ${label} ${name} of item ${i}: ${outcome.reason}`,
				description: `Nothing was created for this item. ${advice ? `${advice} Then run` : 'Fix what Snapchat names and run'} this item again.${outcome.requestId ? ` (request ID ${outcome.requestId})` : ''}`,
			};
		}
		case 'unknown':
			return {
				message: `The outcome of item ${i} is unknown: ${outcome.reason}`,
				description: `The ${label} ${name} may have been created. Do not run this item again before checking: run Get Many for ${label}s and look for ${name}. It was not sent a second time.`,
			};
		default:
			return { message: `The ${label} ${name} of item ${i} was created`, description: '' };
		case 'notSent':
			return {
				message: `The ${label} ${name} of item ${i} was not sent: ${outcome.reason}`,
				description: `Nothing was sent to Snapchat for this item, so nothing was created for it: it is safe to run it again once the failure is fixed.`,
			};
	}
}

