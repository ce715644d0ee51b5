/** /api/shop: the public book catalog and categories, and admin create/edit/delete of books. */
import { Hono } from "hono";
import { bookInputSchema, bookQuerySchema, bookUpdateSchema } from "#shared/schemas/book";
import type { AppEnv, Deps } from "../deps";
import { writeTx } from "../db";
import { requireAdmin } from "../middleware/auth";
import { idParam, jsonBody, queryOf } from "../middleware/validate";
import { createBook, deleteBook, findBook, listBooks, listCategories, updateBook } from "../services/catalog/books";
import { cachedRead } from "../middleware/cached-read";

export function shopRoutes(deps: Deps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get("/books", cachedRead(deps), async (c) => c.json(await listBooks(db, queryOf(c, bookQuerySchema))))
    .get("/categories", cachedRead(deps), async (c) => c.json(await listCategories(db)))
    .post("/books", requireAdmin, async (c) => {
      const input = await jsonBody(c, bookInputSchema);
      const id = await writeTx(db, () => createBook(db, input));
      return c.json(await findBook(db, id), 201);
    })
    .put("/books/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Book");
      const changes = await jsonBody(c, bookUpdateSchema);
      await writeTx(db, () => updateBook(db, id, changes));
      return c.json(await findBook(db, id));
    })
    .delete("/books/:id", requireAdmin, async (c) => {
      const id = idParam(c, "Book");
      await writeTx(db, () => deleteBook(db, id));
      return c.json({ ok: true });
    });
}
