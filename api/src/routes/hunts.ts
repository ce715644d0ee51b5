/**
 * /api/hunts: the public catalog, each hunt's outline (what a pre-rendered hunt page shows a visitor),
 * admin create/edit/delete, each hunt's versions in other languages and its park map (./park-maps.ts),
 * the completion and purchase calls, and a family's photos.
 */
import { Hono } from "hono";
import { isRoperHunt, type HuntKey } from "#shared/rules/hunt-key";
import { TRANSLATED_LANGS, type TranslatedLang } from "#shared/rules/languages";
import { ADMIN_HUNTS_PAGE, HUNTS_PAGE } from "#shared/rules/list-limit";
import { pageQuery } from "#shared/schemas/common";
import { huntCompleteSchema, huntInputSchema, huntPurchaseSchema, huntUpdateSchema } from "#shared/schemas/hunt";
import { huntTranslationInputSchema } from "#shared/schemas/hunt-translation";
import { huntOutline } from "#shared/rules/hunt-outline";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { HttpError, notFound } from "../errors";
import { isAdmin, requireAdmin, requireUser } from "../middleware/auth";
import { uploadLimit } from "../middleware/upload-limit";
import { idParam, jsonBody, queryOf } from "../middleware/validate";
import { createHunt, deleteHunt, findHunt, listHunts, updateHunt } from "../services/catalog/hunts";
import { deleteHuntTranslation, saveHuntTranslation } from "../services/catalog/hunt-translations";
import { mapImageOf } from "../services/catalog/park-maps";
import { removeMapImage } from "../services/files/map-image";
import { cachedRead } from "../middleware/cached-read";
import { receiveHuntPhoto } from "./hunt-photos";
import { mutationCall } from "./mutation-call";
import { parkMapRoutes } from "./park-maps";

/** The language a translation route names: one the app is translated into (English is the hunt itself). */
function translatedLang(raw: string): TranslatedLang {
  if ((TRANSLATED_LANGS as readonly string[]).includes(raw)) return raw as TranslatedLang;
  throw new HttpError(404, `No translations into "${raw}": the languages are ${TRANSLATED_LANGS.join(", ")}`);
}

/** A family's first screen of the catalog, and the admin's longer one (drafts included). */
const publicPage = pageQuery(HUNTS_PAGE);
const adminPage = pageQuery(ADMIN_HUNTS_PAGE);

export function huntsRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/", cachedRead(deps), async (c) => {
      const admin = isAdmin(c);
      return c.json(await listHunts(db, admin, queryOf(c, admin ? adminPage : publicPage)));
    })
    .get("/:id", cachedRead(deps), async (c) => {
      const hunt = await findHunt(db, idParam(c, "Hunt"), isAdmin(c));
      if (!hunt) throw notFound("Hunt");
      return c.json(hunt);
    })
    .get("/:id/outline", cachedRead(deps), async (c) => {
      // A visitor's view for everyone: an admin's read would add drafts and the sign words.
      const hunt = await findHunt(db, idParam(c, "Hunt"), false);
      if (!hunt) throw notFound("Hunt");
      return c.json(huntOutline(hunt));
    })
    .post("/", requireAdmin, async (c) => {
      const input = await jsonBody(c, huntInputSchema);
      const id = await writeTx(db, () => createHunt(db, input));
      return c.json(await findHunt(db, id, true), 201);
    })
    .put("/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Hunt");
      const input = await jsonBody(c, huntUpdateSchema);
      await writeTx(db, () => updateHunt(db, id, input));
      return c.json(await findHunt(db, id, true));
    })
    .delete("/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Hunt");
      // The map's row goes with the hunt; its picture, once that has committed.
      const mapImage = await writeTx(db, async () => {
        const image = await mapImageOf(db, id);
        await deleteHunt(db, id);
        return image;
      });
      await removeMapImage(deps.uploads, mapImage);
      return c.json({ ok: true });
    })
    .put("/:id/translations/:lang", requireAdmin, async (c) => {
      const id = idParam(c, "Hunt");
      const lang = translatedLang(c.req.param("lang"));
      const input = await jsonBody(c, huntTranslationInputSchema);
      return c.json(await writeTx(db, () => saveHuntTranslation(db, id, lang, input)));
    })
    .delete("/:id/translations/:lang", requireAdmin, async (c) => {
      const id = idParam(c, "Hunt");
      const lang = translatedLang(c.req.param("lang"));
      await writeTx(db, () => deleteHuntTranslation(db, id, lang));
      return c.json({ ok: true });
    })
    .post("/:id/complete", async (c) => {
      const raw = c.req.param("id");
      const huntId: HuntKey = isRoperHunt(raw) ? raw : idParam(c, "Hunt");
      const input = await jsonBody(c, huntCompleteSchema);
      if (input.hunt_id !== undefined && input.hunt_id !== huntId) throw new HttpError(422, "hunt_id does not match the URL");
      return mutationCall(deps, c, "hunt.complete", { ...input, hunt_id: huntId });
    })
    .post("/:id/purchase", async (c) => {
      const huntId = idParam(c, "Hunt");
      const input = await jsonBody(c, huntPurchaseSchema);
      if (input.hunt_id !== huntId) throw new HttpError(422, "hunt_id does not match the URL");
      return mutationCall(deps, c, "hunt.purchase", input);
    })
    .post("/:id/photos", requireUser, ...uploadLimit, receiveHuntPhoto(deps))
    .route("/:id/map", parkMapRoutes(deps));
}
