/**
 * The owner's spending limits (issue 47, point 1), pure: what a campaign or ad squad written by the
 * node may carry, and what anything it switches on (created Active, copied Active, resumed) may
 * spend. Amounts are micro in the ad account's currency.
 *
 * What "may spend" means, the reading a careful owner expects:
 * - per day: an ad squad's daily budget; a squad with a lifetime budget could spend all of it in one
 *   day, so that counts. A campaign: its daily spend cap, or (lower, or without a cap) the sum of what
 *   its active ad squads may spend per day. A campaign with no active ad squad delivers nothing.
 * - in total: a lifetime budget or spend cap; a daily budget times the days left until the end (its
 *   own, or for an ad squad its campaign's; started days count whole, in UTC: an approximation of
 *   the account's days); without an end, no total: over any Largest Lifetime Budget.
 * - an end time: an ad squad's own or its campaign's; a campaign's own, or every active ad squad
 *   under it has one.
 */
import type { IDataObject } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { formatMicro } from '../../../shared/input/money';
import { MAX_DAILY, MAX_LIFETIME, REQUIRE_END } from './fields';
import type { OwnerLimits } from './read';

type Entity = Record<string, unknown>;
export type Level = 'campaign' | 'adSquad';

const DAY_MS = 86_400_000;
const OVER = 'Over the limit';
const positive = (v: unknown): number | undefined => (typeof v === 'number' && v > 0 ? v : undefined);
const time = (v: unknown): number | undefined => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : undefined);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The budgets an element carries: a campaign's caps, an ad squad's daily or lifetime budget. */
export function budgetsOf(level: Level, e: Entity): { daily?: number; lifetime?: number } {
	return { daily: positive(e.daily_budget_micro), lifetime: positive(level === 'campaign' ? e.lifetime_spend_cap_micro : e.lifetime_budget_micro) };
}

function hint(what: string): string {
	return `Nothing was sent. The workflow's owner set this limit in the node's Limits: ${what}, or ask the owner to change the limit.`;
}

/** Every budget the node writes is within the limits (a create or copy, Paused or not; an update's new budget). */
export function checkWritten(limits: OwnerLimits | undefined, level: Level, element: Entity, what: string, currency?: string): void {
	if (!limits) return;
	const { daily, lifetime } = budgetsOf(level, element);
	const noun = level === 'campaign' ? ['daily spend cap', 'lifetime spend cap'] : ['daily budget', 'lifetime budget'];
	if (limits.maxDaily !== undefined && daily !== undefined && daily > limits.maxDaily) {
		throw new InputError(MAX_DAILY, `${what}'s ${noun[0]} ${formatMicro(daily, currency)} is above ${formatMicro(limits.maxDaily, currency)}`, hint(`use at most ${formatMicro(limits.maxDaily, currency)}`), OVER);
	}
	if (limits.maxLifetime !== undefined && lifetime !== undefined && lifetime > limits.maxLifetime) {
		throw new InputError(MAX_LIFETIME, `${what}'s ${noun[1]} ${formatMicro(lifetime, currency)} is above ${formatMicro(limits.maxLifetime, currency)}`, hint(`use at most ${formatMicro(limits.maxLifetime, currency)}`), OVER);
	}
}

/** What is switched on: an ad squad (with its campaign, when known) or a campaign with its ad squads that would deliver. */
export interface Running {
	level: Level;
	entity: Entity;
	/** An ad squad's campaign (its end bounds the squad). */
	campaign?: Entity;
	/** A campaign's ad squads that deliver once it does (status ACTIVE). */
	squads?: Entity[];
}

function squadEnd(squad: Entity, campaign?: Entity): number | undefined {
	const own = time(squad.end_time);
	const parent = time(campaign?.end_time);
	return own === undefined ? parent : parent === undefined ? own : Math.min(own, parent);
}

function daysLeft(start: unknown, end: number, nowMs: number): number {
	return Math.max(0, Math.ceil((end - Math.max(nowMs, time(start) ?? nowMs)) / DAY_MS));
}

function squadPerDay(squad: Entity): number {
	const { daily, lifetime } = budgetsOf('adSquad', squad);
	return daily ?? lifetime ?? Number.POSITIVE_INFINITY;
}

