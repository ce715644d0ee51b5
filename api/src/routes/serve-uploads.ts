/** Serves stored uploads by their random name, with the type recorded from the file's bytes and nosniff. */
import type { Context } from "hono";
import { extname } from "node:path";
import { CONTENT_TYPES } from "../static";
import { notFoundBody } from "../errors";
import type { FileStore } from "../services/files/file-store";

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

export function serveUploads(uploads: FileStore) {
  return async (c: Context) => {
    const name = c.req.param("name") ?? "";
    if (!STORED_NAME.test(name)) return c.json(notFoundBody(), 404);
    const body = await uploads.read(name);
    if (!body) return c.json(notFoundBody(), 404);
    return c.body(body, 200, {
      "content-type": CONTENT_TYPES[extname(name)] ?? "application/octet-stream",
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=31536000, immutable",
    });
  };
}
