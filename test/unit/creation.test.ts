/** Pure parts of creating and duplicating: targeting, amounts, schedules, duplicate planning, answer matching. */
import { InputError } from '../../nodes/shared/input/validation';
import { checkAmount, checkBid, checkName, checkSchedule } from '../../nodes/SnapchatAds/actions/creation/checks';
import { currencyDecimals } from '../../nodes/shared/input/money';
import { copyFields, copyName, planAdSquad, planCampaign, schedule } from '../../nodes/SnapchatAds/actions/creation/duplicatePlan';
import { OBJECTIVES, OPTIMIZATION_GOALS } from '../../nodes/SnapchatAds/api/objectives';
import { buildTargeting, checkCountries } from '../../nodes/SnapchatAds/actions/targeting/targeting';
import { splitDimensionElement } from '../../nodes/SnapchatAds/api/stats/dimensions';

const fieldOf = (fn: () => unknown): string | undefined => {
	try {
		fn();
	} catch (error) {
		return error instanceof InputError ? error.field : `not an InputError: ${String(error)}`;
	}
	return undefined;
};

describe('targeting', () => {
	it('countries become Snap\'s lower-case codes; UK, XX and empty are refused naming the field', () => {
		expect(checkCountries('us, CA;gb  de')).toEqual(['us', 'ca', 'gb', 'de']);
		expect(() => checkCountries('US, UK, XX')).toThrow(/"UK", "XX" are not country codes/);
		expect(fieldOf(() => checkCountries(''))).toBe('Countries');
	});

	// Audience expansion is always sent (issue 42, point 2): Snap's default unless chosen otherwise.
	const DEFAULT_EXPANSION = { enable_targeting_expansion: true, auto_expansion_options: { interest_expansion_option: { enabled: true }, custom_audience_expansion_option: { enabled: true } } };

	it('builds geos, one demographics entry and devices, and the expansion; raw JSON keys replace the built ones', () => {
		expect(buildTargeting({ countries: 'US', minAge: 18, maxAge: 50, gender: 'MALE', languages: 'en, ES', operatingSystem: 'ANDROID' })).toEqual({
			geos: [{ country_code: 'us' }],
			demographics: [{ min_age: '18', max_age: '50+', gender: 'MALE', languages: ['en', 'es'] }],
			devices: [{ os_type: 'ANDROID' }],
			...DEFAULT_EXPANSION,
		});
		expect(buildTargeting({ countries: 'US', raw: '{"interests":[{"category_id":["SLC_1"]}]}' })).toEqual({
			geos: [{ country_code: 'us' }],
			interests: [{ category_id: ['SLC_1'] }],
			...DEFAULT_EXPANSION,
		});
		expect(buildTargeting({ raw: { geos: [{ country_code: 'fr' }], enable_targeting_expansion: false } })).toEqual({ ...DEFAULT_EXPANSION, geos: [{ country_code: 'fr' }], enable_targeting_expansion: false });
		expect(buildTargeting({ countries: 'US', expansion: 'audiences' }).auto_expansion_options).toEqual({ interest_expansion_option: { enabled: false }, custom_audience_expansion_option: { enabled: true } });
	});

	it('refuses ages out of range or reversed, regions with several countries, bad JSON', () => {
		expect(fieldOf(() => buildTargeting({ countries: 'US', minAge: 12 }))).toBe('Minimum Age');
		expect(fieldOf(() => buildTargeting({ countries: 'US', minAge: 30, maxAge: 20 }))).toBe('Maximum Age');
		expect(fieldOf(() => buildTargeting({ countries: 'US, CA', regions: '3201' }))).toBe('Region IDs (Typed)');
		expect(fieldOf(() => buildTargeting({ countries: 'US', raw: '{nope' }))).toBe('Targeting JSON');
		expect(fieldOf(() => buildTargeting({ countries: 'US', languages: 'english' }))).toBe('Languages');
		expect(fieldOf(() => buildTargeting({ countries: 'US', expansion: 'more' }))).toBe('Smart Audience');
	});
});

