/** /api/blog through the whole app: who sees which posts, scheduling, filters, and every admin write's guard. */
import { describe, expect, test } from "vitest";
import { posts } from "../db/tables";
import { SEED_POSTS } from "../services/seed/sample-content";
import { expectRefusals, withAdmin, type Refusal } from "../testing/admin-fixture";
import { postDraft } from "../testing/fixtures";
import type { TestApp } from "../testing/test-app";

const HOUR_MS = 60 * 60 * 1000;

const draft = postDraft;

const stored = (t: TestApp) => t.db.select().from(posts).orderBy(posts.id);


describe("reading posts", () => {
  test("visitors see only published posts, newest date first; admins see drafts too", async () => {
    const { t, admin } = await withAdmin("/api/blog/posts", true, draft);
    const publicCount = SEED_POSTS.filter((p) => p.published).length;
    const visitor = await t.call("GET", "/api/blog/posts?limit=100");
    expect(visitor.status).toBe(200);
    expect(visitor.body.total).toBe(publicCount);
    expect(visitor.body.items.every((p: { published: boolean }) => p.published)).toBe(true);
    const dates = visitor.body.items.map((p: { date: string }) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const user = await t.createUser("user");
    expect((await t.call("GET", "/api/blog/posts?limit=100", { token: user.token })).body.total).toBe(publicCount);

    const all = await t.call("GET", "/api/blog/posts?limit=100", { token: admin.token });
    expect(all.body.total).toBe(SEED_POSTS.length);
    const drafts = await t.call("GET", "/api/blog/posts?published=false", { token: admin.token });
    expect(drafts.body.total).toBe(SEED_POSTS.length - publicCount);
    expect(drafts.body.items.every((p: { published: boolean }) => !p.published)).toBe(true);

    const hidden = drafts.body.items[0].id;
    expect(await t.call("GET", `/api/blog/posts/${hidden}`)).toMatchObject({ status: 404, body: { detail: "Post not found" } });
    expect((await t.call("GET", `/api/blog/posts/${hidden}`, { token: admin.token })).status).toBe(200);
    expect((await t.call("GET", "/api/blog/posts?published=false")).body.total).toBe(0);
  });

  test("a post reads back in the API's shape", async () => {
    const { t } = await withAdmin("/api/blog/posts", true, draft);
    const first = (await t.call("GET", "/api/blog/posts?limit=1")).body.items[0];
    const one = await t.call("GET", `/api/blog/posts/${first.id}`);
    expect(one.body).toEqual(first);
    expect(Object.keys(one.body).sort()).toEqual(
      ["author", "content", "date", "excerpt", "featured", "id", "image", "published", "readTime", "scheduled_date", "tags", "title"].sort(),
    );
    expect((await t.call("GET", "/api/blog/posts/999999")).status).toBe(404);
    expect((await t.call("GET", "/api/blog/posts/not-a-number")).status).toBe(404);
  });

  test("pages default to 20, total counts every match, limit is capped at 100", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    for (let day = 1; day <= 25; day++) await create({ published: true, date: `2026-01-${String(day).padStart(2, "0")}` });
    const page = await t.call("GET", "/api/blog/posts");
    expect(page.body.items).toHaveLength(20);
    expect(page.body.total).toBe(25);
    expect(page.body.items[0].date).toBe("2026-01-25");
    const rest = await t.call("GET", "/api/blog/posts?offset=20");
    expect(rest.body.items.map((p: { date: string }) => p.date)).toEqual(["2026-01-05", "2026-01-04", "2026-01-03", "2026-01-02", "2026-01-01"]);
    expect((await t.call("GET", "/api/blog/posts?limit=100")).body.items).toHaveLength(25);
    expect((await t.call("GET", "/api/blog/posts?limit=101")).status).toBe(422);
    expect((await t.call("GET", "/api/blog/posts?published=maybe")).status).toBe(422);
  });

  test("search matches title, excerpt or content, ignoring case; wildcards are literal", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    await create({ published: true, title: "Geysers of Yellowstone" });
    await create({ published: true, excerpt: "Why a GEYSER erupts" });
    await create({ published: true, content: "the geyser basin boardwalk" });
    await create({ published: true, title: "100% fun in Acadia" });
    await create({ published: true, title: "100 percent fun", content: "snake_case trail" });
    await create({ published: false, title: "Draft about a geyser" });

    const found = await t.call("GET", "/api/blog/posts?search=gEySeR&limit=1");
    expect(found.body.items).toHaveLength(1);
    expect(found.body.total).toBe(3);
    expect((await t.call("GET", `/api/blog/posts?search=${encodeURIComponent("100%")}`)).body.total).toBe(1);
    expect((await t.call("GET", "/api/blog/posts?search=_")).body.total).toBe(1);
    expect((await t.call("GET", "/api/blog/posts?search=nothing-like-this")).body).toEqual({ items: [], total: 0, next: null });
  });

  test("tag filter matches a whole tag exactly, with its total", async () => {
    const { t } = await withAdmin("/api/blog/posts", true, draft);
    const tags = (await t.call("GET", "/api/blog/tags")).body.items as { tag: string; count: number }[];
    const familyTips = tags.find((x) => x.tag === "Family Tips");
    expect(familyTips).toBeDefined();
    const tagged = await t.call("GET", `/api/blog/posts?tag=${encodeURIComponent("Family Tips")}&limit=2`);
    expect(tagged.body.total).toBe(familyTips?.count);
    expect(tagged.body.items).toHaveLength(2);
    expect(tagged.body.items.every((p: { tags: string[] }) => p.tags.includes("Family Tips"))).toBe(true);
    expect((await t.call("GET", "/api/blog/posts?tag=Family")).body.total).toBe(0);
    expect((await t.call("GET", `/api/blog/posts?tag=${encodeURIComponent("family tips")}`)).body.total).toBe(0);
    const featured = await t.call("GET", "/api/blog/posts?featured=true");
    expect(featured.body.total).toBe(SEED_POSTS.filter((p) => p.published && p.featured).length);
  });

  test("tags count public posts only, most used first then alphabetical", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    await create({ published: true, tags: ["beta", "alpha"] });
    await create({ published: true, tags: ["beta"] });
    await create({ published: true, tags: ["gamma", "alpha"] });
    await create({ published: false, tags: ["secret", "beta"] });
    const res = await t.call("GET", "/api/blog/tags");
    expect(res.body).toEqual({
      items: [
        { tag: "alpha", count: 2 },
        { tag: "beta", count: 2 },
        { tag: "gamma", count: 1 },
      ],
      total: 3,
    });
  });
});

