/**
 * The Limits collection of Campaign and Ad Squad → Create, Duplicate and Update (issue 47, point 1;
 * issue 49, point 5): what the workflow's owner allows this node to leave spending, and how far an
 * automated bid or budget change may go. Values are fixed in the node: a limit given by `$fromAI`
 * is refused (read.ts), so an assistant using the node as a tool cannot choose its own limits.
 */
import type { INodeProperties } from 'n8n-workflow';

import { alphabetical } from '../../../shared/input/fields';

export const LIMITS = 'Limits';
export const MAX_DAILY = 'Largest Daily Budget Left Running';
export const MAX_LIFETIME = 'Largest Lifetime Budget Left Running';
export const REQUIRE_END = 'Resume Only Entities With an End Time';
export const AD_ACCOUNTS = 'Only These Ad Accounts';
export const RAISE = 'Largest Raise per Run (%)';
export const CUT = 'Largest Cut per Run (%)';
export const BID_FLOOR = 'Lowest Bid';
export const BID_CEILING = 'Highest Bid';
export const BUDGET_FLOOR = 'Lowest Budget';
export const BUDGET_CEILING = 'Highest Budget';
export const OVER_LIMIT = 'When a Change Is Over a Limit';

const CURRENCY = "in the ad account's currency";

function money(displayName: string, name: string, description: string): INodeProperties {
	return { displayName, name, type: 'number', typeOptions: { minValue: 0, numberPrecision: 2 }, default: 0, description };
}

/** Spending limits: every create, duplicate and update of campaigns and ad squads. */
function spending(what: 'campaign' | 'adSquad'): INodeProperties[] {
	const daily = what === 'campaign' ? "a campaign's daily spend cap" : "an ad squad's daily budget";
	return [
		money(
			MAX_DAILY,
			'maxDailyBudget',
			`The most, ${CURRENCY}, ${daily} this node may write, and the most per day anything it creates Active, copies Active or resumes may spend (a campaign without a cap: the sum of its active ad squads' budgets). Over it: refused, nothing sent.`,
		),
		money(
			MAX_LIFETIME,
			'maxLifetimeBudget',
			`The most, ${CURRENCY}, a lifetime budget or spend cap this node writes may be, and the most in total anything it switches on may spend (a daily budget counts for every day left until its end; without an end it has no total and is refused). Over it: refused, nothing sent.`,
		),
		{
			displayName: REQUIRE_END,
			name: 'requireEndTime',
			type: 'boolean',
			default: true,
			description:
				"Whether anything this node creates Active, copies Active or resumes must have an end time (an ad squad: its own or its campaign's; a campaign: its own, or every active ad squad under it has one)",
		},
		{
			displayName: AD_ACCOUNTS,
			name: 'adAccounts',
			type: 'string',
			default: '',
			placeholder: 'e.g. 8adc3db7-8148-4fbf-999c-8d2266369d74, 2c1a6f0e-…',
			description: 'The ad account IDs this node may write to, separated by commas; any other is refused. Empty: every account the credential reaches.',
		},
	];
}

/** Issue 49, point 5: how far one run of Update may move a bid or budget. */
function changes(what: 'campaign' | 'adSquad'): INodeProperties[] {
	const percent = (displayName: string, name: string, way: string): INodeProperties => ({
		displayName,
		name,
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 20,
		description: `The most one run may ${way} a bid or budget, in percent of its current value (read before the change). A value with no current amount (a first lifetime cap) is held to the other limits only.`,
	});
	return [
		percent(RAISE, 'maxRaisePercent', 'raise'),
		percent(CUT, 'maxCutPercent', 'cut'),
		money(BUDGET_FLOOR, 'budgetFloor', `The lowest budget (daily or lifetime, or spend cap) an update may set, ${CURRENCY}`),
		money(BUDGET_CEILING, 'budgetCeiling', `The highest budget (daily or lifetime, or spend cap) an update may set, ${CURRENCY}`),
		...(what === 'adSquad'
			? [money(BID_FLOOR, 'bidFloor', `The lowest bid an update may set, ${CURRENCY}`), money(BID_CEILING, 'bidCeiling', `The highest bid an update may set, ${CURRENCY}`)]
			: []),
		{
			displayName: OVER_LIMIT,
			name: 'overLimit',
			type: 'options',
			default: 'refuse',
			description: 'What happens to a bid or budget change beyond the raise, cut, lowest or highest limits',
			options: [
				{ name: 'Refuse', value: 'refuse', description: 'The item fails naming the limit; nothing is sent for it' },
				{ name: 'Clip', value: 'clip', description: 'The value is moved to the nearest value the limits allow, and the item says so in warnings' },
			],
		},
	];
}

export function limitsCollection(what: 'campaign' | 'adSquad', operation: 'create' | 'duplicate' | 'update'): INodeProperties {
	const options = [...spending(what), ...(operation === 'update' ? changes(what) : [])].sort((a, b) => alphabetical(a.displayName, b.displayName));
	return {
		displayName: LIMITS,
		name: 'limits',
		type: 'collection',
		placeholder: 'Add Limit',
		default: {},
		description:
			"The workflow owner's limits on what this node may leave spending. Amounts are in each ad account's currency. Set them as fixed values: a limit given by $fromAI() is refused, so an AI assistant using this node as a tool cannot change them.",
		displayOptions: { show: { resource: [what], operation: [operation] } },
		options,
	};
}
