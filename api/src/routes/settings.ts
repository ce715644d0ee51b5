/** /api/settings: the part of the site settings every visitor's screen shows (name, description, maintenance banner). */
import { Hono } from "hono";
import type { AppEnv, Deps } from "../deps";
import { publicSettings } from "../services/site/settings";
import { cachedRead } from "../middleware/cached-read";

export function settingsRoutes(deps: Deps) {
  return new Hono<AppEnv>().get("/public", cachedRead(deps), async (c) => c.json(await publicSettings(deps.db)));
}
