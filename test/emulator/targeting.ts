/**
 * Targeting lookups and audience size (shared/spec/targeting-and-audiences.md §3, §4; pixels: pixels.ts); the
 * lookups answer the lists of targetingLists.ts. The targeting rules of targetingRules.ts (unknown
 * segment, region, metro or interest) apply to the audience size as to an ad squad's create and PUT. Lookup answers follow the envelope public
 * clients read (`targeting_dimensions[].{sub_request_status, <type>}`, paged); no recorded Snap
 * answer exists, so the records are the fields singer-io/tap-snapchat-ads's schemas name: a geo
 * record nested as spec §3 shows (geoRecord), an interest record flat. Audience
 * size answers have the recorded shape (test/fixtures/snap-responses/yassineazimani-SnapAds4J/
 * getSnapAudienceSize*.json); the numbers are made up from the targeting, the same for the same spec.
 */
import { accessibleAccount } from './accounts';
import { accessibleEntity } from './adsRoutes';
import { adsReason } from './adsEntityRules';
import { INVALID_MESSAGE, sendPage, snapError, success, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';
import { GEO_PLACES, METROS, REGIONS, SCLS } from './targetingLists';
import { unknownTargetingProblem } from './targetingRules';

type El = Record<string, unknown>;

function lookup(type: string, records: (ctx: Ctx, country: string) => El[] | undefined): RouteHandler {
	return (ctx, _user, id) => {
		const country = String(id ?? ctx.url.searchParams.get('country_code') ?? 'us').toLowerCase();
		const list = records(ctx, country);
		if (!list) return snapError(ctx, 400, 'E1001', `Country ${country} is not supported for ${type} targeting`, {}, INVALID_MESSAGE);
		const keyed = list.map((r, i) => ({ r, key: i + 1 }));
		const p = { plural: 'targeting_dimensions', singular: type, toJson: (e: { r: El }) => e.r };
		sendPage(ctx, keyed, (e) => e.key, `targeting:${type}:${country}`, p);
	};
}

/**
 * A geo record as Snap's lookups hold it (issue 45, point 4; spec §3, whose example is
 * test/fixtures/spec/targeting-geo-region.json): no top-level id; under `<type>` the continent, the
 * country and the record itself again, so a region's ID is at `targeting_dimensions[].region.region.id`.
 * Metros nest the same way (INFERRED: the spec says every geo record does; no metro example is public;
 * the `regions` field singer's schema names for a metro is left out, its form being unknown).
 */
function geoRecord(type: 'region' | 'metro', country: string, record: El): El {
	const place = GEO_PLACES[country] ?? { continent: { id: '0', name: 'unknown' }, country: { id: '0', name: country.toUpperCase(), code: country, code2: country.toUpperCase() } };
	return { continent: { ...place.continent }, country: { ...place.country }, [type]: record };
}

const regions = lookup('region', (_ctx, c) => (REGIONS[c] ?? []).map((r) => geoRecord('region', c, { id: r.id, code: r.code, name: r.name })));
const metros = lookup('metro', (_ctx, c) => (METROS[c] ?? []).map((m) => geoRecord('metro', c, { id: m.id, name: m.name })));
const scls = lookup('scls', () => SCLS.map((s) => ({ ...s, source: 'SNAPCHAT', parent_id: 'SLC_0' })));

/**
 * The people a segment stands for in a reach estimate. A lookalike is estimated by what it will hold
 * (made up: per country of its creation_spec, more for a wider type), not by its matched users, which
 * stay 0 while Snap builds it: a planned squad on a new lookalike would otherwise always reach no one.
 * INFERRED: Snap's estimate of a lookalike that is not ready yet is not recorded anywhere.
 */
const LOOKALIKE_PER_COUNTRY: Record<string, number> = { SIMILARITY: 100_000, BALANCE: 300_000, REACH: 500_000 };
function usersOf(segment: El | undefined): number {
	const spec = segment?.creation_spec as El | undefined;
	if (segment?.source_type === 'LOOKALIKE' && spec) {
		const countries = Array.isArray(spec.countries) ? spec.countries.length : 1;
		return countries * (LOOKALIKE_PER_COUNTRY[String(spec.type ?? 'BALANCE')] ?? LOOKALIKE_PER_COUNTRY.BALANCE);
	}
	return Number(segment?.approximate_number_users ?? 0);
}

/** A made-up but stable reach for a targeting object: the countries, halved per narrowing key. */
function sizeOf(state: EmulatorState, targeting: El): { audience_size_minimum: number; audience_size_maximum: number } {
	const geos = Array.isArray(targeting.geos) ? targeting.geos.length : 1;
	let size = 10_000_000 * geos;
	for (const key of ['demographics', 'devices', 'interests']) if (targeting[key] !== undefined) size = Math.round(size / 2);
	for (const s of (targeting.segments as El[] | undefined) ?? []) {
		const users = ((s.segment_id as unknown[]) ?? []).reduce<number>((n, id) => n + usersOf(state.segments.get(String(id))), 0);
		if (s.operation === 'EXCLUDE') size = Math.max(0, size - users);
		else size = Math.min(size, users * 50);
	}
	return { audience_size_minimum: Math.round(size * 0.8), audience_size_maximum: size };
}

const sizeBySpec: RouteHandler = (ctx, user, id) => {
	const account = accessibleAccount(ctx, user, id as string);
	if (!account) return;
	const spec = ctx.json as El | null;
	const targeting = spec && typeof spec === 'object' ? (spec.targeting as El | undefined) : undefined;
	// INFERRED: a spec without targeting or countries is refused like an ad squad create without them.
	if (!targeting || typeof targeting !== 'object' || !Array.isArray(targeting.geos) || targeting.geos.length === 0) {
		return snapError(ctx, 400, 'E2001', adsReason('E2001', 'Required property is missing', 'targeting.geos'), {}, INVALID_MESSAGE);
	}
	const problem = unknownTargetingProblem(ctx.state, account.id, targeting);
	// The refusal's own code (E3004 for a segment, E2002 for a lookup ID or an age).
	if (problem) return snapError(ctx, 400, /^Error code: (E\d+)/.exec(problem)?.[1] ?? 'E3004', problem, {}, INVALID_MESSAGE);
	success(ctx, { audience_size: sizeOf(ctx.state, targeting) });
};

const sizeOfSquad: RouteHandler = (ctx, user, id) => {
	const found = accessibleEntity(ctx, user, id as string, 'adsquad');
	if (!found || found.level !== 'adsquad') return;
	const entity = found.entity as unknown as El;
	success(ctx, { audience_size: { ad_squad_id: entity.id, ...sizeOf(ctx.state, (entity.targeting as El) ?? {}) } });
};

export function targetingArea(): EmulatorArea {
	return {
		name: 'targeting lookups and audience size',
		routes: [
			{ path: '/v1/targeting/geo/:id/region', methods: { GET: regions } },
			{ path: '/v1/targeting/geo/:id/metro', methods: { GET: metros } },
			// Both spellings public clients use (spec §3: a conflict; the node asks the v1 form).
			{ path: '/v1/targeting/v1/interests/scls', methods: { GET: scls } },
			{ path: '/v1/targeting/interests/scls', methods: { GET: scls } },
			{ path: '/v1/adaccounts/:id/audience_size_v2', methods: { POST: sizeBySpec } },
			{ path: '/v1/adsquads/:id/audience_size_v2', methods: { GET: sizeOfSquad } },
		],
		reset: () => undefined,
	};
}
