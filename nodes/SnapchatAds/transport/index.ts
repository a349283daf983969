export * from './request';
export { readEnvelope, requireAllSucceeded, nextPageQuery, EnvelopeError } from './envelope';
export type { ElementResult, Envelope } from './envelope';
export { describeFailure, toHttpFailure, outcomeUnknown, redact, snapErrorFields } from './errors';
export type { HttpFailure, RequestKind } from './errors';
export { DEFAULT_RETRY_POLICY, nextRetryDelay, isRetryable, parseRetryAfter } from './retry';
export type { RetryPolicy } from './retry';
export { guardPages, pagingError, walkPages } from './pages';
export type { PagingProblem } from './pages';
