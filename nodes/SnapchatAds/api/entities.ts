/**
 * The catalogue of Snap's entities as the Marketing API names them: path segment and envelope keys,
 * parent, labels in the node's words, ID format, locator, and how many one write request may carry.
 * Operations, stats, list searches and the trigger read these facts here, never from each other.
 *
 * Paths follow Snap's "API Patterns" page (developers.snap.com/marketing-api/Ads-API/api-patterns):
 * one entity at /v1/{PLURAL}/{ID}, many under /v1/{PLURAL_PARENT}/{PARENT_ID}/{PLURAL}; an answer
 * holds `{PLURAL}: [{ sub_request_status, {SINGULAR}: {...} }]`. Paths are built in paths.ts.
 */
import type { IdFormat } from '../../shared/input/validation';

export type EntityName = 'organization' | 'adAccount' | 'campaign' | 'adSquad' | 'ad' | 'eventDetail' | 'audienceSegment' | 'leadForm' | 'media' | 'creative';

export interface SnapEntity {
	readonly name: EntityName;
	/** The n8n field and resource label, e.g. 'Ad Squad'. */
	readonly displayName: string;
	/** In running text, e.g. 'ad squad'. */
	readonly label: string;
	/** Path segment and the answer's list key, e.g. 'adsquads'; the wrapper key of one element, e.g. 'adsquad'. */
	readonly plural: string;
	readonly singular: string;
	/** The entity a list of these hangs under, and the field of the entity naming it (e.g. campaign_id). */
	readonly parent?: EntityName;
	readonly parentKey?: string;
	readonly idFormat: IdFormat;
	/** The resource locator picking one: its parameter and the list search that fills it. */
	readonly locator: { readonly parameter: string; readonly searchListMethod: string };
	/**
	 * How many of these one create or update request may carry. Snap's Marketing API pages state no
	 * number (searched: the Campaigns, Ad Squads, Ads and API Patterns pages); 30 campaigns, ad
	 * squads or ads (10 creatives) per write request is what a client library of Snap's API
	 * uses ("entity_request_limits"), ASSUMED here as Snap's limit, and the emulator holds the node
	 * to it. Event details: their contract states no limit (the Batch Size option bounds them).
	 */
	readonly writeLimit?: number;
	/** Snap's micro-currency fields of the entity (each gets its plain amount beside it in outputs). */
	readonly microFields?: readonly string[];
}

/** Snap's per-request write limit for campaigns, ad squads and ads (see SnapEntity.writeLimit). */
export const ADS_WRITE_LIMIT = 30;
/** The same for creatives, for the creative operations to come. */
export const CREATIVE_WRITE_LIMIT = 10;

export const ORGANIZATION: SnapEntity = {
	name: 'organization',
	displayName: 'Organization',
	label: 'organization',
	plural: 'organizations',
	singular: 'organization',
	idFormat: 'uuid',
	locator: { parameter: 'organizationId', searchListMethod: 'searchOrganizations' },
};

export const AD_ACCOUNT: SnapEntity = {
	name: 'adAccount',
	displayName: 'Ad Account',
	label: 'ad account',
	plural: 'adaccounts',
	singular: 'adaccount',
	parent: 'organization',
	parentKey: 'organization_id',
	idFormat: 'uuid',
	locator: { parameter: 'adAccountId', searchListMethod: 'searchAdAccounts' },
};

export const CAMPAIGN: SnapEntity = {
	name: 'campaign',
	displayName: 'Campaign',
	label: 'campaign',
	plural: 'campaigns',
	singular: 'campaign',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'uuid',
	locator: { parameter: 'campaignId', searchListMethod: 'searchCampaigns' },
	writeLimit: ADS_WRITE_LIMIT,
	microFields: ['daily_budget_micro', 'lifetime_spend_cap_micro'],
};

export const AD_SQUAD: SnapEntity = {
	name: 'adSquad',
	displayName: 'Ad Squad',
	label: 'ad squad',
	plural: 'adsquads',
	singular: 'adsquad',
	parent: 'campaign',
	parentKey: 'campaign_id',
	idFormat: 'uuid',
	locator: { parameter: 'adSquadId', searchListMethod: 'searchAdSquads' },
	writeLimit: ADS_WRITE_LIMIT,
	microFields: ['daily_budget_micro', 'lifetime_budget_micro', 'bid_micro'],
};

export const AD: SnapEntity = {
	name: 'ad',
	displayName: 'Ad',
	label: 'ad',
	plural: 'ads',
	singular: 'ad',
	parent: 'adSquad',
	parentKey: 'ad_squad_id',
	idFormat: 'uuid',
	locator: { parameter: 'adId', searchListMethod: 'searchAds' },
	writeLimit: ADS_WRITE_LIMIT,
};

export const EVENT_DETAIL: SnapEntity = {
	name: 'eventDetail',
	displayName: 'Event Detail',
	label: 'event detail',
	plural: 'event_details',
	singular: 'event_detail',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'uuid',
	locator: { parameter: 'eventDetailId', searchListMethod: 'searchEventDetails' },
};

/**
 * Customer-list segments. Their IDs are decimal strings: Snap's own example is "5677923948298240"
 * (Customer Lists page), not UUIDs.
 */
export const AUDIENCE_SEGMENT: SnapEntity = {
	name: 'audienceSegment',
	displayName: 'Audience Segment',
	label: 'audience segment',
	plural: 'segments',
	singular: 'segment',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'decimal',
	locator: { parameter: 'segmentId', searchListMethod: 'searchAudienceSegments' },
};

/** Lead generation forms (Lead Form resource, Lead Ads Trigger); Snap's Lead Generation page. */
export const LEAD_FORM: SnapEntity = {
	name: 'leadForm',
	displayName: 'Lead Form',
	label: 'lead form',
	plural: 'lead_generation_forms',
	singular: 'lead_generation_form',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'uuid',
	locator: { parameter: 'formId', searchListMethod: 'searchLeadForms' },
};

/** Images and videos of an ad account (Snap's Media page: one is `media`, many are `media` too). */
export const MEDIA: SnapEntity = {
	name: 'media',
	displayName: 'Media',
	label: 'media',
	plural: 'media',
	singular: 'media',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'uuid',
	locator: { parameter: 'mediaId', searchListMethod: 'searchMedia' },
};

/** What an ad shows (Snap's Creatives page). */
export const CREATIVE: SnapEntity = {
	name: 'creative',
	displayName: 'Creative',
	label: 'creative',
	plural: 'creatives',
	singular: 'creative',
	parent: 'adAccount',
	parentKey: 'ad_account_id',
	idFormat: 'uuid',
	locator: { parameter: 'creativeId', searchListMethod: 'searchCreatives' },
	writeLimit: CREATIVE_WRITE_LIMIT,
};

export const ENTITIES: Readonly<Record<EntityName, SnapEntity>> = {
	organization: ORGANIZATION,
	adAccount: AD_ACCOUNT,
	campaign: CAMPAIGN,
	adSquad: AD_SQUAD,
	ad: AD,
	eventDetail: EVENT_DETAIL,
	audienceSegment: AUDIENCE_SEGMENT,
	leadForm: LEAD_FORM,
	media: MEDIA,
	creative: CREATIVE,
};

/** The entity a list of `entity` hangs under (an ad squad's campaign), when it has one. */
export function parentOf(entity: SnapEntity): SnapEntity | undefined {
	return entity.parent === undefined ? undefined : ENTITIES[entity.parent];
}
