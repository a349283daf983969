/** Public types of the emulator (re-exported by index.ts). */
import type { AdsStore } from './adsTypes';
import type { ConversionsStore } from './conversionsStore';
import type { LeadGenStore } from './leadGenStore';
import type { PixelStore } from './pixelsStore';
import type { MediaStore } from './mediaStore';
import type { SegmentStore } from './segmentsStore';
import type { ReshapeCreateOptions } from './reshape';
import type { ServeOptions } from './served';

export type { ReshapeCreateOptions } from './reshape';

export interface EmulatorOptions {
	/** Default 0 (random free port); host is always 127.0.0.1. */
	port?: number;
	/** Access token lifetime, default 3600. */
	tokenLifetimeSeconds?: number;
	/** Clock in ms, default Date.now (tests pass a controllable clock). */
	now?: () => number;
	/** Registered redirect URI of the fixture OAuth app. */
	redirectUri?: string;
	/** Authorize redirects immediately with a code instead of showing the consent page. */
	autoApprove?: boolean;
	/** Per access token, requests per rolling second; default null (off); over it -> 429. */
	rateLimitPerSecond?: number | null;
	/** A list page never holds more than this many entities, whatever `limit` says. */
	maxPageSize?: number;
	/** Origin used to build paging.next_link; default the emulator's own base URL. */
	nextLinkOrigin?: string;
	/** No per-request console line. Default: true under jest (JEST_WORKER_ID set), else false. */
	quiet?: boolean;
	/** Page size of a list call sent without `limit`. Default 1000 (the maximum `limit`). */
	defaultPageSize?: number;
	/**
	 * What a refresh does to the refresh token. 'rotate' (default): a new refresh token is issued
	 * and the old one stays usable. 'rotate-revoke-old': a new one is issued and the old one is
	 * dead (invalid_grant). 'none': the same refresh token is returned.
	 */
	refreshTokenRotation?: 'rotate' | 'rotate-revoke-old' | 'none';
}

export interface RequestLogEntry {
	seq: number;
	time: number;
	method: string;
	path: string;
	query: Record<string, string>;
	/** Lower-cased names, as received (authorization included). */
	headers: Record<string, string>;
	/** Bearer token sent, if any. */
	token?: string;
	/** Parsed form body (token endpoint, consent form). */
	form?: Record<string, string>;
	/** Parsed JSON body, if any. */
	body?: unknown;
	/** Raw body text when one was sent (also when it was not valid JSON). */
	rawBody?: string;
	/** Status answered (0 if the connection was dropped or is still in flight). */
	status: number;
}

export interface EventDetail {
	id: string;
	created_at: string;
	updated_at: string;
	event_name: string;
	event_start_time: string;
	event_time_zone: string;
	ad_account_id: string;
}

export interface IssuedTokens {
	accessToken: string;
	refreshToken: string;
	expiresIn: number;
}

export interface AccessTokenInfo {
	userId: string;
	scope: string[];
	expiresAt: number;
	expired: boolean;
}

export interface FailNextOptions {
	count?: number;
	status: 429 | 500 | 502 | 503 | 504;
	method?: string;
	pathPrefix?: string;
	retryAfterSeconds?: number;
	body?: string;
	contentType?: string;
	/** Let this many matching requests through first (e.g. fail only the second request to a path). */
	skip?: number;
	/**
	 * Process the request first (e.g. store the campaign), then answer this failure instead of the
	 * route's answer: a 5xx that follows the work, which Snap's clients treat as possible (default: before).
	 */
	afterProcessing?: boolean;
}

export interface RejectElementsOptions {
	/** Elements whose event_name (campaigns, ad squads, ads: name) equals this string (or matches this RegExp) are refused. */
	eventName?: string | RegExp;
	/** Only elements sent to this ad account. */
	adAccountId?: string;
	/** The sub_request_error_reason answered; default the E2002 event_name reason. */
	reason?: string;
	/** How many elements to refuse; default unlimited (until faults.clear() or reset()). */
	count?: number;
}

