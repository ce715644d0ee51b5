/**
 * Maps thrown errors to `{detail}` bodies (`{detail, key, params}` for a refusal with a message in the
 * catalogs); anything unexpected is logged and answered without internals.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { DATABASE_RETRY_AFTER_S, databaseFault } from "../db/database-faults";
import { HttpError, notFoundBody, refusalBody, TryLater, type RefusalBody } from "../errors";

/**
 * A 413 is often answered before the body has been read. The connection is closed after it, and says so,
 * so a client does not send its next request down a connection whose unread body the server is
 * discarding or about to cut.
 */
function answer(c: Context, status: HttpError["status"], body: RefusalBody, headers: Record<string, string> = {}) {
  if (status === 413) headers.connection = "close";
  return c.json(body, status, headers);
}

export function onError(err: Error, c: Context) {
  if (err instanceof TryLater && err.retryAfterSeconds !== undefined) {
    return answer(c, err.status, err.body, { "retry-after": String(err.retryAfterSeconds) });
  }
  if (err instanceof HttpError) return answer(c, err.status, err.body);
  if (err instanceof HTTPException) {
    const status = err.status;
    return answer(c, status, refusalBody(status === 413 ? { key: "bodyTooLarge" } : err.message || { key: "requestFailed" }));
  }
  // The database away or too busy this moment: the same request may succeed unchanged in a moment.
  const fault = databaseFault(err);
  if (fault) {
    const body = refusalBody({ key: fault === "busy" ? "databaseBusy" : "databaseUnavailable" });
    return answer(c, 503, body, { "retry-after": String(DATABASE_RETRY_AFTER_S) });
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json(refusalBody({ key: "internalError" }), 500);
}

export function onNotFound(c: Context) {
  return c.json(notFoundBody(), 404);
}
