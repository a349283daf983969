import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { markOutcomeUnknown } from '../../../shared/items/errors';
import { done, refused, runWrites, unknown, type WriteOutcome } from '../../../shared/items/writes';
import { CREATIVE_WRITE_LIMIT } from '../../api/entities';
import { createClient } from '../../transport';
import { createProperties } from './createFields';
import type { PreparedCreative } from './createInput';
import { prepareCreative } from './createInput';
import type { CreativeOutcome } from './createSend';
import { sendCreatives } from './createSend';

export const properties: INodeProperties[] = createProperties;

/** One answer element's outcome in the runner's terms, with an error that names the item and says what to do. */
function toOutcome(ctx: IExecuteFunctions, o: CreativeOutcome, adAccountId: string, name: string): WriteOutcome {
	if (o.kind === 'created') return done(o.entity as IDataObject, o.id);
	if (o.kind === 'refused') {
		return refused(
			new NodeApiError(ctx.getNode(), {} as JsonObject, {
				message: `Snapchat refused the creative of item ${o.itemIndex}: ${o.reason}`,
				description:
					'Check the field the reason names (in brackets), e.g. [call_to_action] or [top_snap_media_id]; the Top Snap Media must be ready and belong to the same ad account. Nothing was created for this item.',
				itemIndex: o.itemIndex,
			}),
		);
	}
	return unknown(
		markOutcomeUnknown(
			new NodeApiError(ctx.getNode(), {} as JsonObject, {
				message: `The outcome of the creative of item ${o.itemIndex} is unknown: it may or may not have been created (${o.why})`,
				description: `It was not sent again, so that it is not created twice. Run Creative → Get Many on ad account ${adAccountId} and look for "${name}" before running this item again.`,
				itemIndex: o.itemIndex,
			}),
		),
	);
}

/** Through the package's write runner: every item checked first, 10 per request by ad account, one outcome per item. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await runWrites<PreparedCreative>(this, items, {
		what: { one: 'creative', many: 'creatives', verb: 'create', past: 'created', checkWith: 'Creative → Get Many' },
		idempotent: false,
		chunkSize: CREATIVE_WRITE_LIMIT,
		read: (i) => {
			const prepared = prepareCreative(this, i);
			return { group: prepared.adAccountId, input: prepared };
		},
		send: async (adAccountId, part) => {
			const outcomes = await sendCreatives(this, client, adAccountId, part.map((e) => e.input));
			return outcomes.map((o, k) => toOutcome(this, o, adAccountId, part[k].input.name));
		},
	});
}