function squadTotal(squad: Entity, campaign: Entity | undefined, nowMs: number): number {
	const { daily, lifetime } = budgetsOf('adSquad', squad);
	if (lifetime !== undefined) return lifetime;
	const end = squadEnd(squad, campaign);
	return daily === undefined || end === undefined ? Number.POSITIVE_INFINITY : daily * daysLeft(squad.start_time, end, nowMs);
}

/** The most it may spend per day and in total (micro; Infinity: no bound), and whether it has an end. */
export function spendBounds(r: Running, nowMs: number): { perDay: number; total: number; ends: boolean } {
	if (r.level === 'adSquad') return { perDay: squadPerDay(r.entity), total: squadTotal(r.entity, r.campaign, nowMs), ends: squadEnd(r.entity, r.campaign) !== undefined };
	const squads = r.squads ?? [];
	const { daily, lifetime } = budgetsOf('campaign', r.entity);
	const end = time(r.entity.end_time);
	const totals = [sum(squads.map((s) => squadTotal(s, r.entity, nowMs)))];
	if (lifetime !== undefined) totals.push(lifetime);
	if (daily !== undefined && end !== undefined) totals.push(daily * daysLeft(r.entity.start_time, end, nowMs));
	return {
		perDay: Math.min(daily ?? Number.POSITIVE_INFINITY, sum(squads.map(squadPerDay))),
		total: Math.min(...totals),
		ends: end !== undefined || squads.every((s) => time(s.end_time) !== undefined),
	};
}

/** What is switched on stays within the limits: per day, in total, and with an end when required. */
export function checkRunning(limits: OwnerLimits | undefined, r: Running, what: string, nowMs: number, currency?: string): void {
	if (!limits) return;
	const b = spendBounds(r, nowMs);
	const show = (micro: number) => (Number.isFinite(micro) ? formatMicro(micro, currency) : 'no limit');
	const under = r.level === 'campaign' ? ' (its daily spend cap, or what its active ad squads may spend)' : '';
	if (limits.requireEndTime && !b.ends) {
		const which = r.level === 'campaign' ? 'neither it nor every active ad squad under it has one' : 'neither it nor its campaign has one';
		throw new InputError(REQUIRE_END, `${what} would deliver without an end time: ${which}`, hint('give it an end time first (Update → End Time)'), OVER);
	}
	if (limits.maxDaily !== undefined && b.perDay > limits.maxDaily) {
		throw new InputError(MAX_DAILY, `${what} could spend ${show(b.perDay)} a day${under}, above ${formatMicro(limits.maxDaily, currency)}`, hint('lower its budget first, or leave it paused'), OVER);
	}
	if (limits.maxLifetime !== undefined && b.total > limits.maxLifetime) {
		const why = Number.isFinite(b.total) ? show(b.total) : 'with no total limit (a daily budget and no end time)';
		throw new InputError(MAX_LIFETIME, `${what} could spend ${why} in total, above ${formatMicro(limits.maxLifetime, currency)}`, hint('give it an end time or a lifetime budget within the limit first, or leave it paused'), OVER);
	}
}

/** What a preview or an update's item says about the limits it was held to. */
export function limitsJson(limits: OwnerLimits | undefined, currency?: string): IDataObject {
	if (!limits) return {};
	const units = (micro: number | undefined) => (micro === undefined ? undefined : micro / 1_000_000);
	const c = limits.change;
	const out: IDataObject = {
		max_daily_budget: units(limits.maxDaily),
		max_lifetime_budget: units(limits.maxLifetime),
		resume_only_with_end_time: limits.requireEndTime || undefined,
		ad_accounts: limits.adAccounts,
		max_raise_percent: c.raisePercent,
		max_cut_percent: c.cutPercent,
		budget_floor: units(c.budgetFloor),
		budget_ceiling: units(c.budgetCeiling),
		bid_floor: units(c.bidFloor),
		bid_ceiling: units(c.bidCeiling),
	};
	for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
	if (c.raisePercent !== undefined || c.cutPercent !== undefined || Object.keys(out).some((k) => /floor|ceiling/.test(k))) out.over_limit = c.clip ? 'clip' : 'refuse';
	return { limits: { ...out, ...(currency ? { currency } : {}) } };
}
