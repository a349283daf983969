/**
 * A stable 32-bit hash of a text (FNV-1a), so the emulator's made-up numbers (stats metrics and
 * their split over dimension values) are the same for the same entity and period in every run.
 */
export function hash(text: string): number {
	let h = 0x811c9dc5;
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i);
		h = Math.imul(h, 0x01000193);
	}
	return h >>> 0;
}
