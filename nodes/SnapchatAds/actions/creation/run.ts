/**
 * The run of a Create operation on the package's batched-write runner (nodes/shared/items/
 * writes.ts): every item is read and checked before any request (the ad account's zone and
 * currency, and for ad squads the campaign, are looked up once per run in `check`); the runner
 * groups by parent, cuts chunks at Snap's limit, decides Continue On Fail and writes the run error.
 * Each chunk goes out through `sendCreates`; an item whose Preview Only is true (read per item) is
 * not sent and comes back as what would be created (with what `previewExtra` added, asked before
 * any create).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { WriteEntry, WriteOutcome } from '../../../shared/items/writes';
import { done, notSent, refused, runWrites, unknown } from '../../../shared/items/writes';
import { ADS_WRITE_LIMIT } from '../../api';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import type { AdAccountLookup } from '../common/accounts';
import { createAdAccountLookup } from '../common/accounts';
import { warningsJson } from '../common/warnings';
import { readPreview } from './fields';
import { createdJson, describeOutcome } from './report';
import type { CreateLevel, CreateRequest } from './send';
import { CREATE_ENTITY, sendCreates } from './send';

export interface PreparedCreate extends CreateRequest {
	adAccountId: string;
	currency?: string;
	/** What the item should say beside its output (e.g. a segment that is not ready yet); nothing is refused for it. */
	warnings?: string[];
	/** What a preview shows beside the element (the pixel eligibility Snapchat gave: eligibilityCheck.ts). */
	shown?: IDataObject;
}

export interface CreateSpec<T> {
	level: CreateLevel;
	/** Reads and checks what needs no request (InputErrors name the field). */
	read(ctx: IExecuteFunctions, itemIndex: number): T;
	/** Finishes the element with what the lookups give (zone, currency, the parent); still before any create. */
	prepare(input: T, env: { ctx: IExecuteFunctions; client: SnapClient; accounts: AdAccountLookup; itemIndex: number; nowMs: number }): Promise<PreparedCreate>;
	/** After a create: more warnings from Snap's answer (an ad squad whose expansion reads back otherwise). */
	afterCreate?(prepared: PreparedCreate, entity: Record<string, unknown>): string[];
	/**
	 * With Preview Only: more to say about one prepared create (an ad squad's audience estimate, when
	 * asked). Asked while the items are checked, before any create: a failure refuses its item only.
	 */
	previewExtra?(prepared: PreparedCreate, client: SnapClient): Promise<IDataObject>;
}

/**
 * One item: what `read` gave, its Preview Only (read per item), the element once prepared and, for a
 * previewed item, what `previewExtra` added (asked in `check`, before any create).
 */
type Entry<T> = { read: T; preview: boolean; prepared?: PreparedCreate; extra?: IDataObject };

export async function runCreates<T>(ctx: IExecuteFunctions, items: INodeExecutionData[], spec: CreateSpec<T>): Promise<INodeExecutionData[]> {
	const { label } = CREATE_ENTITY[spec.level];
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(ctx));
	const nowMs = Date.now();
	return await runWrites<Entry<T>>(ctx, items, {
		what: { one: label, many: `${label}s`, verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: ADS_WRITE_LIMIT,
		// Grouped by the parent once it is known (check); until then all items share one group.
		read: (i) => ({ group: '', input: { read: spec.read(ctx, i), preview: readPreview(ctx, i) } }),
		check: async (entries, refuse) => {
			const accounts = createAdAccountLookup(await connect());
			const ready: Array<WriteEntry<Entry<T>>> = [];
			for (const entry of entries) {
				try {
					const prepared = await spec.prepare(entry.input.read, { ctx, client: await connect(), accounts, itemIndex: entry.itemIndex, nowMs });
					// Issue 45, point 3: a preview's extra request (the audience estimate) is a read asked here,
					// before any create, so its failure refuses its own item only and never stands for the
					// creates of its chunk (without Continue On Fail the run stops with nothing created).
					const extra = entry.input.preview && spec.previewExtra ? await spec.previewExtra(prepared, await connect()) : undefined;
					ready.push({ ...entry, group: prepared.parentId, input: { ...entry.input, prepared, extra } });
				} catch (error) {
					refuse(entry.itemIndex, error);
				}
			}
			return ready;
		},
		send: async (_parentId, part) => {
			// Items previewed (Preview Only true for them) are answered as what would be created; the others are sent.
			const sent = part.filter((e) => !e.input.preview);
			const requests = sent.map((e) => e.input.prepared as PreparedCreate);
			const outcomes = requests.length > 0 ? await sendCreates(await connect(), spec.level, requests, { stopOnProblem: true }) : [];
			const answers: WriteOutcome[] = [];
			for (const e of part) {
				const p = e.input.prepared as PreparedCreate;
				if (e.input.preview) {
					answers.push(done({ preview: true, sent: false, level: spec.level, parent_id: p.parentId, would_create: p.element as IDataObject, ...p.shown, ...e.input.extra, ...warningsJson(p.warnings) }));
					continue;
				}
				const o = outcomes[sent.indexOf(e)];
				if (o.status === 'created') {
					const warnings = [...(p.warnings ?? []), ...(spec.afterCreate?.(p, o.entity) ?? [])];
					answers.push(done({ ...createdJson(spec.level, o.entity, p.adAccountId, p.currency, p.element), ...warningsJson(warnings) }, String(o.entity.id)));
					continue;
				}
				const error = describeOutcome(spec.level, p, o);
				answers.push(o.status === 'refused' ? refused(error) : o.status === 'unknown' ? unknown(error) : notSent(error));
			}
			return answers;
		},
	});
}


