/**
 * Route registry: path pattern + method -> handler. Each API area (areas.ts) contributes a list of
 * RouteDef; the server core asks the registry for a match. Patterns are absolute paths whose
 * ":name" segments match one non-empty segment (URI-decoded into ctx.params.name; the first
 * parameter is also passed as the handler's `id`). Method "*" answers any method not listed; a
 * known path without the method and without "*" gets 405 with `Allow`. Public routes (auth 'none',
 * e.g. OAuth) match the exact path and get no token check.
 */
import type { FixtureUser } from './fixtures';
import type { Ctx } from './respond';

/** A /v1 handler (auth 'bearer', the default): `user` is the token's fixture user, `id` the first path parameter. */
export type RouteHandler = (ctx: Ctx, user: FixtureUser, id: string | undefined) => void;
export type PublicHandler = (ctx: Ctx) => void;

/** One path and its handlers by method ("GET", "POST", ..., or "*" for any other method). */
export type RouteDef =
	| { path: string; methods: Record<string, RouteHandler>; auth?: 'bearer' }
	| { path: string; methods: Record<string, PublicHandler>; auth: 'none' };

type AnyHandler = RouteHandler | PublicHandler;

interface PathEntry {
	segments: string[];
	auth: 'bearer' | 'none';
	methods: Map<string, AnyHandler>;
}

export interface RouteMatch {
	auth: 'bearer' | 'none';
	/** Undefined: the path is known but not with this method (see `allowed`). */
	handler: AnyHandler | undefined;
	allowed: string[];
	params: Record<string, string>;
	id: string | undefined;
}

export class RouteRegistry {
	private readonly paths: PathEntry[] = [];

	add(def: RouteDef): void {
		const auth = def.auth ?? 'bearer';
		const segments = def.path.split('/').slice(1);
		const key = segments.join('/');
		let entry = this.paths.find((p) => p.segments.join('/') === key);
		if (!entry) {
			entry = { segments, auth, methods: new Map() };
			this.paths.push(entry);
		}
		if (entry.auth !== auth) throw new Error(`emulator: ${def.path} registered with two auth modes`);
		for (const [m, handler] of Object.entries(def.methods as Record<string, AnyHandler>)) {
			const method = m.toUpperCase();
			if (entry.methods.has(method)) throw new Error(`emulator: ${method} ${def.path} registered twice`);
			entry.methods.set(method, handler);
		}
	}

	match(method: string, path: string): RouteMatch | undefined {
		// API paths match with trailing slashes stripped; public (OAuth) paths match exactly.
		const trimmed = path.replace(/\/+$/, '').split('/').slice(1);
		const exact = path.split('/').slice(1);
		for (const entry of this.paths) {
			const params = matchSegments(entry.segments, entry.auth === 'none' ? exact : trimmed);
			if (!params) continue;
			const first = entry.segments.find((s) => s.startsWith(':'));
			return {
				auth: entry.auth,
				handler: entry.methods.get(method) ?? entry.methods.get('*'),
				allowed: [...entry.methods.keys()].filter((m) => m !== '*'),
				params,
				id: first ? params[first.slice(1)] : undefined,
			};
		}
		return undefined;
	}
}

function matchSegments(pattern: string[], segs: string[]): Record<string, string> | undefined {
	if (pattern.length !== segs.length) return undefined;
	const params: Record<string, string> = {};
	for (let i = 0; i < segs.length; i++) {
		if (pattern[i].startsWith(':')) {
			if (segs[i] === '') return undefined;
			params[pattern[i].slice(1)] = decodeURIComponent(segs[i]);
		} else if (pattern[i] !== segs[i]) return undefined;
	}
	return params;
}

/**
 * One API area: its routes and, optionally, what `reset()` must clear. Areas are listed in
 * areas.ts; each is a function of the shared state so it can keep its store there.
 */
export interface EmulatorArea {
	name: string;
	routes: RouteDef[];
	reset?(): void;
}
