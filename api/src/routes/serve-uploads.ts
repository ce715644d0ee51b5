/** Serves stored uploads by their random name, with the type recorded from the file's bytes and nosniff. */
import type { Context } from "hono";
import { extname } from "node:path";
import { STORED_UPLOAD_NAME } from "#shared/rules/uploads";
import { CONTENT_TYPES } from "../static";
import { notFoundBody } from "../errors";
import type { FileStore } from "../services/files/file-store";

/** A stored upload never changes under its name: a new picture is a new upload. */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** An image's bytes, with a type the browser may not second-guess. */
export const sendImage = (c: Context, body: Buffer<ArrayBuffer>, contentType: string, cacheControl: string) =>
  c.body(body, 200, { "content-type": contentType, "x-content-type-options": "nosniff", "cache-control": cacheControl });

export function serveUploads(uploads: FileStore) {
  return async (c: Context) => {
    const name = c.req.param("name") ?? "";
    if (!STORED_UPLOAD_NAME.test(name)) return c.json(notFoundBody(), 404);
    const body = await uploads.read(name);
    if (!body) return c.json(notFoundBody(), 404);
    return sendImage(c, body, CONTENT_TYPES[extname(name)] ?? "application/octet-stream", UPLOAD_CACHE_CONTROL);
  };
}
