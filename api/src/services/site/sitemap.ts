/**
 * The pages the sitemap lists: the fixed public pages (shared/rules/public-pages.ts) and every post and
 * hunt a visitor can open now, each with when its content last changed where the database knows it.
 * A post is listed by the same rule its own read uses (`isPublicPost`), so a draft never is and a
 * scheduled post is from its time on; a hunt once it is published.
 */
import { asc, eq } from "drizzle-orm";
import { huntPagePath, postPagePath, PUBLIC_PAGES } from "#shared/rules/public-pages";
import type { Db } from "../../db";
import { hunts, posts } from "../../db/tables";
import { isPublicPost } from "../catalog/posts";

export interface SitemapPage {
  /** The English twin's path; the other languages' twins follow from it. */
  path: string;
  /** When the page's content last changed (a W3C date or date-time), when known. */
  lastmod?: string;
}

/**
 * The latest of `times` that can be read as a time, as written (a day stays a day), but never after
 * `now`: a post dated ahead is not modified in the future.
 */
export function latestTime(times: readonly (string | null)[], now: Date): string | undefined {
  let latest: { text: string; ms: number } | undefined;
  for (const text of times) {
    const ms = text === null ? NaN : Date.parse(text);
    if (!Number.isNaN(ms) && (latest === undefined || ms > latest.ms)) latest = { text: text!, ms };
  }
  if (latest === undefined) return undefined;
  return latest.ms > now.getTime() ? now.toISOString() : latest.text;
}

/**
 * A post's last change as the site knows it: its date, or the time its schedule made it public when
 * that is later (the row keeps no edit time).
 */
function postLastmod(row: { date: string; scheduledDate: string | null }, now: Date): string | undefined {
  return latestTime([row.date, row.scheduledDate], now);
}

/** Every page of the sitemap, the fixed pages first, then posts and hunts by id. */
export async function sitemapPages(db: Db, now: Date): Promise<SitemapPage[]> {
  const postRows = await db
    .select({ id: posts.id, date: posts.date, scheduledDate: posts.scheduledDate })
    .from(posts)
    .where(isPublicPost(now))
    .orderBy(asc(posts.id));
  const huntRows = await db.select({ id: hunts.id, createdAt: hunts.createdAt }).from(hunts).where(eq(hunts.published, true)).orderBy(asc(hunts.id));
  const postPages = postRows.map((row) => ({ path: postPagePath(row.id), lastmod: postLastmod(row, now) }));
  const huntPages = huntRows.map((row) => ({ path: huntPagePath(row.id), lastmod: latestTime([row.createdAt], now) }));
  // A list page changes when an entry in it does: it is as new as its newest entry.
  const listLastmod: Record<string, string | undefined> = {
    "/blog": latestTime(postPages.map((page) => page.lastmod ?? null), now),
    "/scavengerhunts": latestTime(huntPages.map((page) => page.lastmod ?? null), now),
  };
  const fixed = PUBLIC_PAGES.map((path) => ({ path, lastmod: listLastmod[path] }));
  return [...fixed, ...postPages, ...huntPages].map(({ path, lastmod }) => (lastmod === undefined ? { path } : { path, lastmod }));
}
