/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * One reader of a time zone option (issue 39, 5): Times Are In, Start Time Is In, End Time Is In
 * and Stats' zone option all go through readZoneOption in the kernel (nodes/shared/time/zones.ts);
 * no operation folder writes its own, and none imports another resource's folder for it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { InputError } from '../../nodes/shared/input/validation';
import { readZoneOption } from '../../nodes/shared/time/zones';

const root = path.join(__dirname, '../..');
function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name);
		return statSync(full).isDirectory() ? sources(full) : full.endsWith('.ts') ? [full] : [];
	});
}

describe('readZoneOption', () => {
	it('empty is none, an IANA name is kept trimmed, anything else is refused naming the field', () => {
		for (const empty of [undefined, null, '']) expect(readZoneOption(empty, 'Times Are In')).toBeUndefined();
		expect(readZoneOption(' Europe/Berlin ', 'Times Are In')).toBe('Europe/Berlin');
		expect(readZoneOption('UTC', 'End Time Is In')).toBe('UTC');
		for (const [value, field] of [['Mars/Base', 'Start Time Is In'], ['+01:00', 'Times Are In'], [42, 'End Time Is In']] as const) {
			let error: unknown;
			try {
				readZoneOption(value, field);
			} catch (caught) {
				error = caught;
			}
			expect(error).toBeInstanceOf(InputError);
			expect((error as InputError).field).toBe(field);
			expect((error as InputError).message).toMatch(new RegExp(`^${field} .* is not a time zone$`));
			expect((error as InputError).hint).toMatch(/IANA time zone name such as Europe\/Berlin/);
		}
	});

	it('is written once, in the kernel, and no operation imports another resource\'s folder for it', () => {
		const files = sources(path.join(root, 'nodes'));
		const defining = files.filter((f) => /function readZoneOption\b/.test(readFileSync(f, 'utf8'))).map((f) => path.relative(root, f));
		expect(defining).toEqual([path.join('nodes', 'shared', 'time', 'zones.ts')]);
		const sideways = files
			.filter((f) => !f.includes(`${path.sep}eventDetail${path.sep}`) && !f.includes(`${path.sep}creation${path.sep}`))
			.filter((f) => /readZoneOption[^;]*from '\.\.\/(eventDetail|creation)\//.test(readFileSync(f, 'utf8')))
			.map((f) => path.relative(root, f));
		expect(sideways).toEqual([]);
	});
});
