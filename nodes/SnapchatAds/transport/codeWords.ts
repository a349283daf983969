/**
 * Snap error codes whose own message does not say what to do, in plain words with what to change in
 * the node. Pure: given Snap's reason (or its error_code field), the advice or undefined. The codes
 * and Snap's messages are seen in a live client (BoilerRoom, shared/spec/snap-api-changes-2025-2026.md
 * §4); what each means for the node is ours.
 */
const ADVICE: ReadonlyArray<[code: string, advice: string]> = [
	[
		'E21011',
		// "For this optimization goal, you must have chat feed placement selected" (since 27 Nov 2025).
		'Snapchat requires the Chat Feed (Sponsored Snaps) position for this optimization goal when the placement is custom. ' +
			'In the node, add Chat Feed (Sponsored Snaps) to Positions, or set Placement to Automatic, or choose another Optimization Goal.',
	],
	[
		'E2845',
		// "Placement platform must contain SNAPCHAT".
		'Snapchat requires a custom placement to be for Snapchat itself. ' +
			'Ad Squad Create always sends it so; for a copied or edited squad, set its placement in Ads Manager, or create the squad with Placement set to Automatic or Custom.',
	],
	[
		'E2025',
		// "Update is not supported for this entity" / "AdSquad was created with placement v2, please update the placement in Ads Manager".
		'Snapchat does not let the API change this ad squad: it was created with Snapchat\'s newer placement settings. ' +
			'Make this change in Ads Manager.',
	],
];

/** What a Snap error code means and what to change in the node, for the codes known to need it. */
export function snapCodeAdvice(reasonOrCode: string | undefined): string | undefined {
	if (!reasonOrCode) return undefined;
	return ADVICE.find(([code]) => new RegExp(`\\b${code}\\b`).test(reasonOrCode))?.[1];
}
