/**
 * /api/hunts/{id}/map: an admin places the park's map under a hunt (POST, multipart `file` and
 * `credit`), changes its credit (PATCH), fits it to the ground with control points (PUT /points) or
 * removes it (DELETE). Mounted inside the hunts router; every read of the hunt carries the map. The
 * picture is processed and stored before the transaction that names it, and the one it replaces is
 * removed after that commits, so a reader never finds a map whose picture is missing.
 */
import { Hono } from "hono";
import { mapCreditInputSchema, mapPointsInputSchema, mapUploadFieldsSchema } from "#shared/schemas/park-map";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { HttpError } from "../errors";
import { requireAdmin } from "../middleware/auth";
import { readMultipart } from "../middleware/read-multipart";
import { MAP_FILE_LIMIT, mapUploadLimit } from "../middleware/upload-limit";
import { idParam, jsonBody, parseWith } from "../middleware/validate";
import { deleteHuntMap, saveMapCredit, saveMapPicture, saveMapPoints } from "../services/catalog/park-maps";
import { readMapUpload, removeMapImage, storeMapImage } from "../services/files/map-image";

const MAP_PARTS = { files: ["file"], fields: ["credit"], limit: MAP_FILE_LIMIT } as const;

export function parkMapRoutes(deps: Deps) {
  const { db, uploads } = deps;
  return new Hono<AppEnv>()
    .post("/", requireAdmin, ...mapUploadLimit, async (c) => {
      const huntId = idParam(c, "Hunt");
      const form = await readMultipart(c, MAP_PARTS);
      const { credit } = parseWith(mapUploadFieldsSchema, { credit: form.credit });
      const file = form.file;
      if (!(file instanceof File)) throw new HttpError(422, "file: a picture of the park's map is required");
      const image = await readMapUpload(file);
      const picture = { image_url: await storeMapImage(uploads, image), width: image.width, height: image.height, credit };
      const replaced = await writeTx(db, () => saveMapPicture(db, huntId, picture)).catch(async (error: unknown) => {
        await removeMapImage(uploads, picture.image_url);
        throw error;
      });
      await removeMapImage(uploads, replaced);
      return c.json(picture, 201);
    })
    .patch("/", requireAdmin, async (c) => {
      const huntId = idParam(c, "Hunt");
      const { credit } = await jsonBody(c, mapCreditInputSchema);
      return c.json(await writeTx(db, () => saveMapCredit(db, huntId, credit)));
    })
    .put("/points", requireAdmin, async (c) => {
      const huntId = idParam(c, "Hunt");
      const { points } = await jsonBody(c, mapPointsInputSchema);
      return c.json(await writeTx(db, () => saveMapPoints(db, huntId, points)));
    })
    .delete("/", requireAdmin, async (c) => {
      const huntId = idParam(c, "Hunt");
      await removeMapImage(uploads, await writeTx(db, () => deleteHuntMap(db, huntId)));
      return c.json({ ok: true });
    });
}
