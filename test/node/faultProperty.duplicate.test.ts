/**
 * Issue 45, point 13: the fault property (faultProperty.ts) over Campaign (deep), Ad Squad and Ad →
 * Duplicate. A copy is found by its new name (one per item); the children of a deep copy carry the
 * originals' names and live under the copy, so they are checked through it: a copy said "not
 * created" that exists would show here first.
 */
import { AD_ACCOUNT_LA, AD_LA_SUMMER_VIDEO, AD_SQUAD_LA_AUTO_BID, CAMPAIGN_LA_ALWAYS_ON } from '../emulator';
import { duplicate } from './createParams';
import { faultPropertyTests, type FaultPropertyModule, type WritePath } from './faultProperty';
import { useRig, type Rig } from './setup';

jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());
jest.mock('../../nodes/SnapchatAds/transport/pace', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastPace());

const rig = useRig();
const byName = <T extends { id: string; name: string }>(list: T[], name: string) => list.filter((e) => e.name === name).map((e) => e.id);
const rows = (names: string[]) => names.map((name) => ({ name }));

const paths: Array<WritePath<Rig>> = [
	{
		label: 'Campaign → Duplicate (deep)',
		maxItems: 2,
		weight: 0.5,
		prepare: (_rig, names) => ({ parameters: duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, { newName: '={{ $json.name }}' }), input: rows(names) }),
		stored: (r, name) => byName(r.emulator.ads.campaigns(AD_ACCOUNT_LA), name),
	},
	{
		label: 'Ad Squad → Duplicate',
		prepare: (_rig, names) => ({ parameters: duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { newName: '={{ $json.name }}' }), input: rows(names) }),
		stored: (r, name) => byName(r.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }), name),
	},
	{
		label: 'Ad → Duplicate',
		prepare: (_rig, names) => ({ parameters: duplicate('ad', AD_LA_SUMMER_VIDEO, { targetAdSquadId: AD_SQUAD_LA_AUTO_BID, newName: '={{ $json.name }}' }), input: rows(names) }),
		stored: (r, name) => byName(r.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }), name),
	},
];

faultPropertyTests(rig, paths);
