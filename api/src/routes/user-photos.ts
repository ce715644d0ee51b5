/**
 * /api/users/photos: a family's own photos, signed in only. The list, the bytes of one photo and its
 * removal all look the photo up by id AND account, so another family's photo answers 404 exactly like
 * one that never existed. The bytes are cached by the family's own browser only, never by a proxy.
 */
import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "../deps";
import { notFound } from "../errors";
import { currentUser, requireUser } from "../middleware/auth";
import { writeTx } from "../db";
import { deleteOwnPhoto, findOwnPhoto, listPhotos } from "../services/photos/family-photos";
import { readPhotoFile, removePhotoFile } from "../services/photos/photo-files";

/** A photo never changes under its id; a day keeps the album quick without holding a deleted photo long. */
const PHOTO_CACHE_MAX_AGE_S = 24 * 60 * 60;
/** Ids are 16 random bytes in base64url: anything else cannot name a photo, so the database is not asked. */
const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;

function photoId(c: Context<AppEnv>): string {
  const id = c.req.param("id") ?? "";
  if (!PHOTO_ID.test(id)) throw notFound("Photo");
  return id;
}

export function userPhotoRoutes(deps: Deps) {
  const { db, photos } = deps;
  return new Hono<AppEnv>()
    .get("/", requireUser, async (c) => c.json(await listPhotos(db, currentUser(c).id)))
    .get("/:id/file", requireUser, async (c) => {
      const row = await findOwnPhoto(db, currentUser(c).id, photoId(c));
      const bytes = row && (await readPhotoFile(photos, row.fileName));
      if (!row || !bytes) throw notFound("Photo");
      return c.body(bytes, 200, {
        "content-type": row.contentType,
        "cache-control": `private, max-age=${PHOTO_CACHE_MAX_AGE_S}`,
        // The browser's cache is keyed by URL alone: another account signed in on this device must not get this copy.
        vary: "Authorization",
        "x-content-type-options": "nosniff",
        // Opened on its own, the file is an inert image: no scripts, no plugins, no same-origin access.
        "content-security-policy": "default-src 'none'; img-src 'self'; sandbox",
      });
    })
    .delete("/:id", requireUser, async (c) => {
      const userId = currentUser(c).id;
      const id = photoId(c);
      const fileName = await writeTx(db, () => deleteOwnPhoto(db, userId, id));
      if (!fileName) throw notFound("Photo");
      await removePhotoFile(photos, fileName);
      return c.body(null, 204);
    });
}
