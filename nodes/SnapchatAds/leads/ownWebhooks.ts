/**
 * Which of a lead form's webhooks at Snap are this trigger's own (issue 45, point 6): the one at this
 * URL, this very trigger's at its other address (its test URL, its production URL, or a former one),
 * and anyone else's. Recognised by what the node holds (the integration ID it stored, its webhook ID in
 * the address), never by a word of the path: n8n's paths can be renamed (N8N_ENDPOINT_WEBHOOK,
 * N8N_ENDPOINT_WEBHOOK_TEST). registration.ts decides what to do with each kind.
 */
import type { IHookFunctions } from 'n8n-workflow';

import { nonEmptyText } from '../../shared/input/values';
import type { ListedIntegration } from '../api/leadGen';
import { triggerState } from './state';

function parseUrl(url: string | undefined): URL | undefined {
	if (!url) return undefined;
	try {
		return new URL(url.trim());
	} catch {
		return undefined;
	}
}

const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '').toLowerCase();

/**
 * Whether `other` is an address of this very trigger: n8n gives it two, `<base>/<endpoint>/<webhook
 * ID>/webhook` with the production endpoint and with the test one (both renamable), so an address with
 * the same scheme, host and port whose path ends with this node's webhook ID and what follows it in
 * `url`. The webhook ID is the node's own (n8n refuses a second active webhook with the same path).
 */
function sameTrigger(ctx: IHookFunctions, other: string | undefined, url: string): boolean {
	const webhookId = nonEmptyText(ctx.getNode().webhookId)?.toLowerCase();
	const mine = parseUrl(url);
	const theirs = parseUrl(other);
	if (!webhookId || !mine || !theirs || mine.origin !== theirs.origin) return false;
	const path = pathOf(mine);
	const at = path.lastIndexOf(`/${webhookId}/`);
	return at >= 0 && pathOf(theirs).endsWith(path.slice(at));
}

export interface SortedIntegrations {
	/** At this URL. */
	here: ListedIntegration[];
	/** This trigger's, at its other URL: the production one while listening for a test event, else the test one or a former address. */
	own: ListedIntegration[];
	/** Anyone else's. */
	others: ListedIntegration[];
}

/**
 * The form's webhooks told apart. This trigger's own, not at this URL: the integration ID the static data
 * holds (while listening for a test event it is the production one's when the test was handed the saved
 * static data), or an address of this very trigger (`sameTrigger`).
 */
export function sortOut(ctx: IHookFunctions, integrations: ListedIntegration[], url: string): SortedIntegrations {
	const storedId = nonEmptyText(triggerState(ctx).integrationId);
	const sorted: SortedIntegrations = { here: [], own: [], others: [] };
	for (const integration of integrations) {
		if (sameUrl(integration.webhookUrl, url)) sorted.here.push(integration);
		else if ((storedId !== undefined && integration.integrationId === storedId) || sameTrigger(ctx, integration.webhookUrl, url)) sorted.own.push(integration);
		else sorted.others.push(integration);
	}
	return sorted;
}

/** Same address, whatever the trailing slash or the case of scheme and host. */
export function sameUrl(a: string | undefined, b: string | undefined): boolean {
	if (!a || !b) return false;
	const norm = (u: string) => {
		const parsed = parseUrl(u);
		return parsed
			? `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`.toLowerCase()
			: u.trim().replace(/\/+$/, '').toLowerCase();
	};
	return norm(a) === norm(b);
}
