/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Faults and rate limit: injected failures, delays, dropped connections, answers cut after their
 * status line, and per-element refusals
 * (the `faults` API), applied before any other check, and the per-token rolling-second rate limit.
 */
import { snapError, send, type Ctx } from './respond';
import type { EmulatorArea } from './router';
import type { ReshapeCreateOptions } from './reshape';
import { servedAnswer } from './served';
import type { EmulatorState, FaultMatch, RejectRule } from './state';
import type { Emulator } from './types';

const CODE_STATUS_TEXT: Record<number, string> = {
	429: 'Too many requests. Rate limit exceeded',
	500: 'Internal server error',
	502: 'Bad gateway',
	503: 'Service unavailable',
	504: 'Gateway timeout',
};
const FAULT_ERROR_CODE: Record<number, string> = {
	429: 'E1008',
	500: 'E5001',
	502: 'E5002',
	503: 'E5003',
	504: 'E5004',
};

/** Per-element refusal reason format: `Error code: E2002, message: ... : [field]`. */
export function elementReason(code: string, message: string, field: string): string {
	return `Error code: ${code}, message: ${message} : [${field}]`;
}

function isAuthPath(path: string): boolean {
	return path === '/login' || path.startsWith('/login/');
}

function matchesFault(f: FaultMatch, method: string, path: string): boolean {
	if (f.method && f.method.toUpperCase() !== method) return false;
	if (!f.method && method === 'OPTIONS') return false;
	if (isAuthPath(path) && !(f.pathPrefix && isAuthPath(f.pathPrefix))) return false;
	if (f.pathPrefix && !path.startsWith(f.pathPrefix)) return false;
	return true;
}

function takeFault<T extends FaultMatch>(list: T[], method: string, path: string): T | undefined {
	const i = list.findIndex((f) => f.remaining > 0 && matchesFault(f, method, path));
	if (i < 0) return undefined;
	const f = list[i];
	// A fault told to let the first matching requests through (`skip`) lets this one pass.
	if (f.skip) {
		f.skip--;
		return undefined;
	}
	f.remaining--;
	if (f.remaining <= 0) list.splice(i, 1);
	return f;
}

function normalizeCount(count: number | undefined): number {
	if (count === undefined) return 1;
	if (!Number.isInteger(count) || count < 1) throw new Error('fault count must be a positive integer');
	return count;
}

function sleep(s: EmulatorState, ms: number): Promise<void> {
	return new Promise((resolve) => {
		const t = setTimeout(() => {
			s.pendingTimers.delete(t);
			resolve();
		}, ms);
		s.pendingTimers.add(t);
	});
}

/**
 * Applies delay, fail, drop and cut faults matching the request. Returns true when the request is
 * answered (injected failure) or gone (socket destroyed while delayed).
 */
export async function applyFaults(ctx: Ctx): Promise<boolean> {
	const s = ctx.state;
	const delay = takeFault(s.delayFaults, ctx.method, ctx.path);
	if (delay) await sleep(s, delay.ms);
	if (ctx.res.destroyed) return true;
	const fail = takeFault(s.failFaults, ctx.method, ctx.path);
	if (fail) {
		const extra: Record<string, string> = {};
		if (fail.retryAfterSeconds !== undefined) extra['Retry-After'] = String(fail.retryAfterSeconds);
		if (fail.body !== undefined) {
			send(ctx, fail.status, { 'Content-Type': fail.contentType ?? 'text/plain; charset=utf-8', ...extra }, fail.body);
		} else {
			const text = CODE_STATUS_TEXT[fail.status] ?? 'Error';
			snapError(ctx, fail.status, FAULT_ERROR_CODE[fail.status] ?? 'E5000', `${text} (injected fault)`, extra);
		}
		return true;
	}
	if (takeFault(s.dropFaults, ctx.method, ctx.path)) ctx.drop = true;
	else if (takeFault(s.cutFaults, ctx.method, ctx.path)) ctx.cut = true;
	return false;
}

