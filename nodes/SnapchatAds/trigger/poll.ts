/**
 * One poll of the trigger. Fetch Test Event (manual mode) shows one recent real example and touches
 * no state. An activated workflow compares what is there now with what the last poll recorded in
 * the workflow's static data: the first poll (or the first after the settings changed) records a
 * baseline and emits nothing; later polls emit each change once. The state is written only after
 * every read succeeded, so a poll that fails half way emits nothing and keeps the old state.
 */
import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { convertInputErrors } from '../../shared/items/errors';
import { toMicro } from '../../shared/input/money';
import { locatorId, locatorParts } from '../../shared/input/adsManagerLink';
import { InputError } from '../../shared/input/validation';
import { showValue } from '../../shared/input/values';
import { createClient } from '../transport';
import { AD_ACCOUNT_FIELD } from '../actions/common/locators';
import { adReviewSource, REVIEW_CHOICES, type ReviewChoice } from './adReview';
import { deliverySource, type DeliveryLevel, type DeliveryWatch } from './delivery';
import { EVENTS, type TriggerEvent } from './fields';
import { createPollLookups } from './lookups';
import { pixelHealthSource } from './pixelHealth';
import { readPixelHealthOptions } from './pixelHealth/settings';
import { metricSource } from './metric';
import { readMetricSettings } from './metricInput';
import { segmentSource, type SegmentReadyChoice } from './segments';
import { spendSource, type SpendOf } from './spend';
import { adAccountSubject, type EventSource, type SourceContext } from './source';
import { STATE_VERSION, stateFor, type TriggerState } from './state';

/** Where the state lives in the node's static data. */
const STATE_KEY = 'snapchatAdsTrigger';

/** An options field's value; one that is none of the choices (e.g. from an expression) is an input error. */
function choice<T extends string>(ctx: IPollFunctions, name: string, field: string, allowed: readonly T[], fallback: T): T {
	const value = ctx.getNodeParameter(name, fallback) as unknown;
	if (allowed.includes(value as T)) return value as T;
	return checked(ctx, () => {
		throw new InputError(field, `${showValue(value)} is not one of the choices`, `Choose one from the list, or make the expression give one of: ${allowed.join(', ')}.`);
	});
}

/** The input checks of the trigger, as a NodeOperationError naming the field and the fix. */
function checked<T>(ctx: IPollFunctions, read: () => T): T {
	return convertInputErrors(ctx, undefined, read);
}

function optionalCampaign(ctx: IPollFunctions): string | undefined {
	const raw = ctx.getNodeParameter('campaignId', '') as unknown;
	const { value } = locatorParts(raw);
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
	return locatorId(raw, 'Campaign', 'campaign');
}

function eventSource(ctx: IPollFunctions, source: SourceContext, event: TriggerEvent): EventSource<unknown> {
	switch (event) {
		case 'adReviewStatusChanged':
			return adReviewSource(source, choice(ctx, 'reviewStatus', 'Review Status', Object.keys(REVIEW_CHOICES) as ReviewChoice[], 'rejected')) as EventSource<unknown>;
		case 'deliveryStatusChanged':
			return deliverySource(source, {
				level: choice<DeliveryLevel>(ctx, 'level', 'Level', ['campaign', 'adSquad', 'ad'], 'campaign'),
				campaignId: checked(ctx, () => optionalCampaign(ctx)),
				watch: choice<DeliveryWatch>(ctx, 'watch', 'Watch', ['any', 'status', 'deliveryStatus'], 'any'),
			}) as EventSource<unknown>;
		case 'spendPassedLimit': {
			const limit = ctx.getNodeParameter('spendLimit', 100) as unknown;
			const limitMicro = checked(ctx, () => toMicro(limit, 'Spend Limit', { allowZero: true }));
			return spendSource(source, {
				of: choice<SpendOf>(ctx, 'spendOf', 'Spend Of', ['adAccount', 'campaign'], 'adAccount'),
				limit: Number(limit),
				limitMicro,
			}) as EventSource<unknown>;
		}
		case 'metricPassedThreshold':
			return metricSource(source, checked(ctx, () => readMetricSettings((name, fallback) => ctx.getNodeParameter(name, fallback)))) as EventSource<unknown>;
		case 'audienceSegmentReady':
			return segmentSource(source, choice<SegmentReadyChoice>(ctx, 'segmentReady', 'Ready When', ['targetable', 'uploadComplete', 'either'], 'targetable')) as EventSource<unknown>;
		case 'pixelHealthChanged':
			return pixelHealthSource(source, checked(ctx, () => readPixelHealthOptions((name, fallback) => ctx.getNodeParameter(name, fallback), source.adAccountId))) as EventSource<unknown>;
	}
}

export async function pollTrigger(ctx: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const event = ctx.getNodeParameter('event', 'adReviewStatusChanged') as TriggerEvent;
	if (!EVENTS.includes(event)) {
		throw new NodeOperationError(ctx.getNode(), `Unknown Event "${String(event)}"`, { description: 'Open the trigger and choose an Event from the list.' });
	}
	const adAccountId = checked(ctx, () =>
		locatorId(ctx.getNodeParameter('adAccountId', ''), AD_ACCOUNT_FIELD, 'ad account'),
	);
	const client = await createClient(ctx);
	const lookups = createPollLookups(client, adAccountId, adAccountSubject(adAccountId));
	const source = eventSource(ctx, { ctx, client, adAccountId, nowMs: Date.now(), lookups }, event);

	if (ctx.getMode() === 'manual') {
		const example = await source.example();
		if (example !== undefined) return [ctx.helpers.returnJsonArray([example])];
		// No real example yet: a sample of the same shape, clearly marked, so the next node can be built.
		const note = `SAMPLE, not real data: ${source.noExample.message}. ${source.noExample.description}`;
		return [ctx.helpers.returnJsonArray([{ _sample: true, _note: note, ...(await source.sample()) }])];
	}

	const staticData = ctx.getWorkflowStaticData('node');
	const previous = stateFor<unknown>(staticData[STATE_KEY], source.key);
	const { state, events } = await source.poll(previous?.p);
	const next: TriggerState<unknown> = { v: STATE_VERSION, k: source.key, p: state };
	staticData[STATE_KEY] = next as unknown as IDataObject;
	return events.length === 0 ? null : [ctx.helpers.returnJsonArray(events)];
}
