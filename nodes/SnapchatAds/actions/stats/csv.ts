/**
 * A small RFC 4180 CSV reader for Snapchat's asynchronous report files: commas, quoted fields with
 * doubled quotes, commas and line breaks inside quotes, CRLF or LF line ends, a UTF-8 byte-order
 * mark. The first line names the columns. Pure; a malformed file is reported, never guessed around.
 */
export class CsvError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'CsvError';
	}
}

/** The lines of a CSV text as lists of fields (every field a string). */
export function parseCsv(text: string): string[][] {
	const lines: string[][] = [];
	let fields: string[] = [];
	let field = '';
	let quoted = false;
	/** Whether the current line had a quoted field: `""` alone is a line with one empty field, not a blank line. */
	let hadQuote = false;
	let line = 1;
	let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
	const endLine = () => {
		fields.push(field);
		if (hadQuote || !(fields.length === 1 && fields[0] === '')) lines.push(fields);
		hadQuote = false;
		fields = [];
		field = '';
		line++;
	};
	for (; i < text.length; i++) {
		const ch = text[i];
		if (quoted) {
			if (ch !== '"') {
				if (ch === '\n') line++;
				field += ch;
			} else if (text[i + 1] === '"') {
				field += '"';
				i++;
			} else {
				quoted = false;
				const next = text[i + 1];
				if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
					throw new CsvError(`Line ${line} of the report file has text after a closing quote`);
				}
			}
		} else if (ch === '"') {
			if (field !== '') throw new CsvError(`Line ${line} of the report file has a quote inside an unquoted field`);
			quoted = true;
			hadQuote = true;
		} else if (ch === ',') {
			fields.push(field);
			field = '';
		} else if (ch === '\n' || ch === '\r') {
			if (ch === '\r' && text[i + 1] === '\n') i++;
			endLine();
		} else {
			field += ch;
		}
	}
	if (quoted) throw new CsvError(`The report file ends inside a quoted field (line ${line})`);
	if (field !== '' || fields.length > 0 || hadQuote) endLine();
	return lines;
}

/** The records of a CSV text with a header line: one object per line, by column name. */
export function csvRecords(text: string): Array<Record<string, string>> {
	const [header, ...rows] = parseCsv(text);
	if (!header) return [];
	return rows.map((row, index) => {
		if (row.length !== header.length) {
			throw new CsvError(`Line ${index + 2} of the report file has ${row.length} fields; its header has ${header.length}`);
		}
		return Object.fromEntries(header.map((name, k) => [name, row[k]]));
	});
}
