/**
 * The traffic and content figures admins read, computed on demand from the append-only tracking and
 * activity rows (nothing is pre-aggregated, so a replayed or late event can never leave a stale total).
 * Days are UTC calendar days, matching the ISO-8601 UTC times the rows are stamped with.
 */
import { and, count, countDistinct, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { AnalyticsSummary, ContentStats } from "#shared/schemas/analytics";
import type { HuntAnalytics } from "#shared/schemas/hunt";
import { LANGS, type Lang } from "#shared/rules/languages";
import { toDollars } from "#shared/rules/money";
import type { Db } from "../../db";
import { books, contentViews, episodes, huntCompletions, hunts, pageViews, posts } from "../../db/tables";
import { huntActivity } from "../catalog/hunts";
import { isPublicPost } from "../catalog/posts";
import { findsByMethod, noFinds } from "../hunt-play/hunt-finds";

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
  const day = sql<string>`substr(${pageViews.createdAt}, 1, 10)`;
  const perDayRows = await db.select({ day, views: count() }).from(pageViews).where(gte(pageViews.createdAt, firstDay)).groupBy(day);
  const perDay = new Map(perDayRows.map((r) => [r.day, Number(r.views)]));
  const daily_views = Array.from({ length: DAILY_VIEWS_DAYS }, (_, i) => {
    const date = dayOf(new Date(now.getTime() - (DAILY_VIEWS_DAYS - 1 - i) * DAY_MS));
    return { date, views: perDay.get(date) ?? 0 };
  });
  const today_views = daily_views.at(-1)?.views ?? 0;
  const yesterday_views = daily_views.at(-2)?.views ?? 0;

  const [totals] = await db.select({ views: count(), visitors: countDistinct(pageViews.visitorId) }).from(pageViews);
  const [popular] = await db
    .select({ page: pageViews.page, views: count() })
    .from(pageViews)
    .groupBy(pageViews.page)
    .orderBy(desc(count()), pageViews.page)
    .limit(1);

  return {
    total_views: Number(totals?.views ?? 0),
    today_views,
    growth_rate: growthRate(today_views, yesterday_views),
    unique_visitors: Number(totals?.visitors ?? 0),
    most_popular_page: popular?.page ?? "",
    daily_views,
  };
}

/** First views only: engagement follow-ups of the same visit carry a type and are not new views. */
async function firstViews(db: Db, contentType: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentViews)
    .where(and(eq(contentViews.contentType, contentType), isNull(contentViews.engagementType)));
  return Number(row?.n ?? 0);
}

export async function contentStats(db: Db, now: Date): Promise<ContentStats> {
  const countOf = async (query: PromiseLike<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  return {
    blog_posts: await countOf(db.select({ n: count() }).from(posts).where(isPublicPost(now))),
    books: await countOf(db.select({ n: count() }).from(books)),
    podcast_episodes: await countOf(db.select({ n: count() }).from(episodes).where(eq(episodes.published, true))),
    blog_views: await firstViews(db, "blog"),
    book_views: await firstViews(db, "book"),
    podcast_views: await firstViews(db, "podcast"),
  };
}

type ByLang = Record<Lang, number>;
const noLangs = (): ByLang => Object.fromEntries(LANGS.map((lang) => [lang, 0])) as ByLang;

/** Completions by hunt (its key: an id as text, or "roper") and the language each was played in. */
async function completionsByLang(db: Db): Promise<Map<string, ByLang>> {
  const rows = await db.select({ hunt: huntCompletions.huntKey, lang: huntCompletions.lang, n: count() }).from(huntCompletions).groupBy(huntCompletions.huntKey, huntCompletions.lang);
  const byHunt = new Map<string, ByLang>();
  for (const row of rows) {
    const counts = byHunt.get(row.hunt) ?? noLangs();
    if (row.lang in counts) counts[row.lang as Lang] += Number(row.n);
    byHunt.set(row.hunt, counts);
  }
  return byHunt;
}

function totalByLang(byHunt: Map<string, ByLang>): ByLang {
  const total = noLangs();
  for (const [, counts] of byHunt) for (const lang of LANGS) total[lang] += counts[lang];
  return total;
}

/**
 * Every hunt, drafts included; purchases and revenue count completed hunt orders only; finds count by
 * how they were made, completions also by the language they were played in.
 */
export async function huntAnalytics(db: Db): Promise<HuntAnalytics> {
  const rows = await db
    .select({
      id: hunts.id,
      title: hunts.title,
      views: huntActivity.viewCount,
      completions: huntActivity.completionCount,
      purchases: huntActivity.purchaseCount,
      revenueCents: huntActivity.revenueCents,
    })
    .from(hunts)
    .orderBy(hunts.id);
  const finds = await findsByMethod(db);
  const byLang = await completionsByLang(db);
  const [completions] = await db.select({ n: count() }).from(huntCompletions);
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
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + Number(pick(r)), 0);
  return {
    total_hunts: rows.length,
    total_revenue: toDollars(sum((r) => r.revenueCents)),
    total_purchases: sum((r) => r.purchases),
    // All completions, including the built-in Roper hunt's, which has no row in hunt_details.
    total_completions: Number(completions?.n ?? 0),
    completions_by_lang: totalByLang(byLang),
    hunt_details,
  };
}
