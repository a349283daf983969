/**
 * Snap's stats answer for one ad account's Day report, as the unit tests of the add-up feed it:
 * the envelope (`timeseries_stats`, one successful element) around the fields a test chooses
 * (its periods, breakdown entries, finalized end).
 */
export function accountDayAnswer(requestId: string, stat: Record<string, unknown>): object {
	return {
		request_status: 'SUCCESS',
		request_id: requestId,
		timeseries_stats: [{ sub_request_status: 'SUCCESS', timeseries_stat: { id: 'acc', type: 'AD_ACCOUNT', granularity: 'DAY', ...stat } }],
	};
}
