/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Logging: one logger for n8n-core (DI) and n8n-workflow (LoggerProxy); lines go to the run
 * that is executing (AsyncLocalStorage), so concurrent runs never mix their logs.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { HarnessLogEntry } from './types';

export const logSink = new AsyncLocalStorage<HarnessLogEntry[]>();
/** Lines logged outside any run (e.g. while the harness starts). */
export const strayLogs: HarnessLogEntry[] = [];

export class RecordingLogger {
	private record(level: string, message: string, meta?: unknown): void {
		const entry: HarnessLogEntry = meta === undefined ? { level, message } : { level, message, meta };
		(logSink.getStore() ?? strayLogs).push(entry);
	}
	error(message: string, meta?: unknown): void {
		this.record('error', message, meta);
	}
	warn(message: string, meta?: unknown): void {
		this.record('warn', message, meta);
	}
	info(message: string, meta?: unknown): void {
		this.record('info', message, meta);
	}
	debug(message: string, meta?: unknown): void {
		this.record('debug', message, meta);
	}
	verbose(message: string, meta?: unknown): void {
		this.record('verbose', message, meta);
	}
	scoped(): RecordingLogger {
		return this;
	}
}
