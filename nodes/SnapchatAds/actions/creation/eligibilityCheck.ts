/**
 * Snap's goal eligibility before an ad squad is created (issue 46, point 2; shared/spec/
 * snap-api-changes-2025-2026.md §3): since 23 Sep 2025 Snapchat refuses at creation an optimization
 * goal or conversion window the pixel is not eligible for. Before Ad Squad Create, and before
 * Duplicate creates any ad squad copy (of an ad squad or inside a campaign), the node asks the
 * pixel's eligibility (api/pixel/eligibility.ts) once per pixel, goal and window per run:
 * - asked when the squad names a pixel and its goal is a pixel goal (PIXEL_*), Landing Page Views
 *   (a secondary source, Sprinklr, lists it as checked against the pixel), or its window is 7-Day
 *   Swipe; without a window Snap's default (28-day swipe, 1-day view) is asked, the window Snap
 *   applies to a squad sent without one (ASSUMED: that the check follows the default);
 * - INELIGIBLE refuses the item before anything is created, naming the goal, the window and Snap's
 *   reasons in words; ELIGIBLE_WARNING goes into the item's warnings; a status the node does not
 *   know, or an answer without the row, is a warning (Snapchat still checks at creation);
 * - the read failing is never taken for "eligible". Snap answering 400, 403 or 404 means the check
 *   is not offered for this pixel, goal or user (the path is from clients; non-pixel goals and the
 *   role needed are open points): the squad is sent and the item's warnings say the check could not
 *   be asked, Snapchat checking at creation anyway. Any other failure (429 or 5xx after the
 *   transport's retries, no answer, an unreadable one) refuses the item, nothing created, saying to
 *   run it again later;
 * - a 7-Day Swipe squad without a pixel (an app goal) is not asked (only a pixel's eligibility can
 *   be read): its warnings say Snapchat checks it at creation.
 * The objective → goal table (api/objectives.ts) stays for what Snap does not answer here.
 */
import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { createRunCache } from '../../../shared/items/runCache';
import { conversionWindowName, DEFAULT_CONVERSION_WINDOW } from '../../api/conversionWindows';
import { goalName } from '../../api/objectives';
import type { GoalEligibility, PixelEligibility } from '../../api/pixel/eligibility';
import { eligibilityFor, eligibilityNotOffered, isPixelGoal, readPixelEligibility } from '../../api/pixel/eligibility';
import type { SnapClient } from '../../transport';
import type { DeepPlan, PlanNode } from './duplicateRun';

const SEVEN_DAY = 'SWIPE_7DAY';

/** What one squad's check found: warnings for the item, and what a preview shows. */
export interface EligibilityFinding {
	warnings: string[];
	/** The row Snapchat gave (a preview shows it); absent when nothing was asked or Snap gave none. */
	eligibility?: GoalEligibility;
}

/** Checks one squad element of item `itemIndex` in ad account `adAccountId`; throws to refuse the item. */
export type EligibilityCheck = (client: SnapClient, element: Record<string, unknown>, adAccountId: string, itemIndex: number) => Promise<EligibilityFinding>;

