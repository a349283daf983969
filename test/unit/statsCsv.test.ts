import fc from 'fast-check';

import { csvRecords, CsvError, parseCsv } from '../../nodes/SnapchatAds/actions/stats/csv';
import { csvAsAnswer } from '../../nodes/SnapchatAds/actions/stats/async';

describe('CSV reader of asynchronous report files', () => {
	it('reads quotes, doubled quotes, commas and line breaks inside quotes, CRLF and LF, a BOM', () => {
		expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\n"two\r\nlines",\n')).toEqual([
			['a', 'b'],
			['x, y', 'say "hi"'],
			['two\r\nlines', ''],
		]);
	});

	it('gives records by column name and refuses a line of the wrong length', () => {
		expect(csvRecords('id,country,spend\nc1,us,5120000\nc1,"ca",0')).toEqual([
			{ id: 'c1', country: 'us', spend: '5120000' },
			{ id: 'c1', country: 'ca', spend: '0' },
		]);
		expect(() => csvRecords('id,spend\nc1')).toThrow(CsvError);
	});

	it('refuses a file that ends inside quotes or has text after a closing quote', () => {
		expect(() => parseCsv('a\n"open')).toThrow(/ends inside a quoted field/);
		expect(() => parseCsv('"a"b,c')).toThrow(/after a closing quote/);
	});

	it('reads back any table written the RFC 4180 way', () => {
		const write = (rows: string[][]) => rows.map((r) => r.map((f) => (/[",\r\n]/.test(f) || f === '' ? `"${f.replace(/"/g, '""')}"` : f)).join(',')).join('\r\n');
		fc.assert(
			fc.property(fc.array(fc.array(fc.string({ minLength: 0, maxLength: 6 }), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), (rows) => {
				expect(parseCsv(write(rows))).toEqual(rows);
			}),
		);
	});

	it('reads a blank metric cell as empty (null) and only decimal numbers as numbers (issue 37, 7)', () => {
		const csv = [
			'id,type,start_time,end_time,impressions,swipes,spend,video_views,screen_time_millis,conversion_purchases',
			'c1,CAMPAIGN,2025-07-01T00:00:00-07:00,2025-07-02T00:00:00-07:00,, ,0x10,1e3,-2.5,0b1',
		].join('\n');
		const answer = csvAsAnswer(csv, { id: 'c1', type: 'CAMPAIGN', granularity: 'TOTAL', start: '2025-07-01T00:00:00-07:00', end: '2025-07-02T00:00:00-07:00', dimension: 'none' });
		const stats = ((answer.total_stats as Array<{ total_stat: { stats: Record<string, unknown> } }>)[0]).total_stat.stats;
		expect(stats).toEqual({ impressions: null, swipes: null, spend: '0x10', video_views: 1000, screen_time_millis: -2.5, conversion_purchases: '0b1' });
	});
});
