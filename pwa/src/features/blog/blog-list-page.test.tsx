// @vitest-environment jsdom
import "fake-indexeddb/auto";
import axe from "axe-core";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Post } from "#shared/schemas/blog";
import { db } from "../../lib/database/db";
import { offline, resetDevice, stubFetch } from "../../testing/device";
import BlogListPage from "./blog-list-page";
import { manyPosts, samplePost } from "../../testing/posts";

/** A blog API over `posts`: filters by search (title) and tag, newest first as given, a page after each cursor. */
function serveBlog(posts: Post[], options: { tags?: string[]; total?: number } = {}) {
  return stubFetch((url) => {
    if (url.pathname === "/api/blog/tags") return Response.json({ items: (options.tags ?? []).map((tag) => ({ tag, count: 1 })) });
    if (url.pathname !== "/api/blog/posts") return undefined;
    const search = url.searchParams.get("search")?.toLowerCase();
    const tag = url.searchParams.get("tag");
    const items = posts.filter((p) => (!search || p.title.toLowerCase().includes(search)) && (!tag || p.tags.includes(tag)));
    const limit = Number(url.searchParams.get("limit"));
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const next = from + limit < items.length ? String(from + limit) : null;
    return Response.json({ items: items.slice(from, from + limit), total: options.total ?? items.length, next });
  });
}

function renderList(path = "/blog") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:id" element={<h1>An article</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const section = (name: string | RegExp) => within(screen.getByRole("heading", { name }).closest("section")!);
const cardTitles = (name: string | RegExp) => section(name).queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

