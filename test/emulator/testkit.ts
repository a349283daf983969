/** Small HTTP helpers for the emulator's own tests (not part of the emulator's API). */
import type { Emulator, EmulatorOptions } from './index';
import { startEmulator } from './index';

export interface Reply {
	status: number;
	headers: Headers;
	text: string;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any
	json: any;
}

/** Status, headers, text and (when the text is JSON) the parsed body of a response. */
async function readReply(res: Response): Promise<Reply> {
	const text = await res.text();
	let json: unknown;
	try {
		json = text ? JSON.parse(text) : undefined;
	} catch {
		json = undefined;
	}
	return { status: res.status, headers: res.headers, text, json };
}

export async function call(
	em: Emulator,
	method: string,
	path: string,
	opts: { token?: string; body?: unknown; rawBody?: string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
	const headers: Record<string, string> = { ...(opts.headers ?? {}) };
	if (opts.token !== undefined) headers.authorization = `Bearer ${opts.token}`;
	let body: string | undefined;
	if (opts.rawBody !== undefined) body = opts.rawBody;
	else if (opts.body !== undefined) body = JSON.stringify(opts.body);
	if (body !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
	const res = await fetch(path.startsWith('http') ? path : em.baseUrl + path, { method, headers, body, redirect: 'manual' });
	return await readReply(res);
}

export async function postForm(
	em: Emulator,
	path: string,
	form: Record<string, string>,
	headers: Record<string, string> = {},
): Promise<Reply> {
	const res = await fetch(em.authUrl + path, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
		body: new URLSearchParams(form).toString(),
		redirect: 'manual',
	});
	return await readReply(res);
}

export function authorizeUrl(em: Emulator, params: Record<string, string | undefined> = {}): string {
	const u = new URL('/login/oauth2/authorize', em.authUrl);
	const all: Record<string, string | undefined> = {
		client_id: em.client.clientId,
		redirect_uri: em.client.redirectUri,
		response_type: 'code',
		scope: 'snapchat-marketing-api',
		...params,
	};
	for (const [k, v] of Object.entries(all)) if (v !== undefined) u.searchParams.set(k, v);
	return u.toString();
}

export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Asserts a 200 SUCCESS answer holding exactly one `{ sub_request_status: "SUCCESS", <singular> }`
 * in `<plural>`, and returns that entity.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function onlyEntity(r: Reply, plural: string, singular: string): any {
	expect(r.status).toBe(200);
	expect(r.json.request_status).toBe('SUCCESS');
	expect(r.json[plural]).toHaveLength(1);
	expect(r.json[plural][0].sub_request_status).toBe('SUCCESS');
	return r.json[plural][0][singular];
}

/**
 * One emulator for a test file with access tokens of user-1 and user-2: started before the tests,
 * closed after them; `ready` receives them.
 */
export function useEmulatorWithUsers(
	options: EmulatorOptions,
	ready: (em: Emulator, user1: string, user2: string) => void,
): void {
	let em: Emulator | undefined;
	beforeAll(async () => {
		em = await startEmulator(options);
		ready(em, em.issueTokens('user-1').accessToken, em.issueTokens('user-2').accessToken);
	});
	afterAll(async () => {
		await em?.close();
	});
}