export interface Emulator {
	/**
	 * The emulator's data (entities and their IDs, not tokens, faults or logs) as a JSON-ready value,
	 * and back: `npm run dev` keeps it between restarts (persist.ts). restore() answers false, and
	 * changes nothing, for a snapshot of another version.
	 */
	snapshot(): unknown;
	restore(snapshot: unknown): boolean;
	/** e.g. http://127.0.0.1:43121 — API host (paths /v1/...). */
	baseUrl: string;
	/** Same server: {authUrl}/login/oauth2/authorize and /login/oauth2/access_token. */
	authUrl: string;
	client: { clientId: string; clientSecret: string; redirectUri: string };
	issueTokens(
		userId?: string,
		opts?: { expiresInSeconds?: number; scope?: string | string[] },
	): IssuedTokens;
	expireAccessToken(accessToken: string): void;
	expireAllAccessTokens(): void;
	/** Revokes the refresh token and every refresh token of the same grant (rotation family). */
	revokeRefreshToken(refreshToken: string): void;
	/** Moves the emulator's clock (works with or without `now`). */
	advanceTime(seconds: number): void;
	/** The emulator's clock, ms. */
	now(): number;
	seedEventDetails(
		adAccountId: string,
		events:
			| number
			| Array<{ event_name: string; event_start_time: string; event_time_zone?: string }>,
	): EventDetail[];
	/** Current store, created_at order. */
	eventDetails(adAccountId?: string): EventDetail[];
	/** Live array; clearLog() empties it in place. */
	requestLog: RequestLogEntry[];
	clearLog(): void;
	faults: {
		failNext(opts: FailNextOptions): void;
		delayNext(opts: { count?: number; ms: number; method?: string; pathPrefix?: string; skip?: number }): void;
		dropAfterProcessing(opts: { count?: number; method?: string; pathPrefix?: string; skip?: number }): void;
		/**
		 * Processes the request fully (e.g. stores the campaign), sends the answer's status line and
		 * headers (its real status and full Content-Length), then about half the body, and destroys the
		 * socket: "status line then cut". The log entry keeps the status that was sent.
		 */
		cutAfterStatus(opts: { count?: number; method?: string; pathPrefix?: string; skip?: number }): void;
		/**
		 * Server-side refusal of otherwise valid create elements (per element, like a rule the client
		 * cannot check): they come back with sub_request_status ERROR and `reason`; nothing is stored.
		 */
		rejectElements(opts: RejectElementsOptions): void;
		/** The next create answer(s) short, reordered, without ids or replaced (see reshape.ts); the elements are still stored. Segment creates take only `body`. */
		reshapeCreateAnswer(opts: ReshapeCreateOptions): void;
		/**
		 * The next call(s) of `method` to `path` (after the token check) get this status, body and
		 * headers instead of the route's answer: Snap's recorded answers, as they came (served.ts).
		 */
		serve(opts: ServeOptions): void;
		/** Faults not yet consumed, for assertions (reject may be Infinity). */
		pending(): { fail: number; delay: number; drop: number; cut: number; reject: number; served: number };
		clear(): void;
	};
	setRateLimit(perSecond: number | null): void;
	setTokenLifetime(seconds: number): void;
	accessTokenInfo(accessToken: string): AccessTokenInfo | undefined;
	/** Campaigns, ad squads and ads: seed, look up, list by parent, replace, remove, reset to fixtures. */
	ads: AdsStore;
	/** Audience segments: seed, read, per-schema user counts, incomplete users answers. */
	segments: SegmentStore;
	/**
	 * Adds spend (micro-currency) to an ad account or a campaign, ad squad or ad at an instant
	 * (default: the emulator's now), on top of the computed metrics: stats over a period holding
	 * that instant report it (test hook for spend limits). `reset()` removes it.
	 */
	addSpend(entityId: string, micro: number, atMs?: number): void;
	/**
	 * Multiplies stats fields of a campaign, ad squad or ad wherever they are served, e.g.
	 * `{ spend: 10 }` to push an ad squad's cost per result over a line; `undefined` (or factors of 1)
	 * moves it back. `reset()` clears it (statsScale.ts).
	 */
	scaleStats(entityId: string, factors: Record<string, number> | undefined): void;
	/** Conversions API (tr.snapchat.com): recorded events, test logs, answer shapes. Token CAPI_TOKEN. */
	conversions: ConversionsStore;
	/**
	 * Lead generation: forms, webhook integrations, and deliveries of signed leads to a registered URL
	 * (submitLead, deliver with a wrong secret / stale t / tampered body, redeliver, deliveries()).
	 */
	leadGen: LeadGenStore;
	/** Media (size, SHA-256 and parts of what each upload delivered; processing time) and creatives. */
	media: MediaStore;
	/**
	 * Snap Pixels and what they receive: test controls make a pixel go quiet (goQuiet), a domain stop
	 * (stopDomain), an event type stop (stopEventType), events come back (resume), a score drop
	 * (dropScore), event quality 403/404 (setQualityUnavailable); answer forms (setEventStatsNesting,
	 * setLatestTsUnit).
	 */
	pixels: PixelStore;
	/** Empties store (fixtures stay), tokens stay valid, log, faults and rate windows cleared. */
	reset(): void;
	close(): Promise<void>;
}
