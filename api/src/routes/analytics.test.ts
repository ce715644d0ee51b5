import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { blogReads, books, contentViews, episodes, pageViews, posts } from "../db/tables";
import { writeTx } from "../db";
import { growthRate } from "../services/analytics/analytics";
import { createTestApp, type TestApp } from "../testing/test-app";
import { trackPageViewAt } from "../testing/tracked-views";

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: { token: string };

const rowsIn = async (table: typeof pageViews | typeof contentViews | typeof blogReads) =>
  Number((await t.db.select({ n: count() }).from(table))[0]?.n ?? 0);

async function insertPost(title: string, published = true): Promise<number> {
  const [row] = await writeTx(t.db, () =>
    t.db
      .insert(posts)
      .values({ title, excerpt: "", content: "<p>Geysers</p>", author: "Ranger Rosie", tags: [], published, date: "2024-05-01", readTime: "1 min read" })
      .returning({ id: posts.id }),
  );
  return row!.id;
}

/** A page view that happened `daysAgo` days before the test clock's now. */
async function viewAt(page: string, daysAgo: number, visitorId = "v1") {
  await trackPageViewAt(t.db, new Date(t.deps.now().getTime() - daysAgo * DAY_MS), { page, visitorId });
}

const read = { time_spent: 120_000, scroll_depth: 95, words_read: 800, exit_point: "page_unload" };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

describe("tracking", () => {
  it("records a page view, and a replayed Idempotency-Key only once", async () => {
    const body = { page: "/parks", referrer: "https://example.com", user_agent: "test", visitor_id: "abc" };
    const headers = { "idempotency-key": "view-1" };
    const first = await t.call("POST", "/api/analytics/track-view", { body, headers });
    expect(first.status).toBe(201);
    const again = await t.call("POST", "/api/analytics/track-view", { body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(pageViews)).toMatchObject([{ page: "/parks", referrer: "https://example.com", visitorId: "abc" }]);
    const reused = await t.call("POST", "/api/analytics/track-view", { body: { ...body, page: "/shop" }, headers });
    expect(reused.status).toBe(409);
    expect(await rowsIn(pageViews)).toBe(1);
  });

  it("records content views and their engagement follow-ups", async () => {
    const view = { content_id: 7, content_type: "book", page: "/shop", user_agent: "test", engagement: { timestamp: 1, scroll_depth: 0, time_spent: 0 } };
    expect((await t.call("POST", "/api/analytics/track-content-view", { body: view })).status).toBe(201);
    const followUp = { ...view, engagement: { timestamp: 2, scroll_depth: 60, time_spent: 30_000, type: "engagement_update" } };
    expect((await t.call("POST", "/api/analytics/track-content-view", { body: followUp })).status).toBe(201);
    const rows = await t.db.select().from(contentViews).orderBy(contentViews.id);
    expect(rows).toMatchObject([
      { contentId: "7", contentType: "book", engagementType: null },
      { contentId: "7", engagementType: "engagement_update", scrollDepth: 60, timeSpent: 30_000 },
    ]);
  });

  it("awards 5 points once per post for a completed read by a signed-in user", async () => {
    const user = await t.createUser("user");
    const postId = await insertPost("Old Faithful and Friends");
    const send = (body: object, token?: string) => t.call("POST", "/api/analytics/track-detailed-blog-analytics", { token, body });

    expect((await send({ ...read, post_id: postId, completed_reading: false }, user.token)).body.points_awarded).toBe(0);
    expect((await send({ ...read, post_id: postId, completed_reading: true })).body.points_awarded).toBe(0);
    const first = await send({ ...read, post_id: postId, completed_reading: true }, user.token);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ok: true, points_awarded: 5 });
    expect((await send({ ...read, post_id: postId, completed_reading: true }, user.token)).body.points_awarded).toBe(0);

    const history = await t.call("GET", "/api/users/points/history", { token: user.token });
    const reads = history.body.items.filter((i: { description: string }) => i.description.includes("Old Faithful and Friends"));
    expect(reads).toMatchObject([{ transaction_type: "earned", points_amount: 5 }]);
    expect(await rowsIn(blogReads)).toBe(4);

    const other = await insertPost("Bison, Elk and Wolves");
    expect((await send({ ...read, post_id: other, completed_reading: true }, user.token)).body.points_awarded).toBe(5);
  });

  it("answers a reading report on a draft post exactly like one on a missing post, paying nothing", async () => {
    const user = await t.createUser("user");
    const draft = await insertPost("Not yet", false);
    const send = (postId: number) =>
      t.call("POST", "/api/analytics/track-detailed-blog-analytics", { token: user.token, body: { ...read, post_id: postId, completed_reading: true } });
    const missing = await send(9999);
    const res = await send(draft);
    expect({ status: res.status, body: res.body }).toEqual({ status: missing.status, body: missing.body });
    expect(res.status).toBe(404);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(100);
    expect(await rowsIn(blogReads)).toBe(0);
  });

  it("refuses bad tracking input with a readable detail and stores nothing", async () => {
    const postId = await insertPost("A post");
    const cases: [string, unknown, number][] = [
      ["/api/analytics/track-detailed-blog-analytics", { ...read, post_id: postId, completed_reading: true, scroll_depth: 500 }, 422],
      ["/api/analytics/track-detailed-blog-analytics", { ...read, post_id: 9999, completed_reading: true }, 404],
      ["/api/analytics/track-detailed-blog-analytics", { ...read, post_id: postId, completed_reading: true, exit_point: "teleport" }, 422],
      ["/api/analytics/track-content-view", { content_id: 1, content_type: "spaceship" }, 422],
      ["/api/analytics/track-content-view", { content_id: 1, content_type: "blog", engagement: { scroll_depth: 500 } }, 422],
      ["/api/analytics/track-view", { referrer: "no page" }, 422],
      ["/api/analytics/track-view", "{not json", 400],
    ];
    for (const [path, body, status] of cases) {
      const headers = typeof body === "string" ? { "content-type": "application/json" } : undefined;
      const res = await t.call("POST", path, { body, headers });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(status);
      expect(typeof res.body.detail).toBe("string");
    }
    const plain = await t.call("POST", "/api/analytics/track-view", { body: "page=/", headers: { "content-type": "text/plain" } });
    expect(plain.status).toBe(415);
    expect((await rowsIn(pageViews)) + (await rowsIn(contentViews)) + (await rowsIn(blogReads))).toBe(0);
  });
});

