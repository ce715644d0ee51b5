import { beforeEach, describe, expect, it } from "vitest";
import { writeTx } from "../db";
import { posts } from "../db/tables";
import { readEveryPage } from "../testing/paging";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let adminToken: string;

beforeEach(async () => {
  t = await createTestApp();
  adminToken = (await t.createUser("admin")).token;
});

interface Listed {
  id: number;
  date: string;
  published: boolean;
  tags: string[];
}

/** Posts of one day written straight into the table (several posts share a date); answers their ids. */
async function writePosts(count: number, date: string, flags: { published?: boolean; tags?: string[] } = {}): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Post ${date} ${i}`,
    excerpt: "A day in the park.",
    content: "<p>A day in the park.</p>",
    author: "Ranger",
    tags: flags.tags ?? ["parks"],
    published: flags.published ?? true,
    date,
    readTime: "1 min read",
  }));
  const written = await writeTx(t.db, () => t.db.insert(posts).values(rows).returning({ id: posts.id }));
  return written.map((row) => row.id);
}

/** Newest date first, then the later written first. */
const newestFirst = (items: Listed[]) => [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

describe("the admin's posts, page by page", () => {
  it("reads every post once, drafts too, newest first, while posts are written between pages", async () => {
    const before = [
      ...(await writePosts(3, "2026-05-01")),
      ...(await writePosts(4, "2026-05-02", { published: false })),
      ...(await writePosts(5, "2026-05-03")),
    ];
    const { pages, items } = await readEveryPage<Listed>(t, "/api/blog/posts", {
      token: adminToken,
      limit: 5,
      between: async () => void (await writePosts(2, "2026-05-04")),
    });
    const ids = items.map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...before].sort());
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    expect(items).toEqual(newestFirst(items));
    expect(items.some((post) => !post.published)).toBe(true);
  });

  it("pages a tag's posts and a search by cursor too", async () => {
    const tagged = await writePosts(5, "2026-05-01", { tags: ["geysers"] });
    await writePosts(4, "2026-05-02", { tags: ["canyons"] });
    const byTag = await readEveryPage<Listed>(t, "/api/blog/posts?tag=geysers", { token: adminToken, limit: 2 });
    expect(byTag.items.map((post) => post.id)).toEqual([...tagged].reverse());
    const bySearch = await readEveryPage<Listed>(t, "/api/blog/posts?search=2026-05-02", { limit: 3 });
    expect(bySearch.items).toHaveLength(4);
  });

  it("keeps offset working, with the cursor of the page after it", async () => {
    const ids = await writePosts(7, "2026-05-01");
    const third = await t.call("GET", "/api/blog/posts?limit=2&offset=2");
    expect(third.body.items.map((post: Listed) => post.id)).toEqual([ids[4], ids[3]]);
    expect(third.body.total).toBe(7);
    const fourth = await t.call("GET", `/api/blog/posts?limit=2&cursor=${third.body.next}`);
    expect(fourth.body.items.map((post: Listed) => post.id)).toEqual([ids[2], ids[1]]);
    const last = await t.call("GET", "/api/blog/posts?limit=2&offset=6");
    expect(last.body).toMatchObject({ total: 7, next: null });
    expect((await t.call("GET", `/api/blog/posts?offset=2&cursor=${third.body.next}`)).status).toBe(422);
  });

  it("shows the blog's first page by default", async () => {
    await writePosts(23, "2026-05-01");
    const first = await t.call("GET", "/api/blog/posts");
    expect(first.body.items).toHaveLength(20);
    expect(first.body).toMatchObject({ total: 23, next: expect.any(String) });
  });

  it("refuses a cursor it did not make", async () => {
    await writePosts(3, "2026-05-01");
    for (const cursor of ["not-a-cursor", Buffer.from('["2026-05-01"]').toString("base64url"), Buffer.from('[1,"x"]').toString("base64url")]) {
      const answer = await t.call("GET", `/api/blog/posts?cursor=${cursor}`, { token: adminToken });
      expect(answer.status, cursor).toBe(422);
      expect(answer.body.detail).toEqual(expect.any(String));
    }
  });
});