describe("scheduled posts", () => {
  test("hidden before their time, public from it", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const at = new Date(t.deps.now().getTime() + HOUR_MS).toISOString();
    const post = await create({ scheduled_date: at, tags: ["Later"] });
    expect(post).toMatchObject({ published: false, scheduled_date: at });

    expect((await t.call("GET", "/api/blog/posts")).body.total).toBe(0);
    expect((await t.call("GET", `/api/blog/posts/${post.id}`)).status).toBe(404);
    expect((await t.call("GET", "/api/blog/tags")).body.total).toBe(0);
    expect((await t.call("GET", "/api/blog/posts", { token: admin.token })).body.total).toBe(1);

    t.advance(HOUR_MS);
    const list = await t.call("GET", "/api/blog/posts");
    expect(list.body.total).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: post.id, published: true });
    expect((await t.call("GET", `/api/blog/posts/${post.id}`)).status).toBe(200);
    expect((await t.call("GET", "/api/blog/tags")).body.items).toEqual([{ tag: "Later", count: 1 }]);
  });

  test("a schedule in the past is refused and nothing is stored", async () => {
    const { t, admin } = await withAdmin("/api/blog/posts", false, draft);
    const past = new Date(t.deps.now().getTime() - 60_000).toISOString();
    const res = await t.call("POST", "/api/blog/posts", { token: admin.token, body: draft({ scheduled_date: past }) });
    expect(res).toMatchObject({ status: 422, body: { detail: "scheduled_date must be in the future" } });
    expect(await stored(t)).toHaveLength(0);
  });

  test("an empty schedule is a plain draft; publishing drops a schedule", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    expect(await create({ scheduled_date: "" })).toMatchObject({ published: false, scheduled_date: null });
    const at = new Date(t.deps.now().getTime() + HOUR_MS).toISOString();
    const post = await create({ scheduled_date: at });
    const published = await t.call("PUT", `/api/blog/posts/${post.id}`, { token: admin.token, body: { published: true } });
    expect(published.body).toMatchObject({ published: true, scheduled_date: null });
  });

  test("a post that went live on schedule can be resaved unchanged, and unpublished", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const at = new Date(t.deps.now().getTime() + HOUR_MS).toISOString();
    const post = await create({ scheduled_date: at });
    t.advance(2 * HOUR_MS);
    const resaved = await t.call("PUT", `/api/blog/posts/${post.id}`, {
      token: admin.token,
      body: { title: "Renamed", scheduled_date: at },
    });
    expect(resaved.body).toMatchObject({ title: "Renamed", published: true, scheduled_date: at });
    const moved = await t.call("PUT", `/api/blog/posts/${post.id}`, {
      token: admin.token,
      body: { scheduled_date: new Date(t.deps.now().getTime() - 1000).toISOString() },
    });
    expect(moved.status).toBe(422);
    const off = await t.call("PUT", `/api/blog/posts/${post.id}`, { token: admin.token, body: { published: false } });
    expect(off.body).toMatchObject({ published: false, scheduled_date: null });
    expect((await t.call("GET", `/api/blog/posts/${post.id}`)).status).toBe(404);
  });
});

