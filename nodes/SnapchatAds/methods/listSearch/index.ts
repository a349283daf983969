// The list searches of the resource locators; a resource adds its own module and one line here.
export { searchAdAccounts } from './adAccounts';
export { searchAudienceSegments } from './audienceSegments';
export { searchCreatives } from './creatives';
export { searchEventDetails } from './eventDetails';
export { searchMedia, searchReadyMedia } from './media';
export { searchOrganizations } from './organizations';
export { searchAds, searchAdSquads, searchCampaigns } from './adsEntities';
export { searchStatsEntities } from './stats';
export { searchLeadForms } from './leadForms';
export { searchPixels } from './pixels';
