/**
 * Page views, content engagement and blog reading sessions: append-only rows, each counted in the same
 * transaction into the analytics counts the admin reads (./counts.ts), on the day it happened.
 */
import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { BLOG_READ_POINTS } from "#shared/rules/points";
import type { TrackBlog, trackContentViewSchema, trackViewSchema } from "#shared/schemas/analytics";
import type { z } from "zod";
import { blogReads, contentViews, pageViews, posts } from "../../db/tables";
import { notFound } from "../../errors";
import type { Outcome } from "../infrastructure/idempotency";
import { awardPoints } from "../points/ledger";
import type { MutationContext } from "../sync/mutation-context";
import { isPublicPost } from "../catalog/posts";
import { addCounts, rememberVisitors, type CountDelta } from "./counts";

/** Devices send a random visitor id; without one, a hash of agent and address stands in (never stored raw). */
function visitorOf(ctx: MutationContext, visitorId: string | undefined, userAgent: string): string {
  if (visitorId) return visitorId;
  return createHash("sha256").update(`${userAgent}\n${ctx.clientAddress}`).digest("hex").slice(0, 32);
}

/** What a page or content view answers, every time: nothing can refuse one once its payload parsed. */
export const TRACKED: Outcome = { status: 201, body: { ok: true } };

type TrackViewInput = z.output<typeof trackViewSchema>;
type TrackContentViewInput = z.output<typeof trackContentViewSchema>;

/** An event's payload with when it happened (each of a drained outbox's views has its own time). */
export interface Timed<T> {
  input: T;
  at: Date;
}

/**
 * Page views, one statement for all of them (a drained outbox sends them by the hundred), their visitors
 * remembered; answers what they count, which the caller adds in the same transaction (`addCounts`), with
 * the counts of the other views of its run.
 */
export async function writeViews(ctx: MutationContext, views: Timed<TrackViewInput>[]): Promise<CountDelta[]> {
  if (views.length === 0) return [];
  const rows = views.map(({ input, at }) => ({
    page: input.page,
    referrer: input.referrer,
    userAgent: input.user_agent,
    visitorId: visitorOf(ctx, input.visitor_id, input.user_agent),
    userId: ctx.user?.id ?? null,
    createdAt: at.toISOString(),
  }));
  await ctx.db.insert(pageViews).values(rows);
  const visitors = await rememberVisitors(ctx.db, rows.map((row) => row.visitorId));
  return [
    { metric: "views", amount: rows.length },
    { metric: "visitors", amount: visitors },
    ...rows.flatMap((row): CountDelta[] => [
      { metric: "views.day", subject: row.createdAt.slice(0, 10) },
      { metric: "views.page", subject: row.page },
    ]),
  ];
}

/** A first view (no engagement type) counts by content type, and a hunt's also for that hunt. */
function firstViewCounts(views: { contentType: string; contentId: string; engagementType: string | null }[]): CountDelta[] {
  return views
    .filter((view) => view.engagementType === null)
    .flatMap((view): CountDelta[] => [
      { metric: "first_views", subject: view.contentType },
      ...(view.contentType === "hunt" ? [{ metric: "hunt.views" as const, subject: view.contentId }] : []),
    ]);
}

/** Content views, one statement for all of them; answers what they count, like writeViews. */
export async function writeContentViews(ctx: MutationContext, views: Timed<TrackContentViewInput>[]): Promise<CountDelta[]> {
  if (views.length === 0) return [];
  const rows = views.map(({ input, at }) => ({
    contentId: input.content_id,
    contentType: input.content_type,
    page: input.page,
    userAgent: input.user_agent,
    engagementType: input.engagement.type ?? null,
    scrollDepth: input.engagement.scroll_depth,
    timeSpent: input.engagement.time_spent,
    visitorId: visitorOf(ctx, input.visitor_id, input.user_agent),
    userId: ctx.user?.id ?? null,
    createdAt: at.toISOString(),
  }));
  await ctx.db.insert(contentViews).values(rows);
  return firstViewCounts(rows);
}

/** Page views, written and counted. */
export async function trackViews(ctx: MutationContext, views: Timed<TrackViewInput>[]): Promise<void> {
  await addCounts(ctx.db, await writeViews(ctx, views));
}

export async function trackContentViews(ctx: MutationContext, views: Timed<TrackContentViewInput>[]): Promise<void> {
  await addCounts(ctx.db, await writeContentViews(ctx, views));
}

export async function trackView(ctx: MutationContext, input: TrackViewInput): Promise<Outcome> {
  await trackViews(ctx, [{ input, at: ctx.happenedAt }]);
  return TRACKED;
}

export async function trackContentView(ctx: MutationContext, input: TrackContentViewInput): Promise<Outcome> {
  await trackContentViews(ctx, [{ input, at: ctx.happenedAt }]);
  return TRACKED;
}

export async function trackBlogRead(ctx: MutationContext, input: TrackBlog): Promise<Outcome> {
  // A draft answers like a missing post: readers cannot see it, so reading it earns nothing and reveals nothing.
  const [post] = await ctx.db
    .select({ title: posts.title })
    .from(posts)
    .where(and(eq(posts.id, input.post_id), isPublicPost(ctx.now)))
    .limit(1);
  if (!post) throw notFound("Post");
  await ctx.db
    .insert(blogReads)
    .values({
      postId: input.post_id,
      userId: ctx.user?.id ?? null,
      timeSpent: input.time_spent,
      scrollDepth: input.scroll_depth,
      wordsRead: input.words_read,
      completedReading: input.completed_reading,
      exitPoint: input.exit_point,
      createdAt: ctx.happenedAt.toISOString(),
    });
  const pointsAwarded =
    ctx.user && input.completed_reading
      ? await awardPoints(ctx.db, ctx.user.id, BLOG_READ_POINTS, `Read "${post.title}"`, `blog:${input.post_id}`)
      : 0;
  return { status: 201, body: { ok: true, points_awarded: pointsAwarded } };
}
