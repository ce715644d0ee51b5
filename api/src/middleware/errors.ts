/** Maps thrown errors to `{detail}` bodies; anything unexpected is logged and answered without internals. */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { HttpError } from "../errors";

export function onError(err: Error, c: Context) {
  if (err instanceof HttpError) return c.json({ detail: err.detail }, err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const detail = status === 413 ? "Request body is too large" : err.message || "Request failed";
    return c.json({ detail }, status);
  }
  console.error(`${c.req.method} ${c.req.path} failed:`, err);
  return c.json({ detail: "Internal server error" }, 500);
}

export function onNotFound(c: Context) {
  return c.json({ detail: "Not found" }, 404);
}