describe('ages to 55+ (issue 46, point 4)', () => {
	const demographics = (fields: Record<string, unknown>) => (buildTargeting({ countries: 'US', ...fields }).demographics as Array<Record<string, unknown>>)[0];
	const errorOf = (fn: () => unknown): InputError => {
		try {
			fn();
		} catch (error) {
			expect(error).toBeInstanceOf(InputError);
			return error as InputError;
		}
		throw new Error('expected an InputError');
	};

	it('Maximum Age 55 is Snapchat\'s open top band "55+"; "55+" and "50+" as text are sent as given; 51 to 54 as the number', () => {
		expect(demographics({ minAge: 18, maxAge: 55 })).toEqual({ min_age: '18', max_age: '55+' });
		expect(demographics({ maxAge: '55+' })).toEqual({ max_age: '55+' });
		expect(demographics({ maxAge: ' 50+ ' })).toEqual({ max_age: '50+' });
		expect(demographics({ maxAge: 52 })).toEqual({ max_age: '52' });
		expect(demographics({ maxAge: '54' })).toEqual({ max_age: '54' });
		// Saved workflows keep their meaning: 50 was "50 and older" and still is.
		expect(demographics({ maxAge: 50 })).toEqual({ max_age: '50+' });
		expect(demographics({ maxAge: '50' })).toEqual({ max_age: '50+' });
		expect(demographics({ maxAge: '55' })).toEqual({ max_age: '55+' });
		expect(demographics({ minAge: 55 })).toEqual({ min_age: '55' });
		expect(demographics({ minAge: 55, maxAge: '55+' })).toEqual({ min_age: '55', max_age: '55+' });
	});

	it('refuses ages above 55, open bands Snapchat is not known to take, and a minimum above the open band, naming the field and the value', () => {
		for (const maxAge of [56, '60+', '45+', 'old', 54.5, '55++']) {
			const error = errorOf(() => buildTargeting({ countries: 'US', maxAge }));
			expect(error.field).toBe('Maximum Age');
			expect(error.message).toContain(typeof maxAge === 'number' ? `Maximum Age ${maxAge} ` : `Maximum Age "${maxAge}" `);
			expect(error.hint).toMatch(/13 to 55.*55\+/);
		}
		for (const minAge of [56, '55+', 12]) {
			const error = errorOf(() => buildTargeting({ countries: 'US', minAge }));
			expect(error.field).toBe('Minimum Age');
			expect(error.hint).toMatch(/13 to 55/);
		}
		const reversed = errorOf(() => buildTargeting({ countries: 'US', minAge: 55, maxAge: '50+' }));
		expect(reversed.field).toBe('Maximum Age');
		expect(reversed.message).toBe('Maximum Age "50+" is below Minimum Age 55');
	});
});

