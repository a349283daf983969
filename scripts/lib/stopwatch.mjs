// Timing of the end-to-end run's parts, printed so that a run can be measured: wall time, and the CPU
// time this process and its finished children (n8n CLI runs, `n8n start` servers once stopped,
// Chromium, Postgres) used meanwhile. On a loaded machine the wall time grows but the CPU time hardly
// does: a part whose CPU time is far below its wall time is mostly waiting (polls, boots, sleeps).
// Lines start with `time - ` (never `ok`, `FAIL` or `N passed, M failed`, which the counters read).
import fs from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Seconds of CPU used by this process and its reaped children, or undefined where /proc is missing. */
export function cpuSeconds() {
	try {
		const stat = fs.readFileSync('/proc/self/stat', 'utf8');
		// Fields after the command name (which may hold spaces): state is field 3, utime 14 … cstime 17.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
		return (utime + stime + cutime + cstime) / TICKS_PER_SECOND;
	} catch {
		const { user, system } = process.cpuUsage();
		return (user + system) / 1e6;
	}
}

/** Times labelled parts; `lap(label)` ends one, `summary()` prints them all. */
export function stopwatch(prefix = '') {
	const laps = [];
	let wall = Date.now();
	let cpu = cpuSeconds();
	const format = (l) => `${l.wall.toFixed(1)} s wall, ${l.cpu.toFixed(1)} s CPU`;
	return {
		/** Restarts the clock without recording (e.g. before the first part). */
		reset() {
			wall = Date.now();
			cpu = cpuSeconds();
		},
		lap(label) {
			const now = Date.now();
			const c = cpuSeconds();
			const l = { label: `${prefix}${label}`, wall: (now - wall) / 1000, cpu: c - cpu };
			laps.push(l);
			wall = now;
			cpu = c;
			console.log(`time - ${l.label}: ${format(l)}`);
			return l;
		},
		laps,
		summary(title) {
			if (!laps.length) return;
			const width = Math.max(...laps.map((l) => l.label.length));
			const total = laps.reduce((s, l) => ({ wall: s.wall + l.wall, cpu: s.cpu + l.cpu }), { wall: 0, cpu: 0 });
			const lines = laps.map((l) => `time -   ${l.label.padEnd(width)}  ${l.wall.toFixed(1).padStart(7)} s wall ${l.cpu.toFixed(1).padStart(7)} s CPU`);
			console.log(`time - ${title} (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)} now):\n${lines.join('\n')}\ntime -   ${'total'.padEnd(width)}  ${total.wall.toFixed(1).padStart(7)} s wall ${total.cpu.toFixed(1).padStart(7)} s CPU`);
		},
	};
}
