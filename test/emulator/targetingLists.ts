/**
 * The targeting lookup lists the emulator knows (answered by targeting.ts, and what targetingRules.ts
 * accepts in an ad squad's targeting). Made up in Snap's forms: region and metro ids are digit strings
 * (Snap's example targeting specs write `region_id: ["3"]`), lifestyle category ids `SLC_<n>` as in
 * Snap's example specs; the names are real places and Snap's public category names.
 */
/**
 * The continent and country a geo lookup record carries beside the record itself (spec §3: a geo
 * record has no top-level id; under its kind it holds the continent, the country and the record).
 * The US values are the spec's example; the others are made up in the same form (GeoNames-like IDs).
 */
export const GEO_PLACES: Record<string, { continent: { id: string; name: string }; country: { id: string; name: string; code: string; code2: string } }> = {
	us: { continent: { id: '6255149', name: 'north_america' }, country: { id: '6252001', name: 'United States', code: 'us', code2: 'US' } },
	de: { continent: { id: '6255148', name: 'europe' }, country: { id: '2921044', name: 'Germany', code: 'de', code2: 'DE' } },
};

/** Regions and metros the emulator knows, per lower-case country code (ids are Snap-style digit strings). */
export const REGIONS: Record<string, Array<{ id: string; name: string; code: string }>> = {
	us: [
		{ id: '3201', name: 'California', code: 'CA' },
		{ id: '3202', name: 'New York', code: 'NY' },
		{ id: '3203', name: 'Texas', code: 'TX' },
	],
	de: [
		{ id: '4101', name: 'Berlin', code: 'BE' },
		{ id: '4102', name: 'Bayern', code: 'BY' },
	],
};
export const METROS: Record<string, Array<{ id: string; name: string }>> = {
	us: [
		{ id: '803', name: 'Los Angeles' },
		{ id: '501', name: 'New York' },
	],
};
/** Snap Lifestyle Categories (ids as in Snap's example targeting specs: SLC_<n>). */
export const SCLS = [
	{ id: 'SLC_1', name: 'Adventure Seekers', path: '/Lifestyle/Adventure Seekers' },
	{ id: 'SLC_7', name: 'Beauty Mavens', path: '/Lifestyle/Beauty Mavens' },
	{ id: 'SLC_8', name: 'Fashion & Style Gurus', path: '/Lifestyle/Fashion & Style Gurus' },
	{ id: 'SLC_24', name: 'Sports Fans', path: '/Lifestyle/Sports Fans' },
];

