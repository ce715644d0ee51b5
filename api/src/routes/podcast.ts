/** /api/podcast: the episode list (drafts only for admins) and admin create/edit/delete of episodes. */
import { Hono } from "hono";
import { episodeInputSchema, episodeQuerySchema, episodeUpdateSchema } from "#shared/schemas/episode";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { idParam, jsonBody, queryOf } from "../middleware/validate";
import { createEpisode, deleteEpisode, findEpisode, listEpisodes, updateEpisode } from "../services/catalog/episodes";
import { cachedRead } from "../middleware/cached-read";

export function podcastRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/episodes", cachedRead(deps), async (c) => {
      const admin = isAdmin(c);
      return c.json(await listEpisodes(db, queryOf(c, episodeQuerySchema), admin));
    })
    .post("/episodes", requireAdmin, async (c) => {
      const input = await jsonBody(c, episodeInputSchema);
      const id = await writeTx(db, () => createEpisode(db, input));
      return c.json(await findEpisode(db, id), 201);
    })
    .put("/episodes/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Episode");
      const changes = await jsonBody(c, episodeUpdateSchema);
      await writeTx(db, () => updateEpisode(db, id, changes));
      return c.json(await findEpisode(db, id));
    })
    .delete("/episodes/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Episode");
      await writeTx(db, () => deleteEpisode(db, id));
      return c.json({ ok: true });
    });
}
