/** The `warnings` key an output carries beside what was done: Create, Duplicate, Update and Estimate Audience say it the same way. */
import type { IDataObject } from 'n8n-workflow';

/** The `warnings` key of an output, only when there is something to say. */
export function warningsJson(warnings: string[] | undefined): IDataObject {
	return warnings && warnings.length > 0 ? { warnings } : {};
}
