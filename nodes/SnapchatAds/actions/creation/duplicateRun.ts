/**
 * Running a deep duplicate (a campaign with its ad squads and their ads, or an ad squad with its
 * ads): creates level by level through `sendCreates`, each child under its new parent, and stops
 * at the first level where anything was refused or is unknown. The top entity is created Paused
 * and set to Active only after everything under it was created (when Active was chosen), so a
 * duplicate that stops half-way leaves nothing delivering: the top copy is paused (its children
 * keep their originals' status, under it). The result
 * lists what was created (IDs, names, Ads Manager links) and what was not, and why.
 */
import type { IDataObject, JsonObject } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { readEnvelope } from '../../transport';
import type { SnapEntity } from '../../api';
import { childrenPath, parentOf } from '../../api';
import { adsManagerUrl } from './report';
import type { CreateLevel, CreateOutcome } from './send';
import { CREATE_ENTITY, sendCreates } from './send';

type Entity = Record<string, unknown>;

export interface PlanNode {
	level: CreateLevel;
	sourceId: string;
	element: Entity;
	children: PlanNode[];
}

export interface DeepPlan {
	adAccountId: string;
	/** The top entity's parent (ad account for a campaign, campaign for an ad squad). */
	parentId: string;
	top: PlanNode;
	/** Status chosen for the copy; the top is created Paused and activated at the end. */
	status: 'ACTIVE' | 'PAUSED';
	/** What the item says beside its output (a segment not ready yet); nothing is refused for it. */
	warnings?: string[];
}

export interface CreatedEntry {
	level: CreateLevel;
	source_id: string;
	id: string;
	name: unknown;
	status: unknown;
	ads_manager_url: string;
}

export interface NotCreatedEntry {
	level: CreateLevel;
	source_id: string;
	name: unknown;
	outcome: 'refused' | 'unknown' | 'not sent';
	reason: string;
}

export interface DeepResult {
	created: CreatedEntry[];
	notCreated: NotCreatedEntry[];
	/** Set when Active was chosen but switching the top entity on failed: it stays Paused. */
	activationProblem?: string;
}

