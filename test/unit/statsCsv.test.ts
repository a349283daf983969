import fc from 'fast-check';

import { csvRecords, CsvError, parseCsv } from '../../nodes/SnapchatAds/actions/stats/csv';

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
});
