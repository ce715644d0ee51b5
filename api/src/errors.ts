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

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
