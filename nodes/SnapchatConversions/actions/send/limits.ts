/**
 * Snap's limit on events per request: 2,000 (spec, seen in clients; no docs page states it, so it is
 * both the default and the maximum Batch Size, and the emulator holds the node to it).
 */
export const MAX_EVENTS_PER_REQUEST = 2_000;
