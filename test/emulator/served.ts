/**
 * Served answers: the next call(s) to a route get a given status, body and headers instead of the
 * emulator's own answer (`faults.serve`). Used to feed the node Snap's answers exactly as they were
 * recorded (test/node/fixtures.test.ts serves every file of shared/fixtures/snap-responses through
 * it). Applied on /v1 after the token and rate-limit checks, before the route, so the request is
 * logged and authenticated like any other; the route's own handler does not run.
 */
import { JSON_TYPE, send, type Ctx } from './respond';

export interface ServeOptions {
	/** HTTP method, e.g. 'GET' (any case). */
	method: string;
	/** The exact path (without the query), e.g. `/v1/segments/123/users`, or a pattern tested against it. */
	path: string | RegExp;
	/** Default 200. */
	status?: number;
	/** Sent as it is when a string (text/plain unless headers say otherwise), else as JSON. */
	body: unknown;
	headers?: Record<string, string>;
	/** How many calls get this answer; default 1. */
	count?: number;
}

export interface ServedAnswer extends ServeOptions {
	remaining: number;
}

export function servedAnswer(o: ServeOptions): ServedAnswer {
	const count = o.count ?? 1;
	if (!Number.isInteger(count) || count < 1) throw new Error('serve count must be a positive integer');
	return { ...o, method: o.method.toUpperCase(), remaining: count };
}

/** Answers with the first served answer matching the request (consumed); false when none matches. */
export function answerServed(ctx: Ctx): boolean {
	const list = ctx.state.servedAnswers;
	const i = list.findIndex(
		(a) => a.remaining > 0 && a.method === ctx.method && (typeof a.path === 'string' ? a.path === ctx.path : a.path.test(ctx.path)),
	);
	if (i < 0) return false;
	const a = list[i];
	if (--a.remaining <= 0) list.splice(i, 1);
	const text = typeof a.body === 'string';
	send(
		ctx,
		a.status ?? 200,
		{ 'Content-Type': text ? 'text/plain; charset=utf-8' : JSON_TYPE, ...a.headers },
		text ? (a.body as string) : JSON.stringify(a.body),
	);
	return true;
}
