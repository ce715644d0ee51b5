/** GET /api/blog/posts page by page: after a cursor (the blog's Load more), and by offset as older callers ask. */
import { describe, expect, test } from "vitest";
import { BLOG_PAGE } from "#shared/rules/list-limit";
import { withAdmin } from "../testing/admin-fixture";
import { postDraft } from "../testing/fixtures";
import { readEveryPage } from "../testing/paging";

/** Published unless `over` says otherwise. */
const draft = (over: Record<string, unknown> = {}) => postDraft({ published: true, ...over });

type Item = { id: number; date: string };

describe("the public blog list, page by page", () => {
  test("reads every post once, newest date first, while posts are published between pages", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const before: number[] = [];
    // Several posts share a day, as a busy week's do: the id decides between them.
    for (const date of ["2026-01-01", "2026-01-01", "2026-01-02", "2026-01-02", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-04", "2026-01-05"]) {
      before.push((await create({ date })).id);
    }
    await create({ date: "2026-01-03", published: false });
    const { pages, items } = await readEveryPage<Item>(t, "/api/blog/posts?published=true", {
      limit: 4,
      between: async () => void (await create({ date: "2026-02-01" })),
    });
    const ids = items.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...before].sort((a, b) => a - b));
    expect(pages.map((page) => page.length)).toEqual([4, 4, 1]);
    const order = items.map((post) => [post.date, post.id] as const);
    expect(order).toEqual([...order].sort(([d1, i1], [d2, i2]) => (d1 === d2 ? i2 - i1 : d1 < d2 ? 1 : -1)));
  });

  test("a filtered list pages within its filter", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    const bears: number[] = [];
    for (let day = 1; day <= 7; day++) {
      bears.push((await create({ date: `2026-03-0${day}`, tags: ["Bears"] })).id);
      await create({ date: `2026-03-0${day}`, tags: ["Geysers"] });
    }
    const { items } = await readEveryPage<Item>(t, "/api/blog/posts?tag=Bears", { limit: 3 });
    expect(items.map((post) => post.id)).toEqual([...bears].reverse());
  });

  test("the first page by offset, as the pre-rendered blog asks it, answers the cursor to go on from", async () => {
    const { t, create } = await withAdmin("/api/blog/posts", false, draft);
    for (let day = 1; day <= BLOG_PAGE + 3; day++) await create({ date: `2026-04-${String(day).padStart(2, "0")}` });
    const first = await t.call("GET", "/api/blog/posts?published=true");
    expect(first.body.items).toHaveLength(BLOG_PAGE);
    expect(first.body.total).toBe(BLOG_PAGE + 3);
    const rest = await t.call("GET", `/api/blog/posts?published=true&cursor=${first.body.next}`);
    expect(rest.body.items.map((post: Item) => post.date)).toEqual(["2026-04-03", "2026-04-02", "2026-04-01"]);
    expect(rest.body).toMatchObject({ total: BLOG_PAGE + 3, next: null });
    // By offset too, for the callers that still count: the same rows, and the same way on.
    const byOffset = await t.call("GET", `/api/blog/posts?published=true&offset=${BLOG_PAGE - 2}&limit=2`);
    expect(byOffset.body.items.map((post: Item) => post.id)).toEqual(first.body.items.slice(-2).map((post: Item) => post.id));
    expect(byOffset.body.next).toBe(first.body.next);
    expect((await t.call("GET", `/api/blog/posts?offset=${BLOG_PAGE}`)).body.next).toBeNull();
  });

  test("refuses a cursor it did not make", async () => {
    const { t } = await withAdmin("/api/blog/posts", false, draft);
    for (const cursor of ["not-a-cursor", Buffer.from("[1]").toString("base64url"), "%%%"]) {
      const answer = await t.call("GET", `/api/blog/posts?cursor=${cursor}`);
      expect(answer.status).toBe(422);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
  });
});