describe("traffic summary", () => {
  it("computes today, growth against yesterday, unique visitors, the top page and 30 daily entries", async () => {
    await viewAt("/", 0, "a");
    await viewAt("/", 0, "b");
    await viewAt("/parks", 0, "a");
    await viewAt("/parks", 1, "c");
    await viewAt("/parks", 1, "a");
    await viewAt("/parks", 3, "d");
    await viewAt("/shop", 45, "e"); // outside the daily window, still in the totals
    await t.call("POST", "/api/analytics/track-view", { body: { page: "/blog", visitor_id: "a" } });

    for (const path of ["/api/analytics/summary", "/api/analytics/stats"]) {
      const res = await t.call("GET", path, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total_views: 8, today_views: 4, growth_rate: 100, unique_visitors: 5, most_popular_page: "/parks" });
      const daily = res.body.daily_views as { date: string; views: number }[];
      expect(daily).toHaveLength(30);
      expect(daily.at(-1)).toEqual({ date: t.deps.now().toISOString().slice(0, 10), views: 4 });
      expect(daily.at(-2)?.views).toBe(2);
      expect(daily.at(-4)?.views).toBe(1);
      expect(daily.reduce((sum, d) => sum + d.views, 0)).toBe(7);
      expect(daily[0]?.date).toBe(new Date(t.deps.now().getTime() - 29 * DAY_MS).toISOString().slice(0, 10));
    }
  });

  it("moves with the clock: a day later, today's views are yesterday's", async () => {
    await viewAt("/", 0);
    await viewAt("/", 0);
    await viewAt("/", 0);
    t.advance(DAY_MS);
    await viewAt("/parks", 0);
    const res = await t.call("GET", "/api/analytics/summary", { token: admin.token });
    expect(res.body).toMatchObject({ today_views: 1, growth_rate: -66.7, most_popular_page: "/" });
    expect(res.body.daily_views.at(-2).views).toBe(3);
  });

  it("answers zeros and an empty top page with no traffic", async () => {
    const res = await t.call("GET", "/api/analytics/summary", { token: admin.token });
    expect(res.body).toMatchObject({ total_views: 0, today_views: 0, growth_rate: 0, unique_visitors: 0, most_popular_page: "" });
    expect(res.body.daily_views.every((d: { views: number }) => d.views === 0)).toBe(true);
  });

  it("rounds growth to one decimal and treats a zero yesterday as +100% or 0", () => {
    expect(growthRate(3, 2)).toBe(50);
    expect(growthRate(1, 3)).toBe(-66.7);
    expect(growthRate(2, 3)).toBe(-33.3);
    expect(growthRate(5, 0)).toBe(100);
    expect(growthRate(0, 0)).toBe(0);
    expect(growthRate(0, 4)).toBe(-100);
  });

  it("is for admins only", async () => {
    const user = await t.createUser("user");
    for (const path of ["/api/analytics/summary", "/api/analytics/stats"]) {
      expect((await t.call("GET", path)).status).toBe(401);
      expect((await t.call("GET", path, { token: user.token })).status).toBe(403);
    }
  });
});

describe("content stats", () => {
  it("counts public content and first views by type for anyone", async () => {
    await insertPost("Live one");
    await insertPost("Live two");
    await insertPost("Draft", false);
    for (const title of ["Book A", "Book B", "Book C"]) {
      await writeTx(t.db, () => t.db.insert(books).values({ title, priceCents: 1799, pages: 32, category: "Guide", features: [] }));
    }
    await writeTx(t.db, () => t.db.insert(episodes).values([{ title: "Ep 1", published: true }, { title: "Ep 2", published: false }]));
    const view = (content_type: string, type?: string) =>
      t.call("POST", "/api/analytics/track-content-view", { body: { content_id: 1, content_type, engagement: { scroll_depth: 10, time_spent: 5, type } } });
    await view("blog");
    await view("blog");
    await view("blog", "final_engagement");
    await view("book");
    await view("podcast", "engagement_update");
    await view("hunt");

    const res = await t.call("GET", "/api/analytics/content-stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ blog_posts: 2, books: 3, podcast_episodes: 1, blog_views: 2, book_views: 1, podcast_views: 0 });
  });
});