function flatten(nodes: PlanNode[]): PlanNode[] {
	return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function notCreated(node: PlanNode, outcome: CreateOutcome | undefined, why?: string): NotCreatedEntry {
	const status = outcome?.status;
	return {
		level: node.level,
		source_id: node.sourceId,
		name: node.element.name,
		outcome: status === 'refused' ? 'refused' : status === 'unknown' ? 'unknown' : 'not sent',
		reason: why ?? (outcome && 'reason' in outcome ? outcome.reason : 'not sent'),
	};
}

async function activate(client: SnapClient, plan: DeepPlan, entity: Entity, itemIndex: number): Promise<string | undefined> {
	const type = CREATE_ENTITY[plan.top.level];
	// The copy as created, every field of it (issue 46, 1: a field outside the allow-list left out would be cleared by this PUT).
	const body: Entity = { ...plan.top.element, id: entity.id, status: 'ACTIVE' };
	try {
		const answer = await client.request({
			method: 'PUT',
			path: childrenPath(parentOf(type) as SnapEntity, plan.parentId, type),
			body: { [type.plural]: [body] },
			idempotent: true,
			subject: `${type.label} ${String(entity.id)}`,
			itemIndex,
		});
		const [element] = readEnvelope(answer, type.plural, type.singular).elements;
		return element?.ok ? undefined : (element?.reason ?? 'Snapchat did not confirm the change');
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}

/** Creates the plan level by level; never resends anything; returns what was and was not created. */
export async function runDeepPlan(client: SnapClient, plan: DeepPlan, itemIndex: number): Promise<DeepResult> {
	const result: DeepResult = { created: [], notCreated: [] };
	let level: Array<{ node: PlanNode; parentId: string }> = [{ node: plan.top, parentId: plan.parentId }];
	const topElement = { ...plan.top.element, status: plan.top.children.length > 0 ? 'PAUSED' : plan.status };
	let topEntity: Entity | undefined;
	while (level.length > 0) {
		const requests = level.map(({ node, parentId }) => ({
			parentId,
			itemIndex,
			element: node === plan.top ? topElement : { ...node.element, [CREATE_ENTITY[node.level].parentKey as string]: parentId },
		}));
		const outcomes = await sendCreates(client, level[0].node.level, requests, { stopOnProblem: true });
		const next: Array<{ node: PlanNode; parentId: string }> = [];
		let problem = false;
		level.forEach(({ node }, k) => {
			const o = outcomes[k];
			if (o.status === 'created') {
				const id = String(o.entity.id);
				if (node === plan.top) topEntity = o.entity;
				result.created.push({ level: node.level, source_id: node.sourceId, id, name: o.entity.name, status: o.entity.status, ads_manager_url: adsManagerUrl(plan.adAccountId, node.level, id) });
				for (const child of node.children) next.push({ node: child, parentId: id });
			} else {
				problem = true;
				result.notCreated.push(notCreated(node, o));
				for (const child of flatten(node.children)) result.notCreated.push(notCreated(child, undefined, `not sent: its ${CREATE_ENTITY[node.level].label} was not created`));
			}
		});
		if (problem) {
			for (const { node } of next) for (const n of flatten([node])) result.notCreated.push(notCreated(n, undefined, 'not sent: the duplicate stopped at the first failure'));
			return result;
		}
		level = next;
	}
	if (plan.status === 'ACTIVE' && plan.top.children.length > 0 && topEntity) {
		result.activationProblem = await activate(client, plan, topEntity, itemIndex);
		if (!result.activationProblem) result.created[0].status = 'ACTIVE';
	}
	return result;
}

/** The output JSON of a duplicate: the new top entity, counts and every created entity. */
export function deepOutput(plan: DeepPlan, result: DeepResult): IDataObject {
	const count = (level: CreateLevel) => result.created.filter((c) => c.level === level).length;
	const top = result.created[0];
	return {
		duplicated: { level: plan.top.level, source_id: plan.top.sourceId },
		id: top?.id,
		name: top?.name as string | undefined,
		status: top?.status as string | undefined,
		ads_manager_url: top?.ads_manager_url,
		created_counts: { campaigns: count('campaign'), ad_squads: count('adSquad'), ads: count('ad') },
		created: result.created as unknown as IDataObject[],
		...(result.activationProblem ? { warning: `Everything was created, but switching it to Active failed, so it is Paused: ${result.activationProblem}` } : {}),
	};
}

/** The preview JSON: what would be created, level by level, nothing sent. */
export function previewOutput(plan: DeepPlan): IDataObject {
	// A child's parent is created in the same run, so its ID is not known yet (the plan holds ''): the
	// preview says in words which new entity it goes into (issue 35).
	const show = (node: PlanNode, parent?: CreateLevel): IDataObject => {
		const key = CREATE_ENTITY[node.level].parentKey as string;
		const unknownParent = parent !== undefined && node.element[key] === '';
		return {
			level: node.level,
			source_id: node.sourceId,
			would_create: (unknownParent ? { ...node.element, [key]: `(the new ${CREATE_ENTITY[parent].label} above, once created)` } : node.element) as IDataObject,
			...(node.children.length > 0 ? { children: node.children.map((child) => show(child, node.level)) } : {}),
		};
	};
	return { preview: true, sent: false, parent_id: plan.parentId, ...show(plan.top) };
}

/** The error details of a duplicate that stopped: created (under a paused top copy) and not created. */
export function stoppedDetails(result: DeepResult): JsonObject {
	return { created: result.created, notCreated: result.notCreated } as unknown as JsonObject;
}

export function describeStopped(plan: DeepPlan, result: DeepResult): { message: string; description: string } {
	const { label } = CREATE_ENTITY[plan.top.level];
	const first = result.notCreated[0];
	const list = (entries: Array<{ level: CreateLevel; name: unknown; id?: string }>) =>
		entries
			.slice(0, 20)
			.map((e) => `${CREATE_ENTITY[e.level].label} ${JSON.stringify(e.name)}${e.id ? ` (${e.id})` : ''}`)
			.join(', ') + (entries.length > 20 ? ` and ${entries.length - 20} more (in the error details)` : '');
	const unknown = result.notCreated.filter((n) => n.outcome === 'unknown');
	return {
		message: `Duplicating ${label} ${plan.top.sourceId} stopped: the ${CREATE_ENTITY[first.level].label} ${JSON.stringify(first.name)} was ${first.outcome === 'unknown' ? 'perhaps created (outcome unknown)' : 'not created'}: ${first.reason}`,
		description: [
			result.created.length > 0
				? `Created, under a ${label} that stays Paused so nothing delivers: ${list(result.created)}. Delete them, or finish the copy in Ads Manager; do not run this item again as it is, or they will exist twice.`
				: 'Nothing was created.',
			unknown.length > 0 ? `Outcome unknown (look for them with Get Many before doing anything): ${list(unknown)}.` : undefined,
			// Snap's E21011 (seen in a live client): Chat Feed is required for the goal since 27 Nov 2025.
			// Duplicate copies the placement as read and has no Positions field, so the fix is in the original.
			first.outcome !== 'unknown' && /\bE21011\b/.test(first.reason)
				? `The ad squad copied has a custom placement without Chat Feed, which Snapchat now requires for its optimization goal: add Chat Feed (Sponsored Snaps) to the original's placement in Ads Manager (or set it to Automatic), then duplicate it again.`
				: undefined,
			`Not created: ${list(result.notCreated.filter((n) => n.outcome !== 'unknown'))}.`,
		]
			.filter((p) => p !== undefined && !p.endsWith('Not created: .'))
			.join(' '),
	};
}
