/**
 * Code migration 0003: blog bodies stored before the server sanitized them are cleaned with the same
 * sanitizer new posts go through, so an old database stops serving script too. Only rows the sanitizer
 * changes are written (their read time follows the content, as on any edit); every other row stays
 * byte-for-byte as it was.
 */
import { and, eq, like } from "drizzle-orm";
import { readTime } from "#shared/rules/read-time";
import { sanitizeHtml } from "../services/sanitize-html";
import type { Db } from "./engine";
import { posts } from "./tables";

export async function sanitizeStoredPosts(db: Db): Promise<void> {
  // Bodies without both angle brackets are plain text and pass unchanged; no need to read them.
  const rows = await db
    .select({ id: posts.id, content: posts.content })
    .from(posts)
    .where(and(like(posts.content, "%<%"), like(posts.content, "%>%")));
  for (const row of rows) {
    const content = sanitizeHtml(row.content);
    if (content !== row.content) await db.update(posts).set({ content, readTime: readTime(content) }).where(eq(posts.id, row.id));
  }
}
