/** Naming what a failed run had already created, so a corrected re-run does not create it twice. */

export interface Created {
	itemIndex: number;
	id: string;
}

/** How many created IDs (or reasons) an error message lists before pointing at the error's details. */
export const LISTED_IN_MESSAGE = 20;

/** "Already created in this run, do not create them again: item 0 → id, …" (created must not be empty). */
export function alreadyCreated(created: Created[]): string {
	const shown = created
		.slice(0, LISTED_IN_MESSAGE)
		.map((c) => `item ${c.itemIndex} → ${c.id}`)
		.join(', ');
	const more = created.length > LISTED_IN_MESSAGE ? ` and ${created.length - LISTED_IN_MESSAGE} more (all in the error details)` : '';
	return `Already created in this run, do not create them again: ${shown}${more}.`;
}
