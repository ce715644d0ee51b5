/** The one error shape of the API: every failure answers `{detail}` with a 4xx/5xx status. */
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * A refusal about this moment rather than about the request: a rate limit (with the seconds until there
 * is room again, answered as Retry-After) or a store that is full. The same request may succeed later, so
 * it is never kept as an idempotency key's answer, and never refuses the replay of something already done.
 */
export class TryLater extends HttpError {
  constructor(
    status: 413 | 429,
    detail: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(status, detail);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
