/**
 * /api/upload: admin image uploads (multipart field `file`). The size is enforced before and while the
 * body streams in, so an oversized request is refused without being held in full.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Deps } from "../deps";
import { HttpError } from "../errors";
import { requireAdmin } from "../middleware/auth";
import { FILE_TOO_LARGE } from "#shared/rules/uploads";
import { saveUpload, UPLOAD_BODY_MAX_BYTES } from "../services/uploads";

/** An honest Content-Length over the limit is refused before a byte of the body is read. */
const refuseDeclaredOversize = createMiddleware<AppEnv>(async (c, next) => {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > UPLOAD_BODY_MAX_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  await next();
});

/** Counts the bytes as they arrive, for a missing or lying Content-Length. */
const limitBody = bodyLimit({
  maxSize: UPLOAD_BODY_MAX_BYTES,
  onError: () => {
    throw new HttpError(413, FILE_TOO_LARGE);
  },
});

export function uploadRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/image", requireAdmin, refuseDeclaredOversize, limitBody, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new HttpError(400, "Malformed multipart body");
    }
    const file = form.file;
    if (!(file instanceof File)) throw new HttpError(422, "file: an image file is required");
    return c.json(await saveUpload(deps.uploadsDir, file), 201);
  });
}
