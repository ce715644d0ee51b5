// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import ParksPage from "./parks-page";
import { refreshRelatedBooks, refreshRelatedPosts } from "./related-content";
import { atMap, resetDevice, sampleBook, samplePost, stubFetch } from "../../testing/parks-screens";

const list = <T,>(items: T[], total = items.length) => Response.json({ items, total });

beforeAll(() => import("./park-map"));
beforeEach(resetDevice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("related content refresh", () => {
  it("fills a dialog the device had nothing for from the API in the background", async () => {
    const fetch = stubFetch((url) => {
      if (url.pathname === "/api/blog/posts") return list([samplePost({ id: 3, title: "Grand Canyon South Rim with Kids" })]);
      if (url.pathname === "/api/shop/books") return list([sampleBook({ id: 3, title: "Grand Canyon Scavenger Hunt" })]);
      return undefined;
    });
    render(atMap(<ParksPage />));
    await vi.waitFor(async () => expect(await db.books.count()).toBe(1));
    await vi.waitFor(async () => expect(await db.posts.count()).toBe(1));
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost/"));
    expect(asked.find((u) => u.pathname === "/api/blog/posts")?.searchParams.get("published")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "Grand Canyon" }));
    const dialog = within(screen.getByRole("dialog", { name: "Grand Canyon" }));
    expect((await dialog.findByRole("link", { name: "Grand Canyon South Rim with Kids" })).getAttribute("href")).toBe("/blog/3");
    expect(dialog.getByText("Grand Canyon Scavenger Hunt")).toBeTruthy();
    await screen.findByLabelText("Map of the parks shown", undefined, { timeout: 5000 });
  });

  it("keeps posts other screens stored and drops a related post the complete list no longer has", async () => {
    await db.posts.bulkPut([samplePost({ id: 1 }), samplePost({ id: 2 }), samplePost({ id: 40, title: "Packing list" })]);
    stubFetch((url) => (url.pathname === "/api/blog/posts" ? list([samplePost({ id: 1, title: "Renamed" })]) : undefined));
    expect(await refreshRelatedPosts()).toBe(true);
    expect((await db.posts.toArray()).map((p) => [p.id, p.title])).toEqual([
      [1, "Renamed"],
      [40, "Packing list"],
    ]);
  });

  it("removes nothing when the list is only a page of a longer one, or the device is offline", async () => {
    await db.books.bulkPut([sampleBook({ id: 1 }), sampleBook({ id: 2 })]);
    stubFetch((url) => (url.pathname === "/api/shop/books" ? list([sampleBook({ id: 1 })], 150) : undefined));
    expect(await refreshRelatedBooks()).toBe(true);
    expect(await db.books.count()).toBe(2);

    stubFetch();
    expect(await refreshRelatedBooks()).toBe(false);
    expect(await db.books.count()).toBe(2);
  });
});
