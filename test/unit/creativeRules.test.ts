/** Creative rules from Snap's Creatives page: lengths, call to action per type, URLs and app IDs. */
import { CALLS_TO_ACTION, checkAppIds, checkCallToAction, checkText, checkUrl } from '../../nodes/SnapchatAds/actions/creative/rules';
import { InputError } from '../../nodes/shared/input/validation';

const refusal = (fn: () => unknown) => {
	try {
		fn();
		return 'accepted';
	} catch (error) {
		if (error instanceof InputError) return `${error.field}: ${error.message}`;
		// eslint-disable-next-line @n8n/community-nodes/require-node-api-error -- test code: an unexpected error fails the test as it is
		throw error;
	}
};

it('counts characters as people do (an emoji is one)', () => {
	expect(checkText('🎉'.repeat(34), 'Headline', 34, { required: true })).toBe('🎉'.repeat(34));
	expect(refusal(() => checkText('x'.repeat(33), 'Brand Name', 32, { required: true }))).toMatch(/^Brand Name: Brand Name is 33 characters; Snapchat takes at most 32/);
	expect(refusal(() => checkText('  ', 'Headline', 34, { required: true }))).toBe('Headline: Headline is blank');
	expect(checkText('', 'Brand Name', 32, { required: false })).toBeUndefined();
});

it('allows only the calls to action of the type, in any spelling of the same words', () => {
	expect(checkCallToAction('Shop Now', 'WEB_VIEW')).toBe('SHOP_NOW');
	expect(checkCallToAction('install-now', 'APP_INSTALL')).toBe('INSTALL_NOW');
	expect(checkCallToAction('', 'SNAP_AD')).toBeUndefined();
	expect(refusal(() => checkCallToAction('INSTALL_NOW', 'WEB_VIEW'))).toMatch(/not one Snapchat allows for a Web View creative/);
	expect(refusal(() => checkCallToAction('SHOP_NOW', 'SNAP_AD'))).toMatch(/A Snap Ad creative has no call to action/);
	expect(CALLS_TO_ACTION.DEEP_LINK).toContain('OPEN_APP');
	expect(CALLS_TO_ACTION.WEB_VIEW).not.toContain('INSTALL_NOW');
});

it('takes web addresses, app links only where asked, and at least one app ID', () => {
	expect(checkUrl('https://example.com/a', 'Web Page URL')).toBe('https://example.com/a');
	expect(refusal(() => checkUrl('example.com', 'Web Page URL'))).toMatch(/is not a web address/);
	expect(refusal(() => checkUrl('myapp://x', 'Web Page URL'))).toMatch(/is not a web address/);
	expect(checkUrl('myapp://product/42', 'Deep Link URI', { anyScheme: true })).toBe('myapp://product/42');
	expect(refusal(() => checkUrl('javascript:alert(1)', 'Deep Link URI', { anyScheme: true }))).toMatch(/is not a link/);
	expect(checkAppIds('id447188370', '')).toEqual({ ios_app_id: '447188370' });
	expect(checkAppIds('', 'com.snapchat.android')).toEqual({ android_app_url: 'com.snapchat.android' });
	expect(refusal(() => checkAppIds('', ''))).toMatch(/Snapchat needs at least one/);
	expect(refusal(() => checkAppIds('', 'https://play.google.com/x'))).toMatch(/not a Google Play package name/);
});
