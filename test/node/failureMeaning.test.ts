/**
 * Issue 40 through n8n-core's engine against the emulator: a failure is told as what it is. A
 * request that never left n8n says nothing was sent and that running again is safe (point 3); an
 * Update whose token refresh failed is not "outcome unknown" and holds nothing back (point 5).
 */
import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { adsUpdate } from './adsParams';
import { emulatorCredentialData } from './credential';
import { createParams, segmentUsersParams } from './params';
import { json, node, useRig } from './setup';

const rig = useRig();

/** The rig's credential with the API host on a port where nothing listens: every connection is refused. */
const unreachable = () => makeCredential({ ...emulatorCredentialData(rig.emulator, rig.emulator.issueTokens('user-1')), apiBaseUrl: 'http://127.0.0.1:1' });

describe('a request that never left n8n (issue 40, point 3)', () => {
	it('Create: says nothing was sent and that running again is safe, not "may or may not have been created"', async () => {
		const result = await runNode({ nodeType: node, parameters: createParams({ eventName: 'Reminder', eventStartTime: '2027-07-01T10:00:00Z' }), credential: unreachable() });
		const text = `${result.error?.message} ${result.error?.description}`;
		expect(text).not.toMatch(/may or may not/);
		expect(result.error?.message).toMatch(/Could not reach Snapchat for .*: nothing was sent/);
		expect(result.error?.description).toMatch(/Nothing was sent to Snapchat, so nothing was created or changed: it is safe to run again/);
		expect(rig.emulator.eventDetails()).toEqual([]);
	});

	it('Add Users: the same, never "check Snapchat before running again"', async () => {
		const segment = rig.emulator.segments.seed({ name: 'Newsletter', description: 'CRM', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
		const result = await runNode({ nodeType: node, parameters: segmentUsersParams(segment.id as string), input: [{ email: 'john.doe@example.com' }], credential: unreachable() });
		const text = `${result.error?.message} ${result.error?.description}`;
		expect(text).not.toMatch(/may or may not/);
		expect(text).toMatch(/Nothing was sent to Snapchat/);
	});
});

describe('Update whose token refresh fails (issue 40, point 5)', () => {
	beforeEach(() => {
		// The API refuses the PUT as expired (401), n8n asks the token endpoint, which is down.
		rig.emulator.faults.failNext({ status: 500, pathPrefix: '/login/oauth2/access_token', count: 10 });
	});

	it('says nothing was changed, not "may or may not have been applied"; a later item for the same campaign is still sent', async () => {
		rig.emulator.faults.serve({ method: 'PUT', path: `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, status: 401, body: { request_status: 'ERROR', debug_message: 'expired' } });
		const params = adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { name: '={{ $json.name }}' });
		const result = await rig.run(params, { input: [{ name: 'First' }, { name: 'Second' }], continueOnFail: true });
		const [first, second] = json(result.items);
		expect(String(first.error)).toMatch(/could not refresh the access token/);
		expect(String(first.error)).not.toMatch(/unknown|may or may not/);
		expect(second).toMatchObject({ name: 'Second', changed: true });
		expect(rig.emulator.ads.campaign(CAMPAIGN_LA_SUMMER)?.name).toBe('Second');
	});
});

describe('a token endpoint whose answer waiting will not change (issue 40, point 4)', () => {
	it.each([
		[400, { message: 'unsupported' }, /answered HTTP 400$/],
		[302, '', /answered HTTP 302 \(a redirect\)$/],
		[200, '<html>Sign in</html>', /answered HTTP 200 with something that is not a token$/],
	])('HTTP %s: says what it answered and to reconnect or check the URL, not "try again in a few minutes"', async (status, body, answered) => {
		rig.emulator.expireAllAccessTokens();
		rig.emulator.faults.serve({ method: 'POST', path: '/login/oauth2/access_token', status, body, headers: typeof body === 'string' ? { 'Content-Type': 'text/html' } : {} });
		const result = await rig.run(createParams({ eventName: 'Reminder', eventStartTime: '2027-07-01T10:00:00Z' }));
		expect(result.error?.message).toMatch(/^Snapchat Ads could not refresh the access token: /);
		expect(result.error?.message).toMatch(answered);
		expect(result.error?.description).toMatch(/Nothing was created or changed/);
		expect(result.error?.description).toMatch(/Switch account \(n8n 1\.x: Reconnect\); if that fails too, the credential's Access Token URL/);
		expect(result.error?.description).not.toMatch(/few minutes/);
		expect(rig.emulator.eventDetails()).toEqual([]);
	});
});
