/**
 * The fields of Duplicate on Campaign, Ad Squad and Ad, and the code that reads them: the changes
 * a copy may get (name pattern, start and end, budget, countries, where it goes, whether children
 * come along), Status (Paused by default) and Preview Only.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locatorId, locatorParts } from '../../../shared/input/adsManagerLink';
import { checkBoolean } from '../../../shared/input/validation';
import { uuidLocator } from '../common/locators';
import type { CreateLevel } from './send';
import { DATE_ONLY_END_HINT } from '../../../shared/time/format';
import { estimateField, previewField, readStatus, statusField, TIMES_ZONE_OPTION } from './fields';
import { readZoneOption } from '../../../shared/time/zones';
import { DEFAULT_NAME_PATTERN, NAME_PLACEHOLDER } from './duplicatePlan';
import { checkCountries } from '../targeting/targeting';
import { readTargetingEdit, targetingEditFields, type TargetingEdit } from '../targeting/targetingEdit';
import { alphabetical } from '../../../shared/input/fields';
import { limitsCollection } from '../limits/fields';

const RESOURCE: Record<CreateLevel, string> = { campaign: 'campaign', adSquad: 'adSquad', ad: 'ad' };
const TIME_HINT = "Without an offset it is read in the ad account's time zone (or Times Are In). A start in the past becomes now.";

/**
 * Where the copy goes (issue 42, point 4): pickers of the chosen ad account's campaigns and ad squads
 * (From List, By ID, By URL), as the Campaign of Ad Squad Create. They stay options of Changes: n8n's
 * editor renders a resource locator inside a collection with its list (n8n's own Google Drive node,
 * Search's Filter, holds its Drive and Folder pickers that way). The parameter names are those of the
 * plain ID fields they replace, so a saved workflow's ID string is read as By ID (readTarget).
 */
const INTO_CAMPAIGN: INodeProperties = uuidLocator({
	displayName: 'Into Campaign',
	name: 'targetCampaignId',
	what: 'campaign',
	searchListMethod: 'searchCampaigns',
	required: false,
	description: 'The campaign to put the copy in; the list shows the campaigns of the ad account above (the copy stays in it). Empty: the same campaign as the original.',
});
const INTO_AD_SQUAD: INodeProperties = uuidLocator({
	displayName: 'Into Ad Squad',
	name: 'targetAdSquadId',
	what: 'ad squad',
	searchListMethod: 'searchAdSquads',
	required: false,
	description: 'The ad squad to put the copy in; the list shows the ad squads of the ad account above (the copy stays in it). Empty: the same ad squad as the original.',
});

function changes(level: CreateLevel): INodeProperties[] {
	const name: INodeProperties = {
		displayName: 'New Name',
		name: 'newName',
		type: 'string',
		default: DEFAULT_NAME_PATTERN,
		description: `The copy's name. ${NAME_PLACEHOLDER} stands for the original name; the default turns "Summer Sale" into "Summer Sale (copy)".`,
	};
	if (level === 'ad') {
		return [name, INTO_AD_SQUAD];
	}
	const out: INodeProperties[] = [
		name,
		{ displayName: 'New Start Time', name: 'startTime', type: 'dateTime', default: '', description: "When the copy starts; empty keeps the original's start (or now, if it is past)", hint: TIME_HINT },
		{ displayName: 'New End Time', name: 'endTime', type: 'dateTime', default: '', description: "When the copy ends; empty keeps the original's end", hint: `${TIME_HINT} ${DATE_ONLY_END_HINT}` },
		{
			displayName: level === 'campaign' ? 'New Daily Spend Cap' : 'New Budget',
			name: 'budget',
			type: 'number',
			typeOptions: { numberPrecision: 2, minValue: 0 },
			default: 0,
			description:
				level === 'campaign'
					? "The copy's daily spend cap in the ad account's currency (at least 20)"
					: "The copy's budget in the ad account's currency, of the same kind as the original's (daily: at least 5)",
		},
		TIMES_ZONE_OPTION,
	];
	if (level === 'adSquad') {
		out.push(
			{ displayName: 'New Countries', name: 'countries', type: 'string', default: '', placeholder: 'e.g. DE, AT, CH', description: "Target these countries instead of the original's (two-letter ISO codes, separated by commas); its regions are dropped, the rest of its targeting is kept" },
			INTO_CAMPAIGN,
			{ displayName: 'Include Ads', name: 'includeChildren', type: 'boolean', default: true, description: 'Whether to copy the ad squad\'s ads too (they show the same creatives)' },
		);
	}
	if (level === 'campaign') {
		out.push({ displayName: 'Include Ad Squads and Ads', name: 'includeChildren', type: 'boolean', default: true, description: "Whether to copy the campaign's ad squads and their ads too (the ads show the same creatives)" });
	}
	return out.sort((a, b) => alphabetical(a.displayName, b.displayName));
}

