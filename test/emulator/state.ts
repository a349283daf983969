/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The emulator's shared state: configuration from the options, the clocks and every store. One
 * object per running emulator, handed to each API area (see areas.ts) and to every request's Ctx.
 */
import { createAdsStore } from './ads';
import type { AdsStore } from './adsTypes';
import { DEFAULT_REDIRECT_URI } from './fixtures';
import { createConversionsStore, type ConversionsStore } from './conversionsStore';
import { createMediaStore, type MediaStore } from './mediaStore';
import { createPixelStore, type PixelStore } from './pixelsStore';
import { createSegmentStore, type SegmentStore } from './segmentsStore';
import { createLeadGenStore, type LeadGenStore } from './leadGenStore';
import type { ReshapeCreateOptions } from './reshape';
import type { ServedAnswer } from './served';
import type { EmulatorOptions, EventDetail, RequestLogEntry } from './types';

export interface AccessTokenRec {
	userKey: string;
	scope: string[];
	expiresAt: number;
	forcedExpired: boolean;
	grantId: string;
}
export interface RefreshTokenRec {
	userKey: string;
	scope: string[];
	grantId: string;
	revoked: boolean;
}
export interface CodeRec {
	clientId: string;
	redirectUri: string;
	scope: string[];
	userKey: string;
	expiresAt: number;
	used: boolean;
}
export interface ConsentRec {
	clientId: string;
	redirectUri: string;
	scope: string[];
	state: string | undefined;
	userKey: string;
	expiresAt: number;
}
export interface StoredEvent extends EventDetail {
	seq: number;
}
export interface FaultMatch {
	remaining: number;
	method?: string;
	pathPrefix?: string;
	/** Matching requests to let through before the fault applies. */
	skip?: number;
}
export interface FailFault extends FaultMatch {
	afterProcessing?: boolean;
	status: number;
	retryAfterSeconds?: number;
	body?: string;
	contentType?: string;
}
export interface DelayFault extends FaultMatch {
	ms: number;
}
export interface RejectRule {
	remaining: number;
	eventName?: string | RegExp;
	adAccountId?: string;
	reason: string;
}

export const LIMIT_MIN = 50;
export const LIMIT_MAX = 1000;

export interface EmulatorState {
	readonly options: EmulatorOptions;
	/** Set once the server listens. */
	baseUrl: string;
	/** Emulator clock, ms (options.now plus advanceTime offsets). */
	clock(): number;
	/** Real time plus the advanceTime offset: drives the rolling rate-limit window. */
	rateClock(): number;
	offsetMs: number;
	tokenLifetimeSeconds: number;
	readonly redirectUri: string;
	readonly autoApprove: boolean;
	rateLimit: number | null;
	readonly maxPageSize: number | undefined;
	readonly defaultPageSize: number;
	readonly rotation: 'rotate' | 'rotate-revoke-old' | 'none';
	readonly quiet: boolean;

	readonly accessTokens: Map<string, AccessTokenRec>;
	readonly refreshTokens: Map<string, RefreshTokenRec>;
	readonly revokedGrants: Set<string>;
	readonly codes: Map<string, CodeRec>;
	readonly consents: Map<string, ConsentRec>;
	readonly events: Map<string, StoredEvent>;
	readonly deletedEvents: Set<string>;
	eventSeq: number;
	logSeq: number;
	readonly requestLog: RequestLogEntry[];
	readonly failFaults: FailFault[];
	readonly delayFaults: DelayFault[];
	readonly dropFaults: FaultMatch[];
	/** faults.cutAfterStatus: the answer's status line and headers go out, then the body is cut (respond.ts send). */
	readonly cutFaults: FaultMatch[];
	readonly rejectRules: RejectRule[];
	readonly reshapeFaults: Array<ReshapeCreateOptions & { remaining: number }>;
	/** Answers to serve instead of the route's own (faults.serve, served.ts). */
	readonly servedAnswers: ServedAnswer[];
	readonly rateWindows: Map<string, number[]>;
	readonly pendingTimers: Set<NodeJS.Timeout>;
	/** Campaigns, ad squads and ads (data only; routes live in their own areas). */
	ads: AdsStore;
	/** Audience segments and their hashed users (segmentsStore.ts). */
	segments: SegmentStore;
	/** Spend added by tests (`addSpend`) on top of the computed metrics, micro-currency at an instant. */
	readonly extraSpend: Array<{ id: string; atMs: number; micro: number }>;
	/** Conversions API: token, recorded events, test logs (conversionsStore.ts). */
	conversions: ConversionsStore;
	/** Lead forms, webhook integrations and lead deliveries (leadGenStore.ts). */
	leadGen: LeadGenStore;
	/** Media (with what their uploads delivered) and creatives (mediaStore.ts). */
	media: MediaStore;
	/** Snap Pixels, the events they receive and their quality (pixelsStore.ts). */
	pixels: PixelStore;
}

export function createState(options: EmulatorOptions): EmulatorState {
	const baseClock = options.now ?? Date.now;
	const state: EmulatorState = {
		options,
		baseUrl: '',
		clock: () => baseClock() + state.offsetMs,
		rateClock: () => Date.now() + state.offsetMs,
		offsetMs: 0,
		tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
		redirectUri: options.redirectUri ?? DEFAULT_REDIRECT_URI,
		autoApprove: options.autoApprove ?? false,
		rateLimit: options.rateLimitPerSecond ?? null,
		maxPageSize: options.maxPageSize,
		defaultPageSize: options.defaultPageSize ?? LIMIT_MAX,
		rotation: options.refreshTokenRotation ?? 'rotate',
		quiet: options.quiet ?? process.env.JEST_WORKER_ID !== undefined,
		accessTokens: new Map(),
		refreshTokens: new Map(),
		revokedGrants: new Set(),
		codes: new Map(),
		consents: new Map(),
		events: new Map(),
		deletedEvents: new Set(),
		eventSeq: 0,
		logSeq: 0,
		requestLog: [],
		failFaults: [],
		delayFaults: [],
		dropFaults: [],
		cutFaults: [],
		rejectRules: [],
		reshapeFaults: [],
		servedAnswers: [],
		rateWindows: new Map(),
		pendingTimers: new Set(),
		ads: undefined as unknown as AdsStore,
		segments: undefined as unknown as SegmentStore,
		extraSpend: [],
		conversions: createConversionsStore(),
		leadGen: undefined as unknown as LeadGenStore,
		media: undefined as unknown as MediaStore,
		pixels: undefined as unknown as PixelStore,
	};
	// Created after the object: the store seeds its fixtures at once and reads state.clock.
	state.ads = createAdsStore(state.clock);
	state.segments = createSegmentStore(state.clock);
	state.leadGen = createLeadGenStore(state.clock);
	state.media = createMediaStore(state.clock, () => state.baseUrl);
	state.pixels = createPixelStore(state.clock);
	return state;
}
