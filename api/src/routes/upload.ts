/**
 * /api/upload: admin image uploads (multipart field `file`). The size is enforced before and while the
 * body streams in, so an oversized request is refused without being held in full.
 */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps";
import { HttpError } from "../errors";
import { requireAdmin } from "../middleware/auth";
import { readMultipart } from "../middleware/read-multipart";
import { uploadLimit } from "../middleware/upload-limit";
import { saveUpload } from "../services/files/uploads";

const IMAGE_PARTS = { files: ["file"], fields: [] } as const;

export function uploadRoutes(deps: Deps) {
  return new Hono<AppEnv>().post("/image", requireAdmin, ...uploadLimit, async (c) => {
    const form = await readMultipart(c, IMAGE_PARTS);
    const file = form.file;
    if (!(file instanceof File)) throw new HttpError(422, "file: an image file is required");
    return c.json(await saveUpload(deps.uploads, file), 201);
  });
}
