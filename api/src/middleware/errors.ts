/** Maps thrown errors to `{detail}` bodies; anything unexpected is logged and answered without internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DATABASE_BUSY_DETAIL, DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE_DETAIL, databaseFault } from "../db/database-faults";
import { HttpError, TryLater } from "../errors";

/**
 * A 413 is often answered before the body has been read. The connection is closed after it, and says so,
 * so a client does not send its next request down a connection whose unread body the server is
 * discarding or about to cut.
 */
function answer(c: Context, status: HttpError["status"], detail: string, headers: Record<string, string> = {}) {
  if (status === 413) headers.connection = "close";
  return c.json({ detail }, status, headers);
}

export function onError(err: Error, c: Context) {
  if (err instanceof TryLater && err.retryAfterSeconds !== undefined) {
    return answer(c, err.status, err.detail, { "retry-after": String(err.retryAfterSeconds) });
  }
  if (err instanceof HttpError) return answer(c, err.status, err.detail);
  if (err instanceof HTTPException) {
    const status = err.status;
    return answer(c, status, status === 413 ? "Request body is too large" : err.message || "Request failed");
  }
  // The database away or too busy this moment: the same request may succeed unchanged in a moment.
  const fault = databaseFault(err);
  if (fault) {
    const detail = fault === "busy" ? DATABASE_BUSY_DETAIL : DATABASE_UNAVAILABLE_DETAIL;
    return answer(c, 503, detail, { "retry-after": String(DATABASE_RETRY_AFTER_S) });
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ detail: "Internal server error" }, 500);
}

export function onNotFound(c: Context) {
  return c.json({ detail: "Not found" }, 404);
}