export function duplicateProperties(level: CreateLevel, locator: INodeProperties, accountLocator: INodeProperties): INodeProperties[] {
	const show = { resource: [RESOURCE[level]], operation: ['duplicate'] };
	return [
		accountLocator,
		locator,
		statusField(
			show,
			level === 'campaign'
				? 'copy (its ad squads and ads keep their own status; the campaign is switched on last, after everything was copied)'
				: level === 'adSquad'
					? 'copy (its ads keep their own status; the ad squad is switched on last, after its ads were copied)'
					: 'copy',
		),
		previewField(show),
		{ displayName: 'Changes', name: 'changes', type: 'collection', placeholder: 'Add Change', default: {}, displayOptions: { show }, options: changes(level) },
		// Ad squads: the copy's audience segments, through the targeting reader Create and Update use.
		...(level === 'adSquad' ? [...targetingEditFields(show, true), estimateField(show)] : []),
		...(level === 'ad' ? [] : [limitsCollection(level, 'duplicate')]),
	];
}

export interface DuplicateInput {
	itemIndex: number;
	adAccountId: string;
	sourceId: string;
	status: 'ACTIVE' | 'PAUSED';
	namePattern?: string;
	start?: unknown;
	end?: unknown;
	zone?: string;
	budget?: unknown;
	countries?: string[];
	targetParentId?: string;
	includeChildren: boolean;
	/** Ad squads: segments to add to, remove from or replace in the copy's targeting. */
	targetingEdit?: TargetingEdit;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The checked ID of Into Campaign / Into Ad Squad in any of its modes, or undefined when empty (the
 * original's parent). A plain string, as workflows saved before the picker hold, is read as By ID;
 * a link in By ID is refused, saying to choose By URL (locatorId, as every locator of the package).
 */
export function readTarget(raw: unknown, field: string, what: string): string | undefined {
	const { value } = locatorParts(raw);
	if (!given(value) || (typeof value === 'string' && value.trim() === '')) return undefined;
	return locatorId(raw, field, what);
}

export function readDuplicate(ctx: IExecuteFunctions, i: number, adAccountId: string, sourceId: string, level?: CreateLevel): DuplicateInput {
	const c = ctx.getNodeParameter('changes', i, {}) as IDataObject;
	return {
		itemIndex: i,
		adAccountId,
		sourceId,
		status: readStatus(ctx, i),
		namePattern: given(c.newName) ? String(c.newName) : undefined,
		start: given(c.startTime) ? c.startTime : undefined,
		end: given(c.endTime) ? c.endTime : undefined,
		zone: readZoneOption(c.timeZone, TIMES_ZONE_OPTION.displayName),
		budget: given(c.budget) ? c.budget : undefined,
		countries: given(c.countries) ? checkCountries(c.countries, 'New Countries') : undefined,
		targetParentId: c.targetCampaignId !== undefined ? readTarget(c.targetCampaignId, INTO_CAMPAIGN.displayName, 'campaign') : readTarget(c.targetAdSquadId, INTO_AD_SQUAD.displayName, 'ad squad'),
		// Ads have no such switch (undefined: the default); only ad squads call it Include Ads.
		includeChildren: checkBoolean(c.includeChildren, level === 'adSquad' ? 'Include Ads' : 'Include Ad Squads and Ads', true),
		targetingEdit: level === 'adSquad' ? readTargetingEdit(ctx, i, true) : undefined,
	};
}
