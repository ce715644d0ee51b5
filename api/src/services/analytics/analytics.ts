/**
 * The traffic and content figures admins read, from the counts kept as the events happen (./counts.ts):
 * each read sums a bounded set of rows (30 days, one row per page, per hunt), however many events there
 * were. Days are UTC calendar days of when each event happened, matching the ISO-8601 UTC times the rows
 * are stamped with.
 */
import { count, eq, inArray } from "drizzle-orm";
import type { AnalyticsSummary, ContentStats } from "#shared/schemas/analytics";
import type { HuntAnalytics } from "#shared/schemas/hunt";
import { LANGS, type Lang } from "#shared/rules/languages";
import { ADMIN_HUNTS_PAGE } from "#shared/rules/list-limit";
import { toDollars } from "#shared/rules/money";
import type { Db } from "../../db";
import { books, episodes, hunts, posts } from "../../db/tables";
import { huntActivity } from "../catalog/hunts";
import { isPublicPost } from "../catalog/posts";
import { noFinds, type FindsByMethod } from "../hunt-play/hunt-finds";
import { countOf, countsByDetailQuery, countsForQuery, countsOf, topSubject } from "./counts";

export const DAILY_VIEWS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const dayOf = (time: Date) => time.toISOString().slice(0, 10);

/** Percent change from yesterday to today, one decimal; from a zero day any traffic counts as +100%. */
export function growthRate(today: number, yesterday: number): number {
  if (yesterday === 0) return today > 0 ? 100 : 0;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

export async function analyticsSummary(db: Db, now: Date): Promise<AnalyticsSummary> {
  const firstDay = dayOf(new Date(now.getTime() - (DAILY_VIEWS_DAYS - 1) * DAY_MS));
  const perDay = new Map((await countsOf(db, "views.day", firstDay)).map((r) => [r.subject, r.n]));
  const daily_views = Array.from({ length: DAILY_VIEWS_DAYS }, (_, i) => {
    const date = dayOf(new Date(now.getTime() - (DAILY_VIEWS_DAYS - 1 - i) * DAY_MS));
    return { date, views: perDay.get(date) ?? 0 };
  });
  const today_views = daily_views.at(-1)?.views ?? 0;
  const yesterday_views = daily_views.at(-2)?.views ?? 0;

  return {
    total_views: await countOf(db, "views"),
    today_views,
    growth_rate: growthRate(today_views, yesterday_views),
    unique_visitors: await countOf(db, "visitors"),
    most_popular_page: (await topSubject(db, "views.page")) ?? "",
    daily_views,
  };
}

export async function contentStats(db: Db, now: Date): Promise<ContentStats> {
  // The content tables hold what the site publishes, not events: counting their rows stays cheap.
  const rowsOf = async (query: PromiseLike<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    blog_posts: await rowsOf(db.select({ n: count() }).from(posts).where(isPublicPost(now))),
    books: await rowsOf(db.select({ n: count() }).from(books)),
    podcast_episodes: await rowsOf(db.select({ n: count() }).from(episodes).where(eq(episodes.published, true))),
    // First views only: engagement follow-ups of the same visit carry a type and are not new views.
    blog_views: await countOf(db, "first_views", "blog"),
    book_views: await countOf(db, "first_views", "book"),
    podcast_views: await countOf(db, "first_views", "podcast"),
  };
}

type ByLang = Record<Lang, number>;
const noLangs = (): ByLang => Object.fromEntries(LANGS.map((lang) => [lang, 0])) as ByLang;

/** Completions of the named hunts (keys: an id as text) by the language each was played in. */
async function completionsByLang(db: Db, keys: readonly string[]): Promise<Map<string, ByLang>> {
  const byHunt = new Map<string, ByLang>();
  if (keys.length === 0) return byHunt;
  for (const row of await countsForQuery(db, "hunt.completions", keys)) {
    const counts = byHunt.get(row.subject) ?? noLangs();
    if (row.detail in counts) counts[row.detail as Lang] += row.n;
    byHunt.set(row.subject, counts);
  }
  return byHunt;
}

/** Finds of the named hunts by how they were made. */
async function findsByMethod(db: Db, keys: readonly string[]): Promise<Map<string, FindsByMethod>> {
  const byHunt = new Map<string, FindsByMethod>();
  if (keys.length === 0) return byHunt;
  for (const row of await countsForQuery(db, "hunt.finds", keys)) {
    const counts = byHunt.get(row.subject) ?? noFinds();
    counts[row.detail as keyof FindsByMethod] = row.n;
    byHunt.set(row.subject, counts);
  }
  return byHunt;
}

/** Every completion, the Roper hunt's too, by the language it was played in. */
async function allCompletionsByLang(db: Db): Promise<ByLang> {
  const total = noLangs();
  for (const row of await countsByDetailQuery(db, "hunt.completions")) if (row.detail in total) total[row.detail as Lang] += row.n;
  return total;
}

/**
 * The admin's hunt figures: totals over every hunt (drafts included), and the details of the hunts named
 * by `ids` (the page of the admin's list being shown) or else of the first ADMIN_HUNTS_PAGE by id, so the
 * answer does not grow with the catalog. Purchases and revenue count completed hunt orders only; finds
 * count by how they were made, completions also by the language they were played in.
 */
export async function huntAnalytics(db: Db, ids?: readonly number[]): Promise<HuntAnalytics> {
  const details = db
    .select({
      id: hunts.id,
      title: hunts.title,
      views: huntActivity.viewCount,
      completions: huntActivity.completionCount,
      purchases: huntActivity.purchaseCount,
      revenueCents: huntActivity.revenueCents,
    })
    .from(hunts);
  const rows = await (ids ? details.where(inArray(hunts.id, [...ids])) : details).orderBy(hunts.id).limit(ids ? Math.max(ids.length, 1) : ADMIN_HUNTS_PAGE);
  const keys = rows.map((row) => String(row.id));
  const finds = await findsByMethod(db, keys);
  const byLang = await completionsByLang(db, keys);
  const hunt_details = rows.map((r) => ({
    hunt_id: r.id,
    title: r.title,
    views: Number(r.views),
    completions: Number(r.completions),
    purchases: Number(r.purchases),
    finds_by_method: finds.get(String(r.id)) ?? noFinds(),
    completions_by_lang: byLang.get(String(r.id)) ?? noLangs(),
    revenue: toDollars(Number(r.revenueCents)),
  }));
  const [hunted] = await db.select({ n: count() }).from(hunts);
  return {
    total_hunts: Number(hunted?.n ?? 0),
    // Counts of deleted hunts' orders are forgotten with them (counts.ts), so these are every listed hunt's.
    total_revenue: toDollars(await countOf(db, "hunt.revenue_cents")),
    total_purchases: await countOf(db, "hunt.purchases"),
    // All completions, including the built-in Roper hunt's, which has no row in hunt_details.
    total_completions: await countOf(db, "hunt.completions"),
    completions_by_lang: await allCompletionsByLang(db),
    hunt_details,
  };
}