beforeEach(resetDevice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BlogListPage", () => {
  it("shows 6 skeleton cards while nothing is loaded yet", async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    const { container } = renderList();
    expect(await screen.findByRole("status", { name: "Loading adventures" })).toBeTruthy();
    expect(container.querySelectorAll(".post-skeleton")).toHaveLength(6);
    expect(screen.queryByText("No adventures found")).toBeNull();
  });

  it("says so when there are no adventures", async () => {
    serveBlog([]);
    renderList();
    expect(await screen.findByText("No adventures found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search terms or browse all topics.")).toBeTruthy();
    expect(screen.getByText("0 articles")).toBeTruthy();
  });

  it("lists the server's posts with the total count, each card with at most 2 tags and a Read More link", async () => {
    const posts = manyPosts(3, { tags: ["Zion", "Hiking", "Rivers"] });
    serveBlog(posts, { total: 42 });
    renderList();
    await screen.findByRole("heading", { name: "Adventure 3" });
    expect(screen.getByText("42 articles")).toBeTruthy();
    expect(cardTitles("All Adventure Guides")).toEqual(["Adventure 1", "Adventure 2", "Adventure 3"]);
    // The first picture may be the largest thing on a phone's first screen: it does not wait to be scrolled near.
    const pictures = section("All Adventure Guides").getAllByRole("img");
    expect(pictures.map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy", "lazy"]);
    expect(pictures[0]!.getAttribute("fetchpriority")).toBe("high");
    const card = within(screen.getByRole("heading", { name: "Adventure 1" }).closest("article")!);
    expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Zion", "Hiking"]);
    expect(card.getByText("Jenna Roper")).toBeTruthy();
    expect(card.getByText("1 min read")).toBeTruthy();
    expect(card.getByRole("img", { name: "Adventure 1" })).toBeTruthy();
    fireEvent.click(card.getByRole("link", { name: /Read More/ }));
    expect(await screen.findByRole("heading", { name: "An article" })).toBeTruthy();
  });

  it("shows a page of posts, then the next page after its cursor each time the reader asks", async () => {
    // Two posts a day, the later id first, as the server orders them.
    const posts = manyPosts(25).map((post, i) => ({ ...post, id: 25 - i, date: `2026-01-${String(28 - Math.floor(i / 2)).padStart(2, "0")}` }));
    const fetch = serveBlog(posts);
    renderList();
    expect(await screen.findByText("Showing 20 of 25")).toBeTruthy();
    expect(cardTitles("All Adventure Guides")).toHaveLength(20);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 25 of 25")).toBeTruthy();
    expect(cardTitles("All Adventure Guides")).toEqual(posts.map((post) => post.title));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost/")).filter((url) => url.pathname === "/api/blog/posts");
    expect(asked.map((url) => [url.searchParams.get("limit"), url.searchParams.get("cursor")])).toEqual([
      ["20", null],
      ["20", "20"],
    ]);
  });

  it("shows Featured only without a search or tag, and a tag chip filters and renames the list", async () => {
    const posts = [
      samplePost({ id: 1, title: "Featured Falls", featured: true, tags: ["Yosemite"], date: "2026-03-09" }),
      samplePost({ id: 2, title: "Zion Narrows", tags: ["Zion"], date: "2026-03-08" }),
      samplePost({ id: 3, title: "Zion Angels Landing", tags: ["Zion"], date: "2026-03-07" }),
    ];
    serveBlog(posts, { tags: ["Zion", "Yosemite", ...Array.from({ length: 8 }, (_, i) => `Topic ${i}`)] });
    renderList();
    await screen.findByRole("heading", { name: "Featured Adventures" });
    expect(cardTitles("Featured Adventures")).toEqual(["Featured Falls"]);

    const chips = within(await screen.findByRole("list", { name: "Topics" }));
    await waitFor(() => expect(chips.getAllByRole("button")).toHaveLength(9));
    expect(chips.getAllByRole("button").map((b) => b.textContent)).toEqual(["All Topics", "Zion", "Yosemite", ...Array.from({ length: 6 }, (_, i) => `Topic ${i}`)]);
    expect(chips.getByRole("button", { name: "All Topics" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(chips.getByRole("button", { name: "Zion" }));
    expect(await screen.findByRole("heading", { name: 'Adventures tagged "Zion"' })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Featured Adventures" })).toBeNull();
    expect(cardTitles('Adventures tagged "Zion"')).toEqual(["Zion Narrows", "Zion Angels Landing"]);
    expect(screen.getByText("2 articles")).toBeTruthy();

    fireEvent.click(chips.getByRole("button", { name: "All Topics" }));
    expect(await screen.findByRole("heading", { name: "Featured Adventures" })).toBeTruthy();
  });

  it("searches on the device at once and asks the server after a pause", async () => {
    const posts = [samplePost({ id: 1, title: "Grizzly bears", featured: true }), samplePost({ id: 2, title: "Desert arches" })];
    const fetch = serveBlog(posts);
    renderList();
    await screen.findByRole("heading", { name: "Desert arches" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search adventures" }), { target: { value: "BEARS" } });
    expect(screen.getByPlaceholderText("Search adventures...")).toBeTruthy();
    expect(cardTitles("All Adventure Guides")).toEqual(["Grizzly bears"]);
    expect(screen.queryByRole("heading", { name: "Featured Adventures" })).toBeNull();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes("search=BEARS"))).toBe(true));

    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "volcano" } });
    expect(await screen.findByText("No adventures found")).toBeTruthy();
  });

  it("opens offline with what was seen before, and says it could not refresh", async () => {
    await db.posts.bulkPut(manyPosts(2));
    offline();
    renderList("/blog?tag=Zion");
    expect(await screen.findByRole("heading", { name: "Adventure 2" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: 'Adventures tagged "Zion"' })).toBeTruthy();
    expect(await screen.findByText(/Couldn't reach the server/)).toBeTruthy();
  });

  it("has no serious or critical accessibility violations", async () => {
    serveBlog(manyPosts(2, { featured: true }), { tags: ["Zion"] });
    const { container } = renderList();
    await screen.findByRole("heading", { name: "Featured Adventures" });
    const results = await axe.run(container);
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
