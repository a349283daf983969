/** A campaign to plan ad squads in, for the tests of planned ad squads (estimates, previews). */
import { campaignCreate } from './createParams';
import { json, type Rig } from './setup';

/** Creates a Traffic campaign ("Traffic parent") to plan ad squads in, then clears the request log; its ID. */
export async function trafficCampaign(rig: Rig): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	expect(result.error).toBeUndefined();
	const id = json(result.items)[0].id as string;
	rig.emulator.clearLog();
	return id;
}
