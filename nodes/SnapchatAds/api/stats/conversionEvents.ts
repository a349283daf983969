/**
 * Conversion metrics (issue 46, point 6; spec pixel-health.md §7): the 31 names are FROM CLIENTS
 * ONLY (a public data connector's schema, singer tap-snapchat-ads); Snap's Measurement page lists
 * "all variants of conversions that capture value" since 2025-10-25 but the stored copy does not name
 * them, so the `<event>_value` names are FROM CLIENTS ONLY too (public code asks for them, e.g.
 * `conversion_add_cart_value`, `custom_event_3_value`). Their `_web` / `_app` (and `_offline`) splits
 * are not asked for by name: Snap adds them to the answer with `conversion_source_types` (Options →
 * Conversion Source Types; seen in recorded answers), a value's split named `<event>_value_web` (the
 * connector's schema). Whether Snap limits the number of fields per request: no source says
 * (stats.md names no limit; the connector asks about 60 in one request on live accounts), so the
 * node asks for all chosen in one request and passes Snapchat's words on if it refuses.
 *
 * This list is the data only; metrics.ts builds the Conversion Metrics picker from it.
 */

/**
 * The conversion events of the Conversion Metrics picker: Snap's field (names FROM CLIENTS ONLY, see
 * this file's head), what people call the count and the value, and what the event is.
 */
export const CONVERSION_EVENTS: ReadonlyArray<{ field: string; count: string; value: string; what: string }> = [
	{ field: 'conversion_purchases', count: 'Purchases', value: 'Purchase Value', what: 'purchases' },
	{ field: 'conversion_add_cart', count: 'Add to Cart', value: 'Add to Cart Value', what: 'add-to-cart events' },
	{ field: 'conversion_view_content', count: 'View Content', value: 'View Content Value', what: 'content (e.g. product page) views' },
	{ field: 'conversion_add_billing', count: 'Add Billing', value: 'Add Billing Value', what: 'payment details added' },
	{ field: 'conversion_sign_ups', count: 'Sign Ups', value: 'Sign Up Value', what: 'sign-ups' },
	{ field: 'conversion_searches', count: 'Searches', value: 'Search Value', what: 'searches' },
	{ field: 'conversion_level_completes', count: 'Level Completes', value: 'Level Complete Value', what: 'game levels completed' },
	{ field: 'conversion_app_opens', count: 'App Opens', value: 'App Open Value', what: 'app opens' },
	{ field: 'conversion_page_views', count: 'Page Views', value: 'Page View Value', what: 'page views' },
	{ field: 'conversion_subscribe', count: 'Subscribes', value: 'Subscribe Value', what: 'subscriptions' },
	{ field: 'conversion_ad_click', count: 'Ad Clicks', value: 'Ad Click Value', what: 'ad clicks (in-app ads)' },
	{ field: 'conversion_ad_view', count: 'Ad Views', value: 'Ad View Value', what: 'ad views (in-app ads)' },
	{ field: 'conversion_complete_tutorial', count: 'Tutorials Completed', value: 'Tutorial Completed Value', what: 'tutorials completed' },
	{ field: 'conversion_invite', count: 'Invites', value: 'Invite Value', what: 'invites sent' },
	{ field: 'conversion_login', count: 'Logins', value: 'Login Value', what: 'logins' },
	{ field: 'conversion_share', count: 'Shares', value: 'Share Value', what: 'shares' },
	{ field: 'conversion_reserve', count: 'Reservations', value: 'Reservation Value', what: 'reservations' },
	{ field: 'conversion_achievement_unlocked', count: 'Achievements Unlocked', value: 'Achievement Unlocked Value', what: 'achievements unlocked' },
	{ field: 'conversion_add_to_wishlist', count: 'Add to Wishlist', value: 'Add to Wishlist Value', what: 'wishlist additions' },
	{ field: 'conversion_spend_credits', count: 'Spend Credits', value: 'Spend Credits Value', what: 'credits spent' },
	// Snap Pixel's RATE event (someone rated something), not a conversion rate: OUR reading of the name.
	{ field: 'conversion_rate', count: 'Ratings (Rate Event)', value: 'Rating Value', what: 'RATE events (someone rated something; not a percentage)' },
	{ field: 'conversion_start_trial', count: 'Start Trial', value: 'Start Trial Value', what: 'trials started' },
	{ field: 'conversion_list_view', count: 'List Views', value: 'List View Value', what: 'list (e.g. category page) views' },
	{ field: 'conversion_save', count: 'Saves', value: 'Save Value', what: 'saves' },
	{ field: 'conversion_start_checkout', count: 'Start Checkout', value: 'Start Checkout Value', what: 'checkouts started' },
	...[1, 2, 3, 4, 5].map((n) => ({ field: `custom_event_${n}`, count: `Custom Event ${n}`, value: `Custom Event ${n} Value`, what: `custom event ${n} conversions` })),
];
