export const RESOURCE = 'adAccount' as const;

export function organizationAdAccountsPath(organizationId: string): string {
	return `/v1/organizations/${encodeURIComponent(organizationId)}/adaccounts`;
}
