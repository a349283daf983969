/**
 * Add Users and Remove Users on the batched-write runner: every item's identifier is read,
 * normalised and hashed in the node (plain values never leave it) before any request; duplicates
 * are dropped; the hashes go to the segment in requests of up to 100,000; the run answers with ONE
 * summary item paired with all input items (the runner's report by group, the group being the segment).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { chunksByGroup, runWrites } from '../../../shared/items/writes';
import { segmentUsersPath } from '../../api';
import { createClient, type SnapClient } from '../../transport';
import { IdentifierCollector, MAX_IDENTIFIERS_PER_REQUEST, usersBody } from './hashing';
import { LABEL_BY_TYPE } from './identifiers';
import { runSettingsReader } from './usersFields';
import { outcomeOfRequest, readUsersAnswer, requestReports, usersStop, usersSummary, type UsersMode } from './usersReport';

/**
 * What an item adds to the requests: the hash of its identifier, or nothing (an invalid identifier,
 * skipped and reported, or a duplicate of an earlier item's).
 */
type UserHash = string | undefined;

export async function executeUsers(ctx: IExecuteFunctions, items: INodeExecutionData[], mode: UsersMode): Promise<INodeExecutionData[]> {
	const settingsOf = runSettingsReader(ctx);
	// Made by item 0's read (its type and phone settings are every item's); the runner reads every
	// item before it sends or summarises anything.
	let collector: IdentifierCollector | undefined;
	const identifiersOf = () => collector as IdentifierCollector;
	let client: SnapClient | undefined;
	// One segment per run (usersFields.ts), so the run's requests are numbered 1, 2, … as the summary lists them.
	let requests = 0;
	const past = mode === 'add' ? 'added' : 'removed';
	return await runWrites<UserHash>(ctx, items, {
		what: { one: 'identifier', many: 'identifiers', verb: mode, past, checkWith: 'Get', outcomes: { done: 'accepted', refused: 'refused', unknown: 'unknown' } },
		// Sending the same identifiers again adds or removes no user twice.
		idempotent: true,
		read: (i) => {
			const { segmentId, type, options } = settingsOf(i);
			collector ??= new IdentifierCollector(type, options.phone);
			const result = collector.add(i, ctx.getNodeParameter('identifier', i, undefined));
			if (!result.ok && options.fail) {
				throw new NodeOperationError(ctx.getNode(), `Invalid Identifier in item ${i}: the ${LABEL_BY_TYPE[type].toLowerCase()} ${result.reason}`, {
					itemIndex: i,
					description: 'Nothing was sent to Snapchat. Fix the item, or set On Invalid Identifier to "Skip and Report".',
				});
			}
			return { group: segmentId, input: result.ok && !result.duplicate ? result.hash : undefined };
		},
		chunkSize: MAX_IDENTIFIERS_PER_REQUEST,
		// Only the first item with a hash carries it: a request holds distinct hashes.
		plan: (entries, size) => chunksByGroup(entries.filter((e) => e.input !== undefined), size),
		send: async (segmentId, part) => {
			const request = ++requests;
			client ??= await createClient(ctx);
			const answer = await client.request({
				method: mode === 'add' ? 'POST' : 'DELETE',
				path: segmentUsersPath(segmentId),
				body: usersBody(identifiersOf().schema, part.map((e) => e.input as string)) as unknown as IDataObject,
				// Adding the same hashes twice adds no user twice, but Snap counts the request: only a 429 is resent.
				idempotent: mode === 'remove',
				subject: `audience segment ${segmentId}`,
				itemIndex: 0,
				unknownOutcome: `the ${part.length} identifiers of request ${request} may or may not have been ${past}`,
				checkHint: 'Run Get on the segment later to see approximate_number_users; sending the same identifiers again does not add a user twice.',
			});
			const outcome = outcomeOfRequest(readUsersAnswer(answer, request, part.length));
			return part.map(() => outcome);
		},
		report: {
			summarise: (segmentId, { answered, stop }) =>
				usersSummary(segmentId, mode, identifiersOf(), requestReports(answered), stop ? usersStop(answered, stop) : undefined),
			failure: (_segmentId, { answered, stop: why }) => {
				const stop = usersStop(answered, why);
				// A first request that failed as a whole: the transport's error says it all.
				if (stop.nothingAnswered && !why.answered) return why.error;
				return new NodeApiError(ctx.getNode(), {}, { message: stop.message, description: stop.description, itemIndex: 0 });
			},
		},
	});
}
