export const RESOURCE = 'adAccount' as const;