/** Counts the request against the token's window; answers 429 E1008 and returns false when over. */
export function withinRateLimit(ctx: Ctx, token: string): boolean {
	const s = ctx.state;
	if (s.rateLimit === null) return true;
	const now = s.rateClock();
	const win = (s.rateWindows.get(token) ?? []).filter((t) => t > now - 1000);
	s.rateWindows.set(token, win);
	if (win.length >= s.rateLimit) {
		snapError(ctx, 429, 'E1008', 'Too many requests. Rate limit exceeded for this access token', {}, 'Too many requests. Please try again later.');
		return false;
	}
	win.push(now);
	return true;
}

/** The first rejectElements rule matching a create element (consumed), or undefined. */
export function takeRejectRule(s: EmulatorState, adAccountId: string, eventName: string): RejectRule | undefined {
	const rule = s.rejectRules.find(
		(r) =>
			r.remaining > 0 &&
			(r.adAccountId === undefined || r.adAccountId.toLowerCase() === adAccountId) &&
			(r.eventName === undefined || (typeof r.eventName === 'string' ? r.eventName === eventName : r.eventName.test(eventName))),
	);
	if (!rule) return undefined;
	rule.remaining--;
	if (rule.remaining <= 0) s.rejectRules.splice(s.rejectRules.indexOf(rule), 1);
	return rule;
}

/** The next reshapeCreateAnswer fault (consumed), or undefined. */
export function takeReshape(s: EmulatorState): ReshapeCreateOptions | undefined {
	const reshape = s.reshapeFaults.find((r) => r.remaining > 0);
	if (!reshape) return undefined;
	reshape.remaining--;
	if (reshape.remaining <= 0) s.reshapeFaults.splice(s.reshapeFaults.indexOf(reshape), 1);
	return reshape;
}

/** The `faults` object and `setRateLimit` of the Emulator interface. */
export function faultsApi(s: EmulatorState): { faults: Emulator['faults']; setRateLimit: Emulator['setRateLimit'] } {
	return {
		faults: {
			failNext(o) {
				if (![429, 500, 502, 503, 504].includes(o.status)) throw new Error(`emulator: unsupported fault status ${o.status}`);
				s.failFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			delayNext(o) {
				s.delayFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			dropAfterProcessing(o) {
				s.dropFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			cutAfterStatus(o) {
				s.cutFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			rejectElements(o) {
				s.rejectRules.push({
					remaining: o.count === undefined ? Infinity : normalizeCount(o.count),
					eventName: o.eventName,
					adAccountId: o.adAccountId,
					reason: o.reason ?? elementReason('E2002', 'Property value is not allowed', 'event_name'),
				});
			},
			reshapeCreateAnswer(o) {
				s.reshapeFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			serve(o) {
				s.servedAnswers.push(servedAnswer(o));
			},
			pending() {
				const sum = (l: Array<{ remaining: number }>) => l.reduce((n, f) => n + f.remaining, 0);
				return { fail: sum(s.failFaults), delay: sum(s.delayFaults), drop: sum(s.dropFaults), cut: sum(s.cutFaults), reject: sum(s.rejectRules), served: sum(s.servedAnswers) };
			},
			clear() {
				s.rejectRules.length = 0;
				s.failFaults.length = 0;
				s.delayFaults.length = 0;
				s.dropFaults.length = 0;
				s.cutFaults.length = 0;
				s.reshapeFaults.length = 0;
				s.servedAnswers.length = 0;
			},
		},
		setRateLimit(perSecond) {
			s.rateLimit = perSecond;
			s.rateWindows.clear();
		},
	};
}

/** No routes: faults act in the server core; reset() clears faults and rate windows. */
export function faultsArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'faults and rate limit',
		routes: [],
		reset() {
			faultsApi(s).faults.clear();
			s.rateWindows.clear();
		},
	};
}