describe('amounts, names, bids', () => {
	it('amounts are exact micro, within the currency\'s decimals and above the minimum', () => {
		expect(checkAmount('0.29', 'Budget', 'USD')).toBe(290_000);
		expect(checkAmount(49.99, 'Budget', 'USD', 5_000_000)).toBe(49_990_000);
		expect(currencyDecimals('JPY')).toBe(0);
		expect(() => checkAmount('1000.5', 'Budget', 'JPY')).toThrow(/more decimals than JPY has \(0\)/);
		expect(() => checkAmount(4.99, 'Budget', 'EUR', 5_000_000)).toThrow(/below Snapchat's minimum of 5.00 EUR/);
	});

	it('names are 1 to 375 characters, counted as characters', () => {
		expect(checkName('  Launch  ', 'Name')).toBe('Launch');
		expect(checkName('🚀'.repeat(375), 'Name')).toHaveLength(750);
		expect(fieldOf(() => checkName('x'.repeat(376), 'Name'))).toBe('Name');
		expect(fieldOf(() => checkName(' ', 'Name'))).toBe('Name');
	});

	it('auto bid sends no bid; max bid and target cost need one', () => {
		expect(checkBid('AUTO_BID', 3, 'Bid Amount', 'USD')).toEqual({ bid_strategy: 'AUTO_BID' });
		expect(checkBid('TARGET_COST', '2.5', 'Bid Amount', 'USD')).toEqual({ bid_strategy: 'TARGET_COST', bid_micro: 2_500_000 });
		expect(fieldOf(() => checkBid('LOWEST_COST_WITH_MAX_BID', '', 'Bid Amount', 'USD'))).toBe('Bid Amount');
	});
});

describe('schedules in the account zone', () => {
	const now = Date.parse('2026-03-01T00:00:00Z');
	it('reads wall clock in the zone across DST, empty start is now, end after start and in the future', () => {
		// 2026-03-29 is the EU spring-forward day: 10:00 Berlin is 08:00Z (summer time).
		expect(checkSchedule('2026-03-29T10:00', '2026-03-30T10:00', 'Europe/Berlin', now, { start: 'Start Time', end: 'End Time' })).toEqual({
			startUtc: '2026-03-29T08:00:00.000Z',
			endUtc: '2026-03-30T08:00:00.000Z',
		});
		expect(checkSchedule('', undefined, 'UTC', now, { start: 'Start Time', end: 'End Time' })).toEqual({ startUtc: '2026-03-01T00:00:00.000Z' });
		expect(fieldOf(() => checkSchedule('2026-04-01T00:00Z', '2026-03-31T00:00Z', 'UTC', now, { start: 'Start Time', end: 'End Time' }))).toBe('End Time');
		expect(fieldOf(() => checkSchedule('', '2026-02-01T00:00Z', 'UTC', now, { start: 'Start Time', end: 'End Time' }))).toBe('End Time');
		expect(fieldOf(() => checkSchedule('2026-03-29T02:30', '', 'Europe/Berlin', now, { start: 'Start Time', end: 'End Time' }))).toBe('Start Time');
	});
});

describe('duplicate planning', () => {
	const now = Date.parse('2026-11-25T12:00:00Z');
	const squad = {
		id: 'ad5a0007-1111-4a11-8a11-000000000007',
		campaign_id: 'old',
		name: 'Auto',
		status: 'ACTIVE',
		type: 'SNAP_ADS',
		targeting: { geos: [{ country_code: 'us', region_id: ['1'] }], demographics: [{ min_age: '18' }] },
		bid_strategy: 'AUTO_BID',
		bid_micro: 0,
		auto_bid: true,
		effective_status: 'ACTIVE',
		daily_budget_micro: 20_000_000,
		delivery_constraint: 'DAILY_BUDGET',
		start_time: '2025-01-01T00:00:00.000Z',
		created_at: '2025-01-01T00:00:00.000Z',
		placement: 'UNSUPPORTED',
	};

	it('copies only writable fields: no computed fields, no 0 bid, no id or record times', () => {
		expect(copyFields('adSquad', squad, 'new')).toEqual({
			campaign_id: 'new',
			name: 'Auto',
			status: 'ACTIVE',
			type: 'SNAP_ADS',
			targeting: squad.targeting,
			bid_strategy: 'AUTO_BID',
			daily_budget_micro: 20_000_000,
			start_time: '2025-01-01T00:00:00.000Z',
		});
	});

	it('a past start becomes now, countries replace geos (regions dropped), the budget of the same kind changes', () => {
		const copy = planAdSquad(squad, 'new', { status: 'PAUSED', countries: ['de', 'at'], budgetMicro: 30_000_000 }, now);
		expect(copy).toMatchObject({
			start_time: '2026-11-25T12:00:00.000Z',
			status: 'PAUSED',
			daily_budget_micro: 30_000_000,
			targeting: { geos: [{ country_code: 'de' }, { country_code: 'at' }], demographics: [{ min_age: '18' }] },
			placement_v2: { config: 'AUTOMATIC' },
		});
	});

	it('refuses a squad without targeting or budget, and an end the copy cannot keep', () => {
		expect(fieldOf(() => planAdSquad({ ...squad, targeting: undefined }, 'new', { status: 'PAUSED' }, now))).toBe('Ad Squad');
		expect(fieldOf(() => planAdSquad({ ...squad, daily_budget_micro: undefined }, 'new', { status: 'PAUSED' }, now))).toBe('New Budget');
		expect(fieldOf(() => schedule({ start_time: '2025-01-01T00:00:00Z', end_time: '2026-01-01T00:00:00Z' }, now, 'campaign', {}))).toBe('New End Time');
	});

	it('names: "<name> (copy)" by default, or the pattern with {name}', () => {
		expect(copyName(undefined, 'Summer')).toBe('Summer (copy)');
		expect(copyName('{name} – DE', 'Summer')).toBe('Summer – DE');
		const campaign = planCampaign({ id: 'c', name: 'Summer', status: 'ACTIVE', start_time: '2030-01-01T00:00:00.000Z', delivery_status: ['VALID'], objective: 'BRAND_AWARENESS' }, 'acc', { status: 'PAUSED' }, now);
		expect(campaign).toEqual({ ad_account_id: 'acc', name: 'Summer (copy)', status: 'PAUSED', start_time: '2030-01-01T00:00:00.000Z', objective: 'BRAND_AWARENESS' });
	});
});

it('every objective offers known optimization goals', () => {
	const goals = new Set(OPTIMIZATION_GOALS.map((g) => g.value));
	for (const o of OBJECTIVES) for (const g of o.goals) expect(goals.has(g)).toBe(true);
});

describe('age report rows (issue 46, point 4)', () => {
	it('an age row is read as Snapchat gives it: "55+" stays text, never a number', () => {
		const { columns, stats } = splitDimensionElement({ age: '55+', impressions: 7, spend: 1_000_000 }, 'age');
		expect(columns).toEqual({ age: '55+', dimension_label: '55+' });
		expect(stats).toEqual({ impressions: 7, spend: 1_000_000 });
		// The old top bucket (0 since March 2025) and a bucket under the unconfirmed key are kept as given too.
		expect(splitDimensionElement({ age_bucket: '35+', impressions: 0 }, 'age').columns).toEqual({ age: '35+', dimension_label: '35+' });
		expect(splitDimensionElement({ gender: 'FEMALE', age: '45-54', impressions: 1 }, 'gender,age').columns).toEqual({ gender: 'FEMALE', age: '45-54', dimension_label: 'Female, 45-54' });
	});
});
