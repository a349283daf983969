/**
 * Snap's rate for one access token, as the transport paces a run's requests (nodes/shared/http/pace.ts).
 * Snap documents (developers.snap.com, Marketing API "Rate Limits"): an app may average 20 requests
 * per second, each access token 10 per second; past that, HTTP 429. Not documented, so assumed: the
 * window the average is taken over (read here as any rolling second, the strictest reading and the
 * emulator's) and any Retry-After header (none is documented; one that comes is honoured). A token
 * comes back a second (plus 20 ms for clock steps) after its request's answer: about 10 per second
 * plus one answer's time. A call that n8n repeats after refreshing an expired token (401) is one token
 * for two requests: rare (once an hour per credential), and a 429 it might cause is retried.
 */
import type { Pace } from '../../shared/http/pace';

export const SNAP_TOKEN_PACE: Pace = { perWindow: 10, windowMs: 1020 };
