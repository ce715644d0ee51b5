/**
 * /cards/…: the preview cards scrapers fetch for a link's picture (shared/rules/card-image.ts). An
 * upload's card comes from the uploads store (./upload-cards.ts); the sample pictures' cards and the
 * site's are files of the built app (scripts/vite/preview-cards.ts). Anything else under /cards is a 404,
 * never the app shell, so a scraper is not handed a page where it asked for a picture.
 */
import { Hono } from "hono";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { CARDS_PATH } from "#shared/rules/card-image";
import type { AppEnv, Deps } from "../deps";
import { notFoundBody } from "../errors";
import { readUploadCard } from "../services/files/upload-cards";
import { sendImage, UPLOAD_CACHE_CONTROL } from "./serve-uploads";

const JPEG = "image/jpeg";
/** A built card's path: plain names only (no dots, no escapes), so no request can climb out of the build. */
const BUILT_CARD = new RegExp(`^${CARDS_PATH}(?:[A-Za-z0-9_-]+/)*[A-Za-z0-9_-]+\\.jpg$`);
/** A built card keeps its name when a release redraws its picture: a day, not forever. */
const BUILT_CARD_CACHE_CONTROL = "public, max-age=86400";

export function cardRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get("/uploads/:name", async (c) => {
      const card = await readUploadCard(deps.uploads, c.req.param("name"));
      return card ? sendImage(c, card, JPEG, UPLOAD_CACHE_CONTROL) : c.json(notFoundBody(), 404);
    })
    .get("*", async (c) => {
      const path = c.req.path;
      const card = deps.staticDir && BUILT_CARD.test(path) ? await readFile(join(deps.staticDir, path)).catch(() => null) : null;
      return card ? sendImage(c, card, JPEG, BUILT_CARD_CACHE_CONTROL) : c.json(notFoundBody(), 404);
    });
}
