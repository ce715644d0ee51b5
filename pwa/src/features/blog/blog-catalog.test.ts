// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Post } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { offline, resetDevice, stubFetch } from "../../testing/device";
import { refreshPost, refreshPosts } from "./blog-catalog";
import { manyPosts, samplePost } from "../../testing/posts";

function serveList(items: Post[], total = items.length, next: string | null = null) {
  return stubFetch((url) => (url.pathname === "/api/blog/posts" ? Response.json({ items, total, next }) : undefined));
}

const storedIds = async () => (await db.posts.toArray()).map((p) => p.id).sort((a, b) => a - b);

beforeEach(resetDevice);
afterEach(() => vi.unstubAllGlobals());

describe("refreshPosts", () => {
  it("asks for published posts with the filter and limit, and answers the server's total", async () => {
    const fetch = serveList([samplePost()], 42);
    expect(await refreshPosts({ search: " bears ", tag: "Zion" }, 20)).toMatchObject({ total: 42, next: null });
    const url = new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost/");
    expect(Object.fromEntries(url.searchParams)).toEqual({ search: "bears", tag: "Zion", published: "true", limit: "20" });
  });

  it("drops posts the server no longer lists, keeping drafts it would never list", async () => {
    const [a, b, c] = manyPosts(3);
    await db.posts.bulkPut([a!, b!, c!, samplePost({ id: 9, published: false })]);
    serveList([a!, c!]);
    await refreshPosts({ search: "", tag: "" }, 20);
    expect(await storedIds()).toEqual([1, 3, 9]);
  });

  it("keeps posts beyond a full page, which the server did not have room to list", async () => {
    const posts = manyPosts(5);
    await db.posts.bulkPut(posts);
    // Post 2 sorts before the page's last post, so its absence means it is gone; 4 and 5 are just further on.
    serveList([posts[0]!, posts[2]!], 4, "after-3");
    await refreshPosts({ search: "", tag: "" }, 2);
    expect(await storedIds()).toEqual([1, 3, 4, 5]);
  });

  it("reads the page after a cursor, dropping only the posts that page would have listed", async () => {
    const posts = manyPosts(7);
    await db.posts.bulkPut(posts);
    // The page after post 2: post 4 is gone; 1 and 2 are on the page before, 6 and 7 on the page after.
    const fetch = stubFetch((url) => (url.pathname === "/api/blog/posts" ? Response.json({ items: [posts[2], posts[4]], total: 6, next: "after-5" }) : undefined));
    const read = await refreshPosts({ search: "", tag: "" }, 2, { cursor: "after-2", after: posts[1]! });
    expect(read).toEqual({ total: 6, next: "after-5", last: posts[4] });
    expect(new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost/").searchParams.get("cursor")).toBe("after-2");
    expect(await storedIds()).toEqual([1, 2, 3, 5, 6, 7]);
    // The last page speaks for every post after its start.
    serveList([posts[5]!]);
    expect(await refreshPosts({ search: "", tag: "" }, 2, { cursor: "after-5", after: posts[4]! })).toMatchObject({ next: null });
    expect(await storedIds()).toEqual([1, 2, 3, 5, 6]);
  });

  it("a search refresh only reconciles the posts the search covers", async () => {
    await db.posts.bulkPut([samplePost({ id: 1, title: "Bears of Katmai" }), samplePost({ id: 2, title: "Arches at dusk" })]);
    serveList([samplePost({ id: 3, title: "More bears", date: "2026-03-06" })]);
    await refreshPosts({ search: "bears", tag: "" }, 20);
    expect(await storedIds()).toEqual([2, 3]);
  });

  it("offline, changes nothing", async () => {
    await db.posts.put(samplePost());
    offline();
    expect(await refreshPosts({ search: "", tag: "" }, 20)).toBeNull();
    expect(await storedIds()).toEqual([1]);
  });
});

describe("refreshPost", () => {
  it("stores the post, forgets it on 404, and tells offline apart", async () => {
    stubFetch((url) => (url.pathname === "/api/blog/posts/1" ? Response.json(samplePost({ title: "Fresh" })) : undefined));
    expect(await refreshPost(1)).toBe("ok");
    expect((await db.posts.get(1))?.title).toBe("Fresh");
    offline();
    expect(await refreshPost(1)).toBe("offline");
    expect(await db.posts.get(1)).toBeTruthy();
    stubFetch(() => Response.json({ detail: "Post not found" }, { status: 404 }));
    expect(await refreshPost(1)).toBe("not-found");
    expect(await db.posts.get(1)).toBeUndefined();
  });
});
