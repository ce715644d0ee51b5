/**
 * The size limit of a file upload (an admin's image, a family's photo), enforced before and while the
 * body streams in, so an oversized request is refused without being held in full. The multipart parse
 * that follows it is read-multipart.ts.
 */
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { FILE_TOO_LARGE } from "#shared/rules/uploads";
import type { AppEnv } from "../deps";
import { HttpError } from "../errors";
import { UPLOAD_BODY_MAX_BYTES } from "../services/files/uploads";

/** An honest Content-Length over the limit is refused before a byte of the body is read. */
const refuseDeclaredOversize = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  await next();
});

/** Counts the bytes as they arrive, for a missing or lying Content-Length. */
const countBody = bodyLimit({
  maxSize: UPLOAD_BODY_MAX_BYTES,
  onError: () => {
    throw new HttpError(413, FILE_TOO_LARGE);
  },
});

/**
 * The paths whose routes set this limit themselves, which the app's small JSON body limit must let
 * through (app.ts): admin image uploads and a family's photos.
 */
export function hasOwnUploadLimit(path: string): boolean {
  return path.startsWith("/api/upload/") || /^\/api\/hunts\/[^/]+\/photos$/.test(path);
}

/** Both checks, in order: put them after the auth guard, so a visitor's body is never read. */
export const uploadLimit = [refuseDeclaredOversize, countBody] as const;
