/**
 * Issue 45, point 13: the fault property (faultProperty.ts) over Campaign, Ad Squad, Ad and Event
 * Detail Create and Audience Segment → Create Lookalike.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA } from '../emulator';
import { adCreate, adSquadCreate, campaignCreate } from './createParams';
import { faultPropertyTests, type FaultPropertyModule, type WritePath } from './faultProperty';
import { createParams, rl } from './params';
import { useRig, type Rig } from './setup';

jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());
jest.mock('../../nodes/SnapchatAds/transport/pace', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastPace());

const rig = useRig();
const byName = <T extends { id: string; name: string }>(list: T[], name: string) => list.filter((e) => e.name === name).map((e) => e.id);
const rows = (names: string[]) => names.map((name) => ({ name }));

const campaign: WritePath<Rig> = {
	label: 'Campaign → Create',
	prepare: (_rig, names) => ({ parameters: campaignCreate({ name: '={{ $json.name }}' }), input: rows(names) }),
	stored: (r, name) => byName(r.emulator.ads.campaigns(AD_ACCOUNT_LA), name),
};

const adSquad: WritePath<Rig> = {
	label: 'Ad Squad → Create',
	prepare: (r, names) => {
		const parent = r.emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: 'FP parent' });
		return { parameters: adSquadCreate(parent.id, { name: '={{ $json.name }}' }), input: rows(names) };
	},
	stored: (r, name) => byName(r.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }), name),
};

const ad: WritePath<Rig> = {
	label: 'Ad → Create',
	prepare: (r, names) => {
		const parent = r.emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: 'FP parent' });
		const squad = r.emulator.ads.addAdSquad(parent.id, { name: 'FP squad' });
		return { parameters: adCreate(squad.id, { name: '={{ $json.name }}' }), input: rows(names) };
	},
	stored: (r, name) => byName(r.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }), name),
};

const eventDetail: WritePath<Rig> = {
	label: 'Event Detail → Create',
	prepare: (_rig, names) => ({ parameters: createParams({ eventName: '={{ $json.name }}' }), input: rows(names) }),
	stored: (r, name) => r.emulator.eventDetails(AD_ACCOUNT_BERLIN).filter((e) => e.event_name === name).map((e) => e.id),
};

const lookalike: WritePath<Rig> = {
	label: 'Audience Segment → Create Lookalike',
	prepare: (r, names) => {
		const seed = String(r.emulator.segments.seed({ name: 'FP customers', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }).id);
		const parameters = {
			resource: 'audienceSegment',
			operation: 'createLookalike',
			adAccountId: rl(AD_ACCOUNT_LA),
			name: '={{ $json.name }}',
			seedSegmentId: rl(seed, 'list'),
			countries: 'us',
			lookalikeType: 'SIMILARITY',
			retentionDays: 180,
		};
		return { parameters, input: rows(names) };
	},
	stored: (r, name) => r.emulator.segments.list(AD_ACCOUNT_LA).filter((s) => s.name === name).map((s) => String(s.id)),
};

faultPropertyTests(rig, [campaign, adSquad, ad, eventDetail, lookalike]);
