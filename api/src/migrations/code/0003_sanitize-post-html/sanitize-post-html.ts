/**
 * Data migration 0003: blog bodies stored before the server sanitized them are cleaned with the sanitizer
 * new posts went through at that release (./sanitize-html.ts), so an old database stops serving script
 * too. Only rows the sanitizer changes are written, with their read time following the content as on any
 * edit (the rule of that release: words are runs between spaces, tags are not words, 200 a minute); every
 * other row stays byte for byte as it was. The posts' triggers bump the content version, so no cached
 * answer keeps a dirty body.
 */
import { sql } from "drizzle-orm";
import type { SqlRunner } from "../../../db/engine";
import { sanitizeHtml } from "./sanitize-html";

const WORDS_PER_MINUTE = 200;

function readTime(content: string): string {
  const words = content
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

async function run(tx: SqlRunner): Promise<void> {
  // Bodies without both angle brackets are plain text and pass unchanged; no need to read them.
  const rows = await tx.rows<{ id: number; content: string }>(sql`SELECT id, content FROM posts WHERE content LIKE '%<%' AND content LIKE '%>%'`);
  for (const row of rows) {
    const content = sanitizeHtml(row.content);
    if (content !== row.content) await tx.run(sql`UPDATE posts SET content = ${content}, read_time = ${readTime(content)} WHERE id = ${row.id}`);
  }
}

export const sanitizePostHtml = { kind: "data", name: "0003_sanitize-post-html", run } as const;
