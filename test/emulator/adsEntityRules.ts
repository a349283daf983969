/**
 * The emulator's rules for a PUT of a campaign, ad squad or ad (shared/spec/ads-entities.md):
 * pure functions from the stored entity and the sent element to the new stored entity or a
 * Snap-style `sub_request_error_reason`. PUT replaces the whole entity: every writable field that
 * the element leaves out is cleared, so a client that does not merge loses data here as on Snap.
 */

import type { EntityLevel } from './adsTypes';

interface KindRules {
	/** Set by Snap, kept from the stored entity whatever is sent. */
	readOnly: string[];
	/** Must be present in every PUT element. */
	required: string[];
	/** Identity fields: kept from the stored entity; a different value is refused. */
	fixed: string[];
}

const RECORD = ['created_at', 'updated_at', 'delivery_status', 'creation_state'];


export const ADS_RULES: Record<EntityLevel, KindRules> = {
	campaign: { readOnly: RECORD, required: ['name', 'status', 'start_time'], fixed: ['id', 'ad_account_id'] },
	adsquad: { readOnly: RECORD, required: ['name', 'status'], fixed: ['id', 'campaign_id'] },
	ad: { readOnly: [...RECORD, 'review_status', 'review_status_reasons'], required: ['name', 'status'], fixed: ['id', 'ad_squad_id'] },
};

export const ADS_NAME_MAX = 375;

export function adsReason(code: string, message: string, field: string): string {
	return `Error code: ${code}, message: ${message} : [${field}]`;
}

export type PutResult = { ok: true; entity: Record<string, unknown> } | { ok: false; reason: string };

function invalid(field: string, message = 'Property value is not allowed'): PutResult {
	return { ok: false, reason: adsReason('E2002', message, field) };
}

function codePoints(s: string): number {
	return [...s].length;
}

/** Checks of the values themselves (name, status, times, micro amounts); undefined when all pass. */
function valueProblem(entity: Record<string, unknown>): PutResult | undefined {
	const name = entity.name;
	if (typeof name !== 'string' || name.trim() === '' || codePoints(name) > ADS_NAME_MAX) return invalid('name');
	if (entity.status !== 'ACTIVE' && entity.status !== 'PAUSED') return invalid('status');
	for (const key of ['start_time', 'end_time']) {
		const value = entity[key];
		if (value !== undefined && (typeof value !== 'string' || Number.isNaN(Date.parse(value)))) return invalid(key);
	}
	if (typeof entity.start_time === 'string' && typeof entity.end_time === 'string') {
		if (Date.parse(entity.end_time) <= Date.parse(entity.start_time)) return invalid('end_time', 'End time must be after start time');
	}
	for (const [key, value] of Object.entries(entity)) {
		if (key.endsWith('_micro') && (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0)) {
			return invalid(key, 'Budget must be a positive integer in micro-currency');
		}
	}
	return undefined;
}

/**
 * The entity to store after a PUT of `element` over `stored`: identity and read-only fields from
 * `stored` (the latter refused when sent: INFERRED strictness, so a client that echoes them fails
 * tests), everything else exactly as sent. The store stamps `updated_at`.
 */
export function applyPut(kind: EntityLevel, stored: Record<string, unknown>, element: Record<string, unknown>): PutResult {
	const rules = ADS_RULES[kind];
	for (const key of rules.readOnly) {
		if (key in element) return invalid(key, 'Property is read only');
	}
	for (const key of rules.fixed) {
		if (key in element && element[key] !== stored[key]) return invalid(key, 'Property can not be changed');
	}
	for (const key of rules.required) {
		if (element[key] === undefined || element[key] === null) return invalid(key, 'Property is required');
	}
	const entity: Record<string, unknown> = {};
	for (const key of rules.fixed) entity[key] = stored[key];
	for (const [key, value] of Object.entries(element)) {
		if (!rules.fixed.includes(key) && value !== undefined && value !== null) entity[key] = value;
	}
	const problem = valueProblem(entity);
	if (problem) return problem;
	for (const key of rules.readOnly) {
		if (stored[key] !== undefined) entity[key] = stored[key];
	}
	return { ok: true, entity };
}
