/**
 * The readers behind errors in the assistant's words (nodes/shared/items/toolWords.ts, issue 47
 * point 5): `$fromAI` calls as n8n writes them (quotes, escapes, spaces, several in one text), their
 * place in the parameters, and a choice named as a word of its own in an argument's description.
 */
import { fromAiCalls, mentions, runsAsTool, toolArguments } from '../../nodes/shared/items/toolWords';

describe('fromAiCalls', () => {
	it('reads key and description in any quotes, with escapes and spaces, several in one text', () => {
		expect(fromAiCalls(`={{ $fromAI('split', 'none or country, e.g. country', 'string') }}`)).toEqual([{ key: 'split', description: 'none or country, e.g. country' }]);
		expect(fromAiCalls(`={{ $fromAI( "a" , "it\\"s x" ) + $fromAI(\`b\`) }}`)).toEqual([
			{ key: 'a', description: 'it"s x' },
			{ key: 'b', description: '' },
		]);
		expect(fromAiCalls('={{ $json.fromAI }}')).toEqual([]);
	});
});

describe('toolArguments and runsAsTool', () => {
	const parameters = {
		adAccountId: { __rl: true, mode: 'id', value: "={{ $fromAI('ad_account_id', 'The ad account ID', 'string') }}" },
		options: { reportDimension: "={{ $fromAI('split', 'none or country', 'string') }}", output: 'compact' },
		metrics: ['spend'],
	};
	it('gives each call with the path of the parameter it fills', () => {
		expect(toolArguments(parameters)).toEqual([
			{ key: 'ad_account_id', description: 'The ad account ID', path: ['adAccountId', 'value'] },
			{ key: 'split', description: 'none or country', path: ['options', 'reportDimension'] },
		]);
	});
	it('is a tool only as the generated tool type with an argument', () => {
		const node = { id: '1', name: 'x', typeVersion: 1, position: [0, 0] as [number, number] };
		expect(runsAsTool({ ...node, type: 'n8n-nodes-snapchat-ads.snapchatAdsTool', parameters })).toBe(true);
		expect(runsAsTool({ ...node, type: 'n8n-nodes-snapchat-ads.snapchatAds', parameters })).toBe(false);
		expect(runsAsTool({ ...node, type: 'n8n-nodes-snapchat-ads.snapchatAdsTool', parameters: { metrics: ['spend'] } })).toBe(false);
	});
});

describe('mentions', () => {
	const description = 'none for one row per day, or country for one row per day and country, e.g. country';
	it('finds a choice as a word of its own, not inside another choice', () => {
		expect(mentions(description, 'none')).toBe(true);
		expect(mentions(description, 'country')).toBe(true);
		expect(mentions(description, 'country,os')).toBe(false);
		expect(mentions('gender,age or country,os', 'country')).toBe(false);
		expect(mentions('gender,age or country,os', 'gender,age')).toBe(true);
		expect(mentions('campaign, adsquad or ad', 'ad')).toBe(true);
		expect(mentions('the campaign', 'ad')).toBe(false);
	});
});
