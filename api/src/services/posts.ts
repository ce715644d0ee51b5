/**
 * Blog posts: the list/detail queries (search, tag, featured, and who may see what) and the admin writes.
 * A post is public when it is published or when its scheduled time has come. That is decided at read time
 * against the injected clock, so a scheduled post goes live on the minute without a job flipping a flag,
 * and every process agrees. Rows use camelCase columns; the API speaks the spec's shape (snake_case and
 * `readTime`), and `published` in that shape is the effective state a reader sees. A body is stored
 * sanitized (services/sanitize-html.ts): every reader of the API gets inert HTML, not only this app.
 */
import { and, count, desc, eq, getTableColumns, not, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { readTime } from "#shared/rules/read-time";
import type { Post, postInputSchema, postQuerySchema, postUpdateSchema, TagEntry } from "#shared/schemas/blog";
import type { Db } from "../db/client";
import { posts } from "../db/schema";
import { HttpError, notFound } from "../errors";
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
  return sql`(${posts.published} = 1 or (${posts.scheduledDate} is not null and ${posts.scheduledDate} <= ${now.toISOString()}))`;
}

/** LIKE treats % and _ as wildcards; a reader searching "100%" means the characters. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function toPost(row: PostRow & { live: number }): Post {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    tags: row.tags,
    image: row.image,
    featured: row.featured,
    published: Boolean(row.live),
    date: row.date,
    readTime: row.readTime,
    scheduled_date: row.scheduledDate,
  };
}

function selectPosts(db: Db, now: Date) {
  return db.select({ ...getTableColumns(posts), live: sql<number>`${isPublicPost(now)}` }).from(posts);
}

function conditions(query: PostQuery, viewer: Viewer): SQL[] {
  const where: SQL[] = [];
  const live = isPublicPost(viewer.now);
  if (!viewer.admin) where.push(live);
  if (query.published !== undefined) where.push(query.published ? live : not(live));
  if (query.featured !== undefined) where.push(eq(posts.featured, query.featured));
  if (query.tag) where.push(sql`exists (select 1 from json_each(${posts.tags}) where value = ${query.tag})`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    const like = (column: AnyColumn) => sql`${column} like ${pattern} escape '\\'`;
    where.push(sql`(${like(posts.title)} or ${like(posts.excerpt)} or ${like(posts.content)})`);
  }
  return where;
}

/** Newest first; `total` counts every match, not just the page. */
export function listPosts(db: Db, query: PostQuery, viewer: Viewer): { items: Post[]; total: number } {
  const where = and(...conditions(query, viewer));
  const total = db.select({ n: count() }).from(posts).where(where).get()?.n ?? 0;
  const rows = selectPosts(db, viewer.now)
    .where(where)
    .orderBy(desc(posts.date), desc(posts.id))
    .limit(query.limit)
    .offset(query.offset)
    .all();
  return { items: rows.map(toPost), total };
}

/** Tags of public posts, most used first, then alphabetical. */
export function listTags(db: Db, now: Date): { items: TagEntry[]; total: number } {
  const items = db.all<TagEntry>(sql`
    select t.value as tag, count(distinct ${posts.id}) as count
    from ${posts}, json_each(${posts.tags}) t
    where ${isPublicPost(now)}
    group by t.value
    order by count desc, t.value collate nocase, t.value`);
  return { items, total: items.length };
}

export function findPost(db: Db, id: number, viewer: Viewer): Post | null {
  const row = selectPosts(db, viewer.now).where(eq(posts.id, id)).get();
  if (!row || (!row.live && !viewer.admin)) return null;
  return toPost(row);
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

export function createPost(db: Db, input: PostValues, now: Date): number {
  const content = sanitizeHtml(input.content);
  const row = db
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
    .returning({ id: posts.id })
    .get();
  return row.id;
}

/** Only the fields sent change; the read time follows the content whenever the content changes. */
export function updatePost(db: Db, id: number, changes: PostChanges, now: Date): void {
  const current = db.select().from(posts).where(eq(posts.id, id)).get();
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
  if (Object.keys(set).length > 0) db.update(posts).set(set).where(eq(posts.id, id)).run();
}

export function deletePost(db: Db, id: number): void {
  const result = db.delete(posts).where(eq(posts.id, id)).run();
  if (result.changes === 0) throw notFound("Post");
}

/** When the next scheduled post goes public (a cached list stops being true then), or null. */
export function nextScheduledPublishMs(db: Db, now: Date): number | null {
  const next = db
    .select({ at: sql<string | null>`min(${posts.scheduledDate})` })
    .from(posts)
    .where(sql`${posts.published} = 0 and ${posts.scheduledDate} > ${now.toISOString()}`)
    .get()?.at;
  return next ? Date.parse(next) : null;
}