/** Whether Snapchat checks this squad against its pixel (see above). */
export function needsEligibility(goal: string, window: string, pixelId: string | undefined): boolean {
	return pixelId !== undefined && (isPixelGoal(goal) || goal === 'LANDING_PAGE_VIEW' || window === SEVEN_DAY);
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** One check for one run: its cache lives as long as the run (created in the operation's execute). */
export function createEligibilityCheck(ctx: IExecuteFunctions): EligibilityCheck {
	const asked = createRunCache<PixelEligibility>();
	return async (client, element, adAccountId, itemIndex) => {
		const goal = String(element.optimization_goal ?? '');
		const window = text(element.conversion_window) ?? DEFAULT_CONVERSION_WINDOW;
		const pixelId = text(element.pixel_id)?.toLowerCase();
		const what = `${goalName(goal)} with the ${conversionWindowName(window)} window`;
		if (!needsEligibility(goal, window, pixelId)) {
			return {
				warnings:
					window === SEVEN_DAY && !pixelId
						? [`${what}: no pixel is set, so the node could not ask Snapchat's eligibility (only a pixel's can be read); Snapchat checks the window when it creates the ad squad.`]
						: [],
			};
		}
		const pixel = pixelId as string;
		let result: PixelEligibility;
		try {
			result = await asked(`${adAccountId}|${pixel}|${goal}|${window}`, async () =>
				await readPixelEligibility(ctx, client, { pixelId: pixel, adAccountId, goal, window, itemIndex }),
			);
		} catch (error) {
			const message = error instanceof Error ? error.message : String(error);
			if (eligibilityNotOffered(error)) {
				return { warnings: [`Snapchat's eligibility of pixel ${pixel} for ${what} could not be asked (${message}); the ad squad was sent anyway, and Snapchat checks the goal itself when it creates it.`] };
			}
			throw new NodeApiError(ctx.getNode(), { pixel_id: pixel, optimization_goal: goal, conversion_window: window } as JsonObject, {
				message: `Snapchat's eligibility of pixel ${pixel} for ${what} could not be read, so the ad squad of item ${itemIndex} was not sent: ${message}`,
				description:
					'Nothing was created for this item. The node creates an ad squad with a pixel goal only once Snapchat has said the pixel is eligible for it: run this item again in a few minutes. If it keeps failing, choose another optimization goal for now.',
				itemIndex,
			});
		}
		const row = eligibilityFor(result, goal, window);
		if (!row) {
			return { warnings: [`Snapchat's eligibility answer for pixel ${pixel} held nothing for ${what}; the ad squad was sent, and Snapchat checks the goal itself when it creates it.`] };
		}
		const reasons = row.reasons.map((r) => r.words).join('; ');
		if (row.status === 'INELIGIBLE') {
			convertInputErrors(ctx, itemIndex, () => {
				throw new InputError(
					window === SEVEN_DAY ? 'Conversion Window' : 'Optimization Goal',
					`Snapchat says pixel ${pixel} is not eligible for ${what}${reasons ? `: ${reasons}` : ' (Snapchat gave no reason)'}`,
					`Nothing was created for this item: Snapchat refuses such an ad squad since 23 Sep 2025. Choose another optimization goal${window === SEVEN_DAY ? ' or the 28-Day Swipe, 1-Day View window' : ''}, or another pixel, or wait until the pixel has measured more of these events.`,
				);
			});
		}
		if (row.status === 'ELIGIBLE_WARNING') return { warnings: [`Snapchat says pixel ${pixel} is eligible for ${what}, with a warning${reasons ? `: ${reasons}` : ''}.`], eligibility: row };
		if (row.status === 'UNKNOWN') return { warnings: [`${row.summary}; the ad squad was sent, and Snapchat checks the goal itself when it creates it.`], eligibility: row };
		return { warnings: [], eligibility: row };
	};
}

/** What a preview shows of the eligibility Snapchat gave (the rows asked for the item). */
export function eligibilityShown(findings: EligibilityFinding[]): IDataObject {
	const rows = findings.map((f) => f.eligibility).filter((e): e is GoalEligibility => e !== undefined);
	return rows.length === 0 ? {} : { pixel_eligibility: rows.map((e) => ({ optimization_goal: e.optimization_goal, conversion_window: e.conversion_window, status: e.status, summary: e.summary })) };
}

/**
 * Duplicate: every ad squad the plan would create (the copy of an ad squad, or those of a campaign)
 * checked before anything is created; the first ineligible one refuses the item. Returns the plan
 * with the warnings added, and what a preview shows.
 */
export async function checkPlanEligibility(check: EligibilityCheck, client: SnapClient, plan: DeepPlan, itemIndex: number): Promise<{ plan: DeepPlan; shown: IDataObject }> {
	const squads = (node: PlanNode): PlanNode[] => [...(node.level === 'adSquad' ? [node] : []), ...node.children.flatMap(squads)];
	const findings: EligibilityFinding[] = [];
	for (const node of squads(plan.top)) findings.push(await check(client, node.element, plan.adAccountId, itemIndex));
	const warnings = [...(plan.warnings ?? []), ...findings.flatMap((f) => f.warnings)];
	return { plan: { ...plan, ...(warnings.length > 0 ? { warnings } : {}) }, shown: eligibilityShown(findings) };
}
