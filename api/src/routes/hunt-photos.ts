/**
 * POST /api/hunts/{id}/photos: a signed-in family's photo of a hunt item (multipart `file`, `item_id`,
 * `taken_at`; header Idempotency-Key = the photo's outbox id). Mounted inside the hunts router behind
 * requireUser and the upload size limit; answers 201 {id, hunt_id, item_id, url, taken_at}.
 */
import type { Context } from "hono";
import { photoIdempotencyKeySchema, photoUploadFieldsSchema } from "#shared/schemas/photos";
import type { AppEnv, Deps } from "../deps";
import { HttpError } from "../errors";
import { currentUser } from "../middleware/auth";
import { readMultipart } from "../middleware/read-multipart";
import { idParam, parseWith } from "../middleware/validate";
import { uploadPhoto } from "../services/photos/photo-upload";

const PHOTO_PARTS = { files: ["file"], fields: ["item_id", "taken_at"] } as const;

function idempotencyKey(c: Context<AppEnv>): string {
  const result = photoIdempotencyKeySchema.safeParse(c.req.header("idempotency-key"));
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? "Idempotency-Key is required");
  return result.data;
}

export function receiveHuntPhoto(deps: Deps) {
  return async (c: Context<AppEnv>) => {
    const huntId = idParam(c, "Hunt");
    const key = idempotencyKey(c);
    const form = await readMultipart(c, PHOTO_PARTS);
    const fields = parseWith(photoUploadFieldsSchema, { item_id: form.item_id, taken_at: form.taken_at });
    const file = form.file;
    if (!(file instanceof File)) throw new HttpError(422, { key: "photoRequired" });
    const ctx = { db: deps.db, photos: deps.photos, user: currentUser(c), now: deps.now() };
    const outcome = await uploadPhoto(ctx, huntId, fields, file, key);
    return c.json(outcome.body as object, outcome.status);
  };
}
