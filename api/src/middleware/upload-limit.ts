/**
 * The size limit of a file upload (an admin's image or park map, a family's photo), enforced before and
 * while the body streams in, so an oversized request is refused without being held in full. The
 * multipart parse that follows it is read-multipart.ts, which holds the file itself to the same limit.
 */
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { MAP_FILE_TOO_LARGE, MAP_UPLOAD_MAX_BYTES } from "#shared/rules/park-map";
import { FILE_TOO_LARGE, UPLOAD_MAX_BYTES } from "#shared/rules/uploads";
import type { AppEnv } from "../deps";
import { HttpError, type Refusal } from "../errors";
import { MULTIPART_OVERHEAD_BYTES } from "../services/files/uploads";

/** The largest file an upload takes, and the refusal of one past it. */
export interface FileLimit {
  maxBytes: number;
  tooLarge: Refusal;
}

export const IMAGE_FILE_LIMIT: FileLimit = { maxBytes: UPLOAD_MAX_BYTES, tooLarge: FILE_TOO_LARGE };
export const MAP_FILE_LIMIT: FileLimit = { maxBytes: MAP_UPLOAD_MAX_BYTES, tooLarge: MAP_FILE_TOO_LARGE };

function uploadLimitOf({ maxBytes, tooLarge }: FileLimit) {
  const bodyMaxBytes = maxBytes + MULTIPART_OVERHEAD_BYTES;
  /** An honest Content-Length over the limit is refused before a byte of the body is read. */
  const refuseDeclaredOversize = createMiddleware<AppEnv>(async (c, next) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (Number.isFinite(declared) && declared > bodyMaxBytes) throw new HttpError(413, tooLarge);
    await next();
  });
  /** Counts the bytes as they arrive, for a missing or lying Content-Length. */
  const countBody = bodyLimit({
    maxSize: bodyMaxBytes,
    onError: () => {
      throw new HttpError(413, tooLarge);
    },
  });
  return [refuseDeclaredOversize, countBody] as const;
}

/**
 * The paths whose routes set this limit themselves, which the app's small JSON body limit must let
 * through (app.ts): admin image uploads, park maps and a family's photos.
 */
export function hasOwnUploadLimit(path: string): boolean {
  return path.startsWith("/api/upload/") || /^\/api\/hunts\/[^/]+\/(?:photos|map)$/.test(path);
}

/** Both checks, in order: put them after the auth guard, so a visitor's body is never read. */
export const uploadLimit = uploadLimitOf(IMAGE_FILE_LIMIT);
/** The same for a park map, which may be twice an image's size. */
export const mapUploadLimit = uploadLimitOf(MAP_FILE_LIMIT);
