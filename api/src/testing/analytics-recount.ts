/**
 * The admin's figures counted again from every raw row, as they were computed before the counts were kept
 * (services/analytics/counts.ts): what tests hold the kept counts to, after any traffic. Slow by design.
 */
import { and, count, countDistinct, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { AnalyticsSummary } from "#shared/schemas/analytics";
import type { HuntAnalytics } from "#shared/schemas/hunt";
import { LANGS, type Lang } from "#shared/rules/languages";
import { toDollars } from "#shared/rules/money";
import type { Db } from "../db";
import { contentViews, huntCompletions, huntFinds, hunts, pageViews } from "../db/tables";
import { DAILY_VIEWS_DAYS, growthRate } from "../services/analytics/analytics";
import { noFinds, type FindsByMethod } from "../services/hunt-play/hunt-finds";

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const huntId = sql.raw(`"hunts"."id"`);

export async function recountSummary(db: Db, now: Date): Promise<AnalyticsSummary> {
  const firstDay = dayOf(new Date(now.getTime() - (DAILY_VIEWS_DAYS - 1) * DAY_MS));
  const day = sql<string>`substr(${pageViews.createdAt}, 1, 10)`;
  const perDayRows = await db.select({ day, views: count() }).from(pageViews).where(gte(pageViews.createdAt, firstDay)).groupBy(day);
  const perDay = new Map(perDayRows.map((r) => [r.day, Number(r.views)]));
  const daily_views = Array.from({ length: DAILY_VIEWS_DAYS }, (_, i) => {
    const date = dayOf(new Date(now.getTime() - (DAILY_VIEWS_DAYS - 1 - i) * DAY_MS));
    return { date, views: perDay.get(date) ?? 0 };
  });
  const today_views = daily_views.at(-1)?.views ?? 0;
  const [totals] = await db.select({ views: count(), visitors: countDistinct(pageViews.visitorId) }).from(pageViews);
  const [popular] = await db.select({ page: pageViews.page, views: count() }).from(pageViews).groupBy(pageViews.page).orderBy(desc(count()), pageViews.page).limit(1);
  return {
    total_views: Number(totals?.views ?? 0),
    today_views,
    growth_rate: growthRate(today_views, daily_views.at(-2)?.views ?? 0),
    unique_visitors: Number(totals?.visitors ?? 0),
    most_popular_page: popular?.page ?? "",
    daily_views,
  };
}

/** First views by content type (the content counts' `<type>_views`). */
export async function recountFirstViews(db: Db, contentType: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contentViews).where(and(eq(contentViews.contentType, contentType), isNull(contentViews.engagementType)));
  return Number(row?.n ?? 0);
}

/** Each hunt's activity as the catalog shows it, by hunt id. */
export const recountedActivity = {
  viewCount: sql<number>`(select count(*) from content_views v where v.content_type = 'hunt' and v.content_id = cast(${huntId} as text) and v.engagement_type is null)`.mapWith(Number),
  completionCount: sql<number>`(select count(*) from hunt_completions c where c.hunt_key = cast(${huntId} as text))`.mapWith(Number),
  purchaseCount: sql<number>`(select count(*) from orders o where o.kind = 'hunt' and o.hunt_id = ${huntId} and o.status = 'completed')`.mapWith(Number),
  revenueCents: sql<number>`(select coalesce(sum(o.amount_cents), 0) from orders o where o.kind = 'hunt' and o.hunt_id = ${huntId} and o.status = 'completed')`.mapWith(Number),
};

type ByLang = Record<Lang, number>;
const noLangs = (): ByLang => Object.fromEntries(LANGS.map((lang) => [lang, 0])) as ByLang;

export async function recountHuntAnalytics(db: Db): Promise<HuntAnalytics> {
  const rows = await db
    .select({ id: hunts.id, title: hunts.title, views: recountedActivity.viewCount, completions: recountedActivity.completionCount, purchases: recountedActivity.purchaseCount, revenueCents: recountedActivity.revenueCents })
    .from(hunts)
    .orderBy(hunts.id);
  const finds = new Map<string, FindsByMethod>();
  for (const row of await db.select({ huntKey: huntFinds.huntKey, method: huntFinds.method, n: count() }).from(huntFinds).groupBy(huntFinds.huntKey, huntFinds.method)) {
    const counts = finds.get(row.huntKey) ?? noFinds();
    counts[row.method] = Number(row.n);
    finds.set(row.huntKey, counts);
  }
  const byLang = new Map<string, ByLang>();
  for (const row of await db.select({ hunt: huntCompletions.huntKey, lang: huntCompletions.lang, n: count() }).from(huntCompletions).groupBy(huntCompletions.huntKey, huntCompletions.lang)) {
    const counts = byLang.get(row.hunt) ?? noLangs();
    if (row.lang in counts) counts[row.lang as Lang] += Number(row.n);
    byLang.set(row.hunt, counts);
  }
  const totalByLang = noLangs();
  for (const [, counts] of byLang) for (const lang of LANGS) totalByLang[lang] += counts[lang];
  const [completions] = await db.select({ n: count() }).from(huntCompletions);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((total, r) => total + pick(r), 0);
  return {
    total_hunts: rows.length,
    total_revenue: toDollars(sum((r) => r.revenueCents)),
    total_purchases: sum((r) => r.purchases),
    total_completions: Number(completions?.n ?? 0),
    completions_by_lang: totalByLang,
    hunt_details: rows.map((r) => ({
      hunt_id: r.id,
      title: r.title,
      views: r.views,
      completions: r.completions,
      purchases: r.purchases,
      finds_by_method: finds.get(String(r.id)) ?? noFinds(),
      completions_by_lang: byLang.get(String(r.id)) ?? noLangs(),
      revenue: toDollars(r.revenueCents),
    })),
  };
}
