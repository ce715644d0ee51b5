// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import HomePage from "./home-page";
import { deferredJson, freshRefreshWindow, resetDevice, stubFetch } from "../../testing/site-screens";

const STATS = { blog_posts: 11, books: 15, podcast_episodes: 2, blog_views: 0, book_views: 0, podcast_views: 0 };

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

function stat(label: string) {
  const stats = within(screen.getByRole("region", { name: "Park Hunts in numbers" }));
  return stats.getByText(label).nextElementSibling?.textContent;
}

const statsRoute = (answer: () => Response | Promise<Response>) => (url: URL) =>
  url.pathname === "/api/analytics/content-stats" ? answer() : undefined;

beforeEach(async () => {
  freshRefreshWindow();
  await resetDevice();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

describe("Home stats", () => {
  it("shows the default figures until the counts arrive, then the server's counts", async () => {
    const answer = deferredJson(STATS);
    const fetch = stubFetch(statsRoute(() => answer.response));
    renderHome();

    expect(stat("National Parks")).toBe("63");
    expect(stat("Adventurers")).toBe("100+");
    expect(stat("Blog Posts")).toBe("4");
    expect(stat("Books")).toBe("4");
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/analytics/content-stats", expect.anything()));

    answer.release();
    await waitFor(() => expect(stat("Blog Posts")).toBe("11"));
    expect(stat("Books")).toBe("15");
  });

  it("keeps the defaults when the counts cannot be loaded", async () => {
    const fetch = stubFetch(statsRoute(() => Response.json({ detail: "Database is busy" }, { status: 500 })));
    renderHome();
    await waitFor(() => expect(fetch).toHaveBeenCalledWith("/api/analytics/content-stats", expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stat("Blog Posts")).toBe("4");
    expect(stat("Books")).toBe("4");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offline, shows the counts seen on the last visit", async () => {
    stubFetch(statsRoute(() => Response.json(STATS)));
    const first = renderHome();
    await waitFor(() => expect(stat("Blog Posts")).toBe("11"));
    first.unmount();

    freshRefreshWindow();
    stubFetch();
    renderHome();
    await waitFor(() => expect(stat("Books")).toBe("15"));
  });
});

describe("Home hero", () => {
  it("shows the site name the admin set, from the device's copy when offline", async () => {
    await db.kv.put({
      key: "public_settings",
      value: { site_name: "Junior Rangers", site_description: "Hunts for little explorers.", maintenance_mode: false },
    });
    stubFetch();
    renderHome();
    expect(await screen.findByText("Junior Rangers")).toBeTruthy();
    expect(screen.getByText("Hunts for little explorers.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
  });

  it("picks up a renamed site from the server", async () => {
    stubFetch((url) =>
      url.pathname === "/api/settings/public"
        ? Response.json({ site_name: "Trail Kids", site_description: "Family hunts.", maintenance_mode: false })
        : undefined,
    );
    renderHome();
    expect(screen.getByText("Park Hunts")).toBeTruthy();
    expect(await screen.findByText("Trail Kids")).toBeTruthy();
  });
});

describe("Home newsletter", () => {
  it("offers the sign-up unless the admin switched it off", async () => {
    stubFetch();
    renderHome();
    expect(screen.getByRole("heading", { name: "Trail notes in your inbox" })).toBeTruthy();
    cleanup();
    await db.kv.put({ key: "public_settings", value: { site_name: "Park Hunts", site_description: "", newsletter_enabled: false, maintenance_mode: false } });
    renderHome();
    await screen.findByText("Park Hunts");
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Trail notes in your inbox" })).toBeNull());
  });
});

describe("Home features", () => {
  it("has six feature cards, the scavenger hunt card leading to /scavengerhunts", () => {
    stubFetch();
    renderHome();
    const section = within(screen.getByRole("region", { name: "Everything for your park adventure" }));
    expect(section.getAllByRole("listitem")).toHaveLength(6);
    const hunts = within(section.getByRole("heading", { name: "Scavenger Hunts" }).closest("li")!);
    expect(hunts.getByRole("link").getAttribute("href")).toBe("/scavengerhunts");
  });

  it("features the newest featured story the device knows", async () => {
    const post = { content: "", author: "Ranger Rosie", tags: [], image: "", published: true, readTime: "3 min read", scheduled_date: null };
    await db.posts.bulkPut([
      { ...post, id: 1, title: "Older featured", excerpt: "Old.", featured: true, date: "2025-05-01" },
      { ...post, id: 2, title: "Geysers with kids", excerpt: "Boardwalk tips.", featured: true, date: "2026-01-12" },
      { ...post, id: 3, title: "Not featured", excerpt: "Plain.", featured: false, date: "2026-02-01" },
    ]);
    stubFetch();
    renderHome();
    expect(await screen.findByRole("heading", { name: "Geysers with kids" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the story" }).getAttribute("href")).toBe("/blog/2");
  });
});
