/** /api/blog: public posts and tags (drafts and not-yet-due scheduled posts only for admins) and admin writes. */
import { Hono, type Context } from "hono";
import { postInputSchema, postQuerySchema, postUpdateSchema } from "#shared/schemas/blog";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { notFound } from "../errors";
import { isAdmin, requireAdmin } from "../middleware/auth";
import { idParam, jsonBody, queryOf } from "../middleware/validate";
import { createPost, deletePost, findPost, listPosts, listTags, nextScheduledPublishMs, updatePost, type Viewer } from "../services/catalog/posts";
import { cachedRead } from "../middleware/cached-read";

export function blogRoutes(deps: Deps) {
  const { db } = deps;
  const viewer = (c: Context<AppEnv>): Viewer => ({ admin: isAdmin(c), now: deps.now() });
  // After an admin write the post is read back as the admin sees it (drafts included).
  const adminView = (id: number) => findPost(db, id, { admin: true, now: deps.now() });

  const scheduledRead = cachedRead(deps, (d, now) => nextScheduledPublishMs(d.db, now));
  return new Hono<AppEnv>()
    .get("/posts", scheduledRead, async (c) => c.json(await listPosts(db, queryOf(c, postQuerySchema), viewer(c))))
    .get("/tags", scheduledRead, async (c) => c.json(await listTags(db, deps.now())))
    .get("/posts/:id", scheduledRead, async (c) => {
      const post = await findPost(db, idParam(c, "Post"), viewer(c));
      if (!post) throw notFound("Post");
      return c.json(post);
    })
    .post("/posts", requireAdmin, async (c) => {
      const input = await jsonBody(c, postInputSchema);
      const id = await writeTx(db, () => createPost(db, input, deps.now()));
      return c.json(await adminView(id), 201);
    })
    .put("/posts/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Post");
      const changes = await jsonBody(c, postUpdateSchema);
      await writeTx(db, () => updatePost(db, id, changes, deps.now()));
      return c.json(await adminView(id));
    })
    .delete("/posts/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Post");
      await writeTx(db, () => deletePost(db, id));
      return c.json({ ok: true });
    });
}
