import { describe, expect, it } from "vitest";
import { matchesQuery, rankTags, relatedPosts, selectPosts } from "./post-filter";
import { samplePost } from "../../testing/posts";

const NOW = new Date("2026-04-01T12:00:00Z");

describe("the device's blog filter matches the server's", () => {
  it("searches title, excerpt and content, ignoring ASCII case only (as SQLite LIKE does)", () => {
    const post = samplePost({ title: "Geysers of YELLOWSTONE", excerpt: "Old Faithful", content: "Bison at Église Lake" });
    const q = (search: string) => matchesQuery(post, { search, tag: "" }, NOW);
    expect(q("yellowstone")).toBe(true);
    expect(q("  old faithful ")).toBe(true);
    expect(q("bison")).toBe(true);
    expect(q("église")).toBe(false);
    expect(q("Église")).toBe(true);
    expect(q("100%")).toBe(false);
  });

  it("matches a tag exactly, and lists only public posts", () => {
    expect(matchesQuery(samplePost({ tags: ["Zion"] }), { search: "", tag: "zion" }, NOW)).toBe(false);
    expect(matchesQuery(samplePost({ tags: ["Zion"] }), { search: "", tag: "Zion" }, NOW)).toBe(true);
    expect(matchesQuery(samplePost({ published: false }), { search: "", tag: "" }, NOW)).toBe(false);
    const due = samplePost({ published: false, scheduled_date: "2026-04-01T11:00:00.000Z" });
    const later = samplePost({ published: false, scheduled_date: "2026-04-02T11:00:00.000Z" });
    expect(matchesQuery(due, { search: "", tag: "" }, NOW)).toBe(true);
    expect(matchesQuery(later, { search: "", tag: "" }, NOW)).toBe(false);
  });

  it("orders newest first, then by the higher id", () => {
    const posts = [samplePost({ id: 1, date: "2026-01-01" }), samplePost({ id: 2, date: "2026-02-01" }), samplePost({ id: 3, date: "2026-01-01" })];
    expect(selectPosts(posts, { search: "", tag: "" }, NOW).map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it("ranks tags by use, then alphabetically ignoring case", () => {
    const posts = [
      samplePost({ id: 1, tags: ["zion", "Hiking"] }),
      samplePost({ id: 2, tags: ["Hiking", "Arches"] }),
      samplePost({ id: 3, tags: ["Secret"], published: false }),
    ];
    expect(rankTags(posts, NOW)).toEqual(["Hiking", "Arches", "zion"]);
  });

  it("related posts leave out the current one and stop at the limit", () => {
    const posts = [1, 2, 3, 4, 5].map((id) => samplePost({ id, date: `2026-01-0${id}` }));
    expect(relatedPosts(posts, 5, 3, NOW).map((p) => p.id)).toEqual([4, 3, 2]);
  });
});
