/**
 * A pixel's optimization eligibility, `GET /v1/pixels/{pixel_id}/campaign_eligibilities` (shared/spec/
 * pixel-health.md §5, snap-api-changes-2025-2026.md §3; the path and shape are from clients, no Snap
 * page or captured answer): `campaign_eligibilities[].{sub_request_status, campaign_eligibility:
 * {optimization_goal, conversion_window, eligibility_status, ineligible_properties}}`, paged like
 * every list. `optimization_goal` and `conversion_window` filter the rows; without them every pixel
 * goal (PIXEL_* and LANDING_PAGE_VIEW, which a secondary source, Sprinklr, lists as checked against
 * the pixel) with both windows is listed. Every row is ELIGIBLE unless a test says otherwise.
 *
 * INFERRED where no source speaks: an unknown pixel is 404 E3003, a pixel of an account the user
 * cannot see 403 E3002, an `ad_account_id` that is not the pixel's 400 E1001, a goal that is not a
 * pixel goal or a window Snap does not list 400 E1001 (what Snap answers for non-pixel goals is an
 * open point).
 *
 * Test hooks (until `reset()`): `setPixelEligibility(emulator, pixelId, goal, window, status, reasons)`
 * makes one row ELIGIBLE_WARNING / INELIGIBLE (or back); `setEligibilityAnswerForm(emulator, 'flat')`
 * serves the rows without their wrapper (the other shape the node reads; ASSUMED, no source shows it).
 */
import { findAdAccount, userCanAccessAccount } from './fixtures';
import { checkUuid, forbidden, invalidRequest, notFound, paginate, success } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';
import type { AdsStore } from './adsTypes';
import { adsReason } from './adsEntityRules';
import type { Emulator } from './types';

export const ELIGIBILITY_GOALS = ['PIXEL_PAGE_VIEW', 'PIXEL_ADD_TO_CART', 'PIXEL_SIGNUP', 'PIXEL_PURCHASE', 'LANDING_PAGE_VIEW'] as const;
export const ELIGIBILITY_WINDOWS = ['SWIPE_28DAY_VIEW_1DAY', 'SWIPE_7DAY'] as const;
export type EligibilityAnswer = 'ELIGIBLE' | 'ELIGIBLE_WARNING' | 'INELIGIBLE';

interface Row {
	status: EligibilityAnswer;
	reasons: string[];
}
interface EligibilityState {
	rows: Map<string, Row>;
	form: 'wrapped' | 'flat';
}

/** Kept beside the ads store of one emulator (no module state shared between emulators). */
const states = new WeakMap<AdsStore, EligibilityState>();
function stateOf(ads: AdsStore): EligibilityState {
	let s = states.get(ads);
	if (!s) {
		s = { rows: new Map(), form: 'wrapped' };
		states.set(ads, s);
	}
	return s;
}
const key = (pixelId: string, goal: string, window: string) => `${pixelId.toLowerCase()}|${goal}|${window}`;

/** Makes one pixel, goal and window answer `status` with `reasons` (Snap's `ineligible_properties`). */
export function setPixelEligibility(emulator: Emulator, pixelId: string, goal: string, window: string, status: EligibilityAnswer, reasons: string[] = []): void {
	stateOf(emulator.ads).rows.set(key(pixelId, goal, window), { status, reasons });
}

/** 'flat': rows come as `{sub_request_status, optimization_goal, …}`, without the `campaign_eligibility` wrapper. */
export function setEligibilityAnswerForm(emulator: Emulator, form: 'wrapped' | 'flat'): void {
	stateOf(emulator.ads).form = form;
}

/** The account a pixel belongs to (the pixels of pixelsStore.ts). */
function accountOfPixel(state: EmulatorState, pixelId: string): string | undefined {
	return state.pixels.find(pixelId)?.ad_account_id;
}

const eligibilities: RouteHandler = (ctx, user, id) => {
	const pixelId = checkUuid(ctx, id as string, 'pixel');
	if (!pixelId) return;
	const accountId = accountOfPixel(ctx.state, pixelId);
	const account = accountId ? findAdAccount(accountId) : undefined;
	if (!account) return notFound(ctx, 'pixel', pixelId);
	if (!userCanAccessAccount(user, account)) return forbidden(ctx, 'pixel', pixelId);
	const q = ctx.url.searchParams;
	const askedAccount = q.get('ad_account_id');
	if (askedAccount !== null && askedAccount.toLowerCase() !== account.id) return invalidRequest(ctx, `Pixel ${pixelId} does not belong to ad account ${askedAccount}`);
	const goal = q.get('optimization_goal');
	if (goal !== null && !(ELIGIBILITY_GOALS as readonly string[]).includes(goal)) return invalidRequest(ctx, `Invalid optimization_goal ${goal} for pixel eligibility`);
	const window = q.get('conversion_window');
	if (window !== null && !(ELIGIBILITY_WINDOWS as readonly string[]).includes(window)) return invalidRequest(ctx, `Invalid conversion_window ${window}`);
	const { rows, form } = stateOf(ctx.state.ads);
	const list = ELIGIBILITY_GOALS.filter((g) => goal === null || g === goal).flatMap((g) =>
		ELIGIBILITY_WINDOWS.filter((w) => window === null || w === window).map((w) => {
			const row = rows.get(key(pixelId, g, w)) ?? { status: 'ELIGIBLE', reasons: [] };
			return { optimization_goal: g, conversion_window: w, eligibility_status: row.status, ...(row.status === 'ELIGIBLE' ? {} : { ineligible_properties: row.reasons }) };
		}),
	);
	const page = paginate(ctx, list.map((e, i) => ({ e, key: i + 1 })), (x) => x.key, `eligibility:${pixelId}`);
	if (!page) return;
	const elements = page.page.map(({ e }) => (form === 'flat' ? { sub_request_status: 'SUCCESS', ...e } : { sub_request_status: 'SUCCESS', campaign_eligibility: e }));
	success(ctx, { paging: page.paging, campaign_eligibilities: elements });
};

export function pixelEligibilityArea(state: EmulatorState): EmulatorArea {
	return {
		name: 'pixel eligibility',
		routes: [{ path: '/v1/pixels/:id/campaign_eligibilities', methods: { GET: eligibilities } }],
		reset: () => {
			const s = stateOf(state.ads);
			s.rows.clear();
			s.form = 'wrapped';
		},
	};
}

/**
 * What a create of an ad squad gets from Snap for a conversion window Snap does not list (E2002,
 * Snap's code for a value not allowed) or an ineligible pixel goal (enforced since 23 Sep 2025; Snap's
 * code and words are not published: ASSUMED E2002 naming the goal, the window and the reasons).
 * Undefined when the squad may be created.
 */
export function eligibilityRefusal(state: EmulatorState, squad: Record<string, unknown>): string | undefined {
	const window = squad.conversion_window ?? 'SWIPE_28DAY_VIEW_1DAY';
	if (!(ELIGIBILITY_WINDOWS as readonly unknown[]).includes(window)) return adsReason('E2002', 'Property value is not allowed', 'conversion_window');
	const pixelId = typeof squad.pixel_id === 'string' ? squad.pixel_id.toLowerCase() : undefined;
	const goal = String(squad.optimization_goal ?? '');
	const row = pixelId ? stateOf(state.ads).rows.get(key(pixelId, goal, String(window))) : undefined;
	if (row?.status !== 'INELIGIBLE') return undefined;
	return adsReason('E2002', `Optimization goal ${goal} with conversion window ${String(window)} is not eligible for pixel ${String(pixelId)} (${row.reasons.join(', ')})`, 'optimization_goal');
}