describe("admin writes", () => {
  test("create computes the read time and defaults the date to today", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const post = await create({ content: words(401), readTime: "99 min read", image: "/uploads/zion.png" });
    expect(post).toMatchObject({ readTime: "3 min read", date: t.deps.now().toISOString().slice(0, 10), image: "/uploads/zion.png" });
    expect((await create({ content: words(200) })).readTime).toBe("1 min read");
    expect((await create({ content: `<p>${words(201)}</p>` })).readTime).toBe("2 min read");
    expect((await create({ date: "2025-07-04" })).date).toBe("2025-07-04");
    expect((await create({ tags: ["Utah", "Utah", "Hiking"] })).tags).toEqual(["Utah", "Hiking"]);
  });

  test("PUT with only {published:true} toggles and keeps every other field", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const post = await create({ tags: ["Utah", "Hiking"], image: "https://example.com/zion.jpg", featured: true, date: "2026-02-01" });
    const on = await t.call("PUT", `/api/blog/posts/${post.id}`, { token: admin.token, body: { published: true } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ ...post, published: true });
    expect((await t.call("GET", `/api/blog/posts/${post.id}`)).body).toEqual(on.body);
    const off = await t.call("PUT", `/api/blog/posts/${post.id}`, { token: admin.token, body: { published: false } });
    expect(off.body).toEqual(post);
    expect((await t.call("GET", `/api/blog/posts/${post.id}`)).status).toBe(404);
  });

  test("PUT recomputes the read time when the content changes", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const post = await create();
    const res = await t.call("PUT", `/api/blog/posts/${post.id}`, {
      token: admin.token,
      body: { content: "word ".repeat(600), readTime: "1 min read" },
    });
    expect(res.body).toMatchObject({ readTime: "3 min read", title: post.title });
  });

  test("DELETE removes a post; an unknown post is 404", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const post = await create({ published: true });
    expect(await t.call("DELETE", `/api/blog/posts/${post.id}`, { token: admin.token })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await t.call("GET", `/api/blog/posts/${post.id}`, { token: admin.token })).status).toBe(404);
    expect(await t.call("DELETE", `/api/blog/posts/${post.id}`, { token: admin.token })).toMatchObject({
      status: 404,
      body: { detail: "Post not found" },
    });
    expect(await stored(t)).toHaveLength(0);
  });

  test("every write needs an admin: 401 without a token, 403 for a user, nothing changed", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const post = await create({ published: true });
    const user = await t.createUser("user");
    const before = await stored(t);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/blog/posts", draft()],
      ["PUT", `/api/blog/posts/${post.id}`, { published: false }],
      ["DELETE", `/api/blog/posts/${post.id}`, undefined],
    ];
    for (const [method, path, body] of writes) {
      expect(await t.call(method, path, { body })).toMatchObject({ status: 401, body: { detail: expect.any(String) } });
      expect(await t.call(method, path, { body, token: user.token })).toMatchObject({ status: 403, body: { detail: expect.any(String) } });
    }
    expect(await stored(t)).toEqual(before);
  });

  test("invalid requests are refused with a readable detail and store nothing", async () => {
    const { t, admin, create } = await withAdmin("/api/blog/posts", false, draft);
    const post = await create();
    const before = await stored(t);
    const { title: _title, ...untitled } = draft();
    const refusals: Refusal[] = [
      ["POST", "/api/blog/posts", untitled, 422, /Title/],
      ["POST", "/api/blog/posts", draft({ title: "   " }), 422, /Title is required/],
      ["POST", "/api/blog/posts", draft({ image: "javascript:alert(1)" }), 422, /image/],
      ["POST", "/api/blog/posts", draft({ tags: "Utah, Hiking" }), 422, /tags/],
      ["POST", "/api/blog/posts", draft({ scheduled_date: "someday" }), 422, /scheduled_date/],
      ["POST", "/api/blog/posts", '{"title": "broken', 400, /Malformed JSON/],
      ["PUT", `/api/blog/posts/${post.id}`, { title: "" }, 422, /Title is required/],
      ["PUT", `/api/blog/posts/${post.id}`, { published: "yes" }, 422, /published/],
      ["PUT", `/api/blog/posts/${post.id}`, "{", 400, /Malformed JSON/],
      ["PUT", "/api/blog/posts/999999", { published: true }, 404, /Post not found/],
      ["PUT", "/api/blog/posts/abc", { published: true }, 404, /Post not found/],
      ["DELETE", "/api/blog/posts/999999", undefined, 404, /Post not found/],
    ];
    await expectRefusals(t, admin.token, refusals);
    expect(await stored(t)).toEqual(before);
  });
});
