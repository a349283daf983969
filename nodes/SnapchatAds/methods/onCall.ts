/**
 * List searches and option loaders whose code is imported at their first call, not when n8n loads
 * the node: a list search needs the Marketing API transport, which the node's description does not
 * (cold load: see docs/development.md). Node caches the module after that first import; nothing of
 * a call is kept. The names are checked by the description tests: every list search a field names
 * must be here, a function.
 */
import type { ILoadOptionsFunctions, INodeListSearchResult, INodePropertyOptions } from 'n8n-workflow';

import type * as ListSearches from './listSearch';
import type * as LoadOptions from './loadOptions';

type ListSearch = (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult>;
type LoadOption = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;

export function listSearchOnCall<N extends keyof typeof ListSearches>(...names: N[]): Record<N, ListSearch> {
	const methods = {} as Record<N, ListSearch>;
	for (const name of names) {
		methods[name] = async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
			const search: ListSearch = (await import('./listSearch'))[name];
			return await search.call(this, filter, paginationToken);
		};
	}
	return methods;
}

export function loadOptionsOnCall<N extends keyof typeof LoadOptions>(...names: N[]): Record<N, LoadOption> {
	const methods = {} as Record<N, LoadOption>;
	for (const name of names) {
		methods[name] = async function (this: ILoadOptionsFunctions) {
			const load: LoadOption = (await import('./loadOptions'))[name];
			return await load.call(this);
		};
	}
	return methods;
}
