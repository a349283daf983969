/**
 * The owner's limits on Create and Duplicate of campaigns and ad squads (issue 47, point 1): read
 * with the item (an ad account outside the allowed list is refused before anything is read), then
 * every element to be created is held to them before anything is sent. A create or copy Paused is
 * held for the budgets it writes (it is one resume from spending); one created or copied Active
 * also for what it may spend and for its end time.
 */
import type { IExecuteFunctions } from 'n8n-workflow';

import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import type { CreateLevel } from './send';
import type { DeepPlan, PlanNode } from './duplicateRun';
import { checkAccount, readLimits, type OwnerLimits } from '../limits/read';
import { checkRunning, checkWritten } from '../limits/spending';

const LIMITED = new Set<CreateLevel>(['campaign', 'adSquad']);

/** The Limits of item `i` of a Create or Duplicate (campaigns and ad squads only), its ad account checked against them. */
export function readCreateLimits(ctx: IExecuteFunctions, level: CreateLevel, i: number): OwnerLimits | undefined {
	if (!LIMITED.has(level)) return undefined;
	const limits = readLimits(ctx, i);
	if (limits?.adAccounts) {
		const adAccountId = readAdAccountId(ctx, i);
		convertInputErrors(ctx, i, () => checkAccount(limits, adAccountId));
	}
	return limits;
}

/** A prepared create (its element, currency and, for an ad squad, its campaign) within the limits: an InputError names the limit. */
export function checkCreated(limits: OwnerLimits | undefined, level: CreateLevel, p: { element: Record<string, unknown>; currency?: string; campaign?: Record<string, unknown> }, nowMs: number): void {
	if (!limits || (level !== 'campaign' && level !== 'adSquad')) return;
	const what = `the new ${level === 'campaign' ? 'campaign' : 'ad squad'}`;
	checkWritten(limits, level, p.element, what, p.currency);
	if (p.element.status === 'ACTIVE') checkRunning(limits, { level, entity: p.element, campaign: p.campaign, squads: [] }, what, nowMs, p.currency);
}

/**
 * A planned copy within the limits: every campaign and ad squad copy for its budgets, and when the
 * copy is to be Active, what it switches on: a campaign copy with its copied ad squads that keep
 * Active, an ad squad copy under `campaign` (the one it goes into).
 */
function checkCopy(limits: OwnerLimits | undefined, plan: DeepPlan, campaign: Record<string, unknown> | undefined, nowMs: number, currency?: string): void {
	if (!limits || plan.top.level === 'ad') return;
	const walk = (node: PlanNode): void => {
		if (node.level === 'ad') return;
		checkWritten(limits, node.level, node.element, node === plan.top ? `the copy of ${node.level === 'campaign' ? 'campaign' : 'ad squad'} ${node.sourceId}` : `the copy of ad squad ${node.sourceId}`, currency);
		node.children.forEach(walk);
	};
	walk(plan.top);
	if (plan.status !== 'ACTIVE') return;
	const what = `the copy of ${plan.top.level === 'campaign' ? 'campaign' : 'ad squad'} ${plan.top.sourceId}`;
	const squads = plan.top.children.filter((c) => c.level === 'adSquad' && c.element.status === 'ACTIVE').map((c) => c.element);
	checkRunning(limits, { level: plan.top.level, entity: plan.top.element, campaign, squads }, what, nowMs, currency);
}

/** checkCopy for one item of a run, its errors naming the item; an ad squad copy's campaign is read (cached by the caller) only when limits are set. */
export async function holdCopy(ctx: IExecuteFunctions, itemIndex: number, limits: OwnerLimits | undefined, plan: DeepPlan, campaignOf: () => Promise<Record<string, unknown>>, currency?: string): Promise<void> {
	if (!limits) return;
	const campaign = plan.top.level === 'adSquad' ? await campaignOf() : undefined;
	convertInputErrors(ctx, itemIndex, () => checkCopy(limits, plan, campaign, Date.now(), currency));
}
