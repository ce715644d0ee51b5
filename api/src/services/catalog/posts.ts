/**
 * Blog posts: the list/detail queries (search, tag, featured, and who may see what) and the admin writes.
 * A post is public when it is published or when its scheduled time has come. That is decided at read time
 * against the injected clock, so a scheduled post goes live on the minute without a job flipping a flag,
 * and every process agrees. Rows use camelCase columns; the API answers its own shape (snake_case and
 * `readTime`), and `published` in that shape is the effective state a reader sees. A body is stored
 * sanitized (sanitize-html.ts): every reader of the API gets inert HTML, not only this app.
 */
import { and, eq, gt, inArray, isNotNull, lte, not, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { readTime } from "#shared/rules/read-time";
import type { Post, postInputSchema, postQuerySchema, postUpdateSchema, TagEntry } from "#shared/schemas/blog";
import type { Db } from "../../db";
import { posts } from "../../db/tables";
import { HttpError, notFound } from "../../errors";
import { catalogPage, orderOf, type SortKey } from "../infrastructure/list-page";
import { sanitizeHtml } from "./sanitize-html";

type PostRow = typeof posts.$inferSelect;
type PostValues = z.output<typeof postInputSchema>;
type PostChanges = z.output<typeof postUpdateSchema>;
type PostQuery = z.output<typeof postQuerySchema>;

/** Who is asking and when: admins see drafts; "now" decides which scheduled posts are already public. */
export interface Viewer {
  admin: boolean;
  now: Date;
}

const SCHEDULE_IN_PAST = "scheduled_date must be in the future";
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Text comparison of ISO times only holds for four-digit years ("+010000-…" sorts before "2026-…").
const LAST_SORTABLE_MS = Date.parse("9999-12-31T23:59:59.999Z");

export function isPublicPost(now: Date): SQL {
  return or(eq(posts.published, true), and(isNotNull(posts.scheduledDate), lte(posts.scheduledDate, now.toISOString())))!;
}

/** The same rule as `isPublicPost`, for a row already read. */
function isLive(row: PostRow, now: Date): boolean {
  return row.published || (row.scheduledDate !== null && row.scheduledDate <= now.toISOString());
}

/** LIKE treats % and _ as wildcards; a reader searching "100%" means the characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function toPost(row: PostRow, now: Date): Post {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    tags: row.tags,
    image: row.image,
    featured: row.featured,
    published: isLive(row, now),
    date: row.date,
    readTime: row.readTime,
    scheduled_date: row.scheduledDate,
  };
}

/**
 * Ids of the posts carrying `tag` exactly (case and all). The stored tags are a JSON array, so LIKE on the
 * tag as a JSON string narrows the rows to read; the exact test on the parsed array then drops the rest
 * (LIKE ignores ASCII case on SQLite, and a quote inside another tag could match too).
 */
async function postIdsTagged(db: Db, tag: string): Promise<number[]> {
  const pattern = containsPattern(JSON.stringify(tag));
  const rows = await db
    .select({ id: posts.id, tags: posts.tags })
    .from(posts)
    .where(sql`${posts.tags} like ${pattern} escape '\\'`);
  return rows.filter((row) => row.tags.includes(tag)).map((row) => row.id);
}

async function conditions(db: Db, query: PostQuery, viewer: Viewer): Promise<SQL[] | null> {
  const where: SQL[] = [];
  const live = isPublicPost(viewer.now);
  if (!viewer.admin) where.push(live);
  if (query.published !== undefined) where.push(query.published ? live : not(live));
  if (query.featured !== undefined) where.push(eq(posts.featured, query.featured));
  if (query.tag) {
    const ids = await postIdsTagged(db, query.tag);
    if (ids.length === 0) return null;
    where.push(inArray(posts.id, ids));
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    const like = (column: AnyColumn) => sql`lower(${column}) like lower(${pattern}) escape '\\'`;
    where.push(sql`(${like(posts.title)} or ${like(posts.excerpt)} or ${like(posts.content)})`);
  }
  return where;
}

/** Newest first; between posts of the same date, the later written first. */
export const POST_SORT: SortKey<PostRow>[] = [
  { column: posts.date, direction: "desc", of: (row) => row.date },
  { column: posts.id, direction: "desc", of: (row) => row.id },
];
export const POST_ORDER = orderOf(POST_SORT);

/** One page of the posts the query matches, by cursor or offset; `total` counts them all. */
export async function listPosts(db: Db, query: PostQuery, viewer: Viewer): Promise<{ items: Post[]; total: number; next: string | null }> {
  const found = await conditions(db, query, viewer);
  if (!found) return { items: [], total: 0, next: null };
  const { rows, total, next } = await catalogPage(db, posts, and(...found), POST_SORT, query);
  return { items: rows.map((row) => toPost(row, viewer.now)), total, next };
}

/** Text order with ASCII letters folded to lower case, by code point (as SQLite's NOCASE collation does). */
function foldAscii(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
}

function byCodePoint(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/** Tags of public posts, most used first, then alphabetical (ASCII case ignored, then exact text as the tie-break). */
export async function listTags(db: Db, now: Date): Promise<{ items: TagEntry[]; total: number }> {
  const rows = await db.select({ tags: posts.tags }).from(posts).where(isPublicPost(now));
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const tag of new Set(row.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const items = [...counts]
    .map(([tag, n]) => ({ tag, count: n }))
    .sort((a, b) => b.count - a.count || byCodePoint(foldAscii(a.tag), foldAscii(b.tag)) || byCodePoint(a.tag, b.tag));
  return { items, total: items.length };
}

export async function findPost(db: Db, id: number, viewer: Viewer): Promise<Post | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row || (!isLive(row, viewer.now) && !viewer.admin)) return null;
  return toPost(row, viewer.now);
}

/** Tags behave as a set, as the comma-separated form field does. */
const distinct = (tags: string[]) => [...new Set(tags)];

/** A day stays as typed (the form's YYYY-MM-DD); anything else becomes a full ISO time so dates sort. */
function normalizeDate(value: string): string {
  return DAY_ONLY.test(value) ? value : new Date(value).toISOString();
}

function scheduleTime(value: string, now: Date): string {
  const ms = Date.parse(value);
  if (ms > LAST_SORTABLE_MS) throw new HttpError(422, "scheduled_date must be a date before the year 10000");
  if (ms < now.getTime()) throw new HttpError(422, SCHEDULE_IN_PAST);
  return new Date(ms).toISOString();
}

/**
 * The schedule to store (undefined: leave it). A schedule only means something for an unpublished post.
 * Re-sending a schedule unchanged is accepted even once it has passed, so an edit form can resave a post
 * that went live on schedule; unpublishing such a post drops its spent schedule, else it would stay public.
 */
function nextSchedule(current: PostRow | null, changes: PostChanges, now: Date): string | null | undefined {
  const published = changes.published ?? current?.published ?? false;
  if (published) return null;
  if (changes.scheduled_date !== undefined) {
    if (changes.scheduled_date === null) return null;
    const unchanged = current?.scheduledDate && Date.parse(changes.scheduled_date) === Date.parse(current.scheduledDate);
    return unchanged ? current.scheduledDate : scheduleTime(changes.scheduled_date, now);
  }
  if (!current) return null;
  const spent = current.scheduledDate !== null && current.scheduledDate <= now.toISOString();
  return changes.published === false && spent ? null : undefined;
}

export async function createPost(db: Db, input: PostValues, now: Date): Promise<number> {
  const content = sanitizeHtml(input.content);
  const [row] = await db
    .insert(posts)
    .values({
      title: input.title,
      excerpt: input.excerpt,
      content,
      author: input.author,
      tags: distinct(input.tags),
      image: input.image,
      featured: input.featured,
      published: input.published,
      date: input.date === undefined ? now.toISOString().slice(0, 10) : normalizeDate(input.date),
      readTime: readTime(content),
      scheduledDate: nextSchedule(null, input, now) ?? null,
    })
    .returning({ id: posts.id });
  return row!.id;
}

/** Only the fields sent change; the read time follows the content whenever the content changes. */
export async function updatePost(db: Db, id: number, changes: PostChanges, now: Date): Promise<void> {
  const [current] = await db.select().from(posts).where(eq(posts.id, id));
  if (!current) throw notFound("Post");
  const content = changes.content === undefined ? undefined : sanitizeHtml(changes.content);
  const values = {
    title: changes.title,
    excerpt: changes.excerpt,
    content,
    author: changes.author,
    tags: changes.tags && distinct(changes.tags),
    image: changes.image,
    featured: changes.featured,
    published: changes.published,
    date: changes.date === undefined ? undefined : normalizeDate(changes.date),
    readTime: content === undefined ? undefined : readTime(content),
    scheduledDate: nextSchedule(current, changes, now),
  };
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) await db.update(posts).set(set).where(eq(posts.id, id));
}

export async function deletePost(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  if (deleted.length === 0) throw notFound("Post");
}

/** When the next scheduled post goes public (a cached list stops being true then), or null. */
export async function nextScheduledPublishMs(db: Db, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${posts.scheduledDate})` })
    .from(posts)
    .where(and(eq(posts.published, false), gt(posts.scheduledDate, now.toISOString())));
  const next = row?.at;
  return next ? Date.parse(next) : null;
}
