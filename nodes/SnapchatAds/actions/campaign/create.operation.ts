/**
 * Campaign → Create: one campaign per item in the chosen ad account, Paused unless chosen
 * otherwise. Body per Snap docs, "Campaigns" (required ad_account_id, name, status, start_time;
 * objective_v2_properties for the objective; budgets in micro-currency) and the minimal body a
 * client sends to the live API (buy_model AUCTION). Items of one account go out 30 per request.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { additionalFieldsCollection } from '../../../shared/input/fields';
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { CAMPAIGN_DAILY_MIN_MICRO, checkAmount, checkName, checkSchedule, NAME_MAX } from '../creation/checks';
import { DATE_ONLY_END_HINT } from '../../../shared/time/format';
import { previewField, readStatus, statusField, TIMES_ZONE_OPTION, zoneOf } from '../creation/fields';
import { readZoneOption } from '../../../shared/time/zones';
import { OBJECTIVES, objectiveOf } from '../../api/objectives';
import { runCreates } from '../creation/run';
import {
	BUDGET_LEVEL_DESCRIPTION,
	BUDGET_LEVEL_FIELD,
	BUDGET_LEVEL_KEY,
	BUDGET_LEVELS,
	checkBudgetLevel,
	checkSmartBudgetSettings,
	SMART_BUDGET_DESCRIPTION,
	SMART_BUDGET_FIELD,
	SMART_BUDGET_KEY,
} from '../common/smartBudget';
import { limitsCollection } from '../limits/fields';

const show = { resource: ['campaign'], operation: ['create'] };
const TIME_HINT = "Without an offset it is read in the ad account's time zone (or Times Are In), daylight saving included; with Z or an offset it is that instant";

export const properties: INodeProperties[] = [
	adAccountLocator('campaign', ['create'], { required: true, description: 'The ad account to create the campaign in' }),
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Summer Sale – US',
		description: `The campaign's name, 1 to ${NAME_MAX} characters`,
		displayOptions: { show },
	},
	{
		displayName: 'Objective',
		name: 'objective',
		type: 'options',
		default: 'AWARENESS_AND_ENGAGEMENT',
		description: "What Snapchat optimizes the campaign's ad squads for; it decides which optimization goals its ad squads may use",
		options: OBJECTIVES.map((o) => ({ name: o.name, value: o.value, description: o.description })),
		displayOptions: { show },
	},
	{
		displayName: 'Start Time',
		name: 'startTime',
		type: 'dateTime',
		default: '',
		description: 'When the campaign starts; empty starts it now',
		hint: TIME_HINT,
		displayOptions: { show },
	},
	statusField(show, 'campaign'),
	previewField(show),
	additionalFieldsCollection(show, [
		{
			displayName: BUDGET_LEVEL_FIELD,
			name: 'budgetLevel',
			type: 'options',
			default: 'CAMPAIGN',
			options: BUDGET_LEVELS,
			description: BUDGET_LEVEL_DESCRIPTION,
		},
		{
			displayName: 'Daily Spend Cap',
			name: 'dailyBudget',
			type: 'number',
			typeOptions: { numberPrecision: 2, minValue: 0 },
			default: 20,
			description: "The most the campaign may spend per day, in the ad account's currency (at least 20)",
		},
		{
			displayName: 'End Time',
			name: 'endTime',
			type: 'dateTime',
			default: '',
			description: 'When the campaign stops delivering; must be after the start and in the future',
			hint: `${TIME_HINT}. ${DATE_ONLY_END_HINT}`,
		},
		{
			displayName: 'Lifetime Spend Cap',
			name: 'lifetimeSpendCap',
			type: 'number',
			typeOptions: { numberPrecision: 2, minValue: 0 },
			default: 0,
			description: "The most the campaign may spend in total, in the ad account's currency",
		},
		{
			displayName: SMART_BUDGET_FIELD,
			name: 'smartBudgetSettings',
			type: 'json',
			default: '{}',
			description: SMART_BUDGET_DESCRIPTION,
		},
		TIMES_ZONE_OPTION,
	]),
	limitsCollection('campaign', 'create'),
];

interface CampaignInput {
	itemIndex: number;
	adAccountId: string;
	name: string;
	objective: string;
	status: 'ACTIVE' | 'PAUSED';
	start: unknown;
	extra: IDataObject;
	zone?: string;
}

function read(ctx: IExecuteFunctions, i: number): CampaignInput {
	const adAccountId = readAdAccountId(ctx, i);
	const name = checkName(ctx.getNodeParameter('name', i, ''), 'Name');
	const objective = ctx.getNodeParameter('objective', i, 'AWARENESS_AND_ENGAGEMENT');
	if (!objectiveOf(objective)) {
		throw new InputError('Objective', `Objective ${showValue(objective)} is not one of the choices`, `Use one of ${OBJECTIVES.map((o) => o.value).join(', ')}.`);
	}
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	return {
		itemIndex: i,
		adAccountId,
		name,
		objective: objective as string,
		status: readStatus(ctx, i),
		start: ctx.getNodeParameter('startTime', i, ''),
		extra,
		zone: readZoneOption(extra.timeZone, TIMES_ZONE_OPTION.displayName),
	};
}

/**
 * Smart Budgets (issue 46, point 7): the budget level as pacing_level and the settings object as
 * campaign_budget_optimization_properties, each only when added; shapes ASSUMED (common/smartBudget.ts).
 * An empty settings object (the field's default) sends nothing.
 */
function smartBudget(extra: IDataObject): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	if (extra.budgetLevel !== undefined) out[BUDGET_LEVEL_KEY] = checkBudgetLevel(extra.budgetLevel);
	if (extra.smartBudgetSettings !== undefined && extra.smartBudgetSettings !== '') {
		const settings = checkSmartBudgetSettings(extra.smartBudgetSettings);
		if (Object.keys(settings).length > 0) out[SMART_BUDGET_KEY] = settings;
	}
	return out;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runCreates(this, items, {
		level: 'campaign',
		read,
		async prepare(input, { ctx, accounts, itemIndex, nowMs }) {
			const account = await accounts.get(input.adAccountId, itemIndex);
			return convertInputErrors(ctx, itemIndex, () => {
				const zone = zoneOf(input.zone, account);
				const schedule = checkSchedule(input.start, input.extra.endTime, zone, nowMs, { start: 'Start Time', end: 'End Time' });
				const element: Record<string, unknown> = {
					ad_account_id: input.adAccountId,
					name: input.name,
					status: input.status,
					start_time: schedule.startUtc,
					...(schedule.endUtc ? { end_time: schedule.endUtc } : {}),
					buy_model: 'AUCTION',
					objective_v2_properties: { objective_v2_type: input.objective },
				};
				if (input.extra.dailyBudget !== undefined) element.daily_budget_micro = checkAmount(input.extra.dailyBudget, 'Daily Spend Cap', account.currency, CAMPAIGN_DAILY_MIN_MICRO);
				if (input.extra.lifetimeSpendCap !== undefined) element.lifetime_spend_cap_micro = checkAmount(input.extra.lifetimeSpendCap, 'Lifetime Spend Cap', account.currency);
				Object.assign(element, smartBudget(input.extra));
				return { parentId: input.adAccountId, element, itemIndex, adAccountId: input.adAccountId, currency: account.currency };
			});
		},
	});
}
