// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActivityEvent } from "#shared/schemas/activity";
import { headingLevels, seriousViolations } from "../../../testing/axe";
import { resetDevice, stubFetch } from "../../../testing/device";
import { activityText } from "./activity-text";
import DashboardPage from "./dashboard-page";

const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 3, 2 + i)).toISOString().slice(0, 10),
  views: i === 29 ? 40 : i === 28 ? 20 : i === 0 ? 0 : 2,
}));
const summary = { total_views: 1234, today_views: 40, growth_rate: 100, unique_visitors: 321, most_popular_page: "/shop", daily_views: days };
const contentStats = { blog_posts: 12, books: 15, podcast_episodes: 3, blog_views: 900, book_views: 450, podcast_views: 7 };
const post = (id: number, published = true) => ({
  id, title: `Post ${id}`, excerpt: "", content: "long body", author: "A", tags: [], image: "", featured: false, published,
  date: "2026-04-20T10:00:00Z", readTime: "3 min read", scheduled_date: null,
});
const book = (id: number, available = true) => ({
  id, title: `Book ${id}`, description: "", price: 17.99, pages: 32, category: "Printed Book", available, image: "", cover_image: "",
  bestseller: false, difficulty: "All Levels", features: [],
});
const episode = (id: number) => ({
  id, title: `Episode ${id}`, description: "", duration: "45 min", season: 1, episode_number: id, spotify_url: "", apple_podcasts_url: "", published: id !== 2,
});
const events: ActivityEvent[] = [
  { type: "hunt_completion", id: "completion:9", at: "2026-05-01T12:04:00Z", hunt_title: "Geyser Quest", score: 40, badge_earned: true, user_name: "Maya Trail" },
  { type: "order", id: "order:abc", at: "2026-05-01T12:03:00Z", order_id: "abc", kind: "book", status: "completed", amount: 21.59, product_name: "Zion Hunt", customer_name: "Ada Buyer" },
  { type: "signup", id: "signup:4", at: "2026-05-01T12:01:00Z", user_name: "Maya Trail" },
];

type Answers = Partial<Record<"summary" | "stats" | "activity", () => Response>>;

function api(answers: Answers = {}) {
  return stubFetch((url) => {
    const n = Number(url.searchParams.get("limit"));
    switch (url.pathname) {
      case "/api/analytics/summary": return (answers.summary ?? (() => Response.json(summary)))();
      case "/api/analytics/content-stats": return (answers.stats ?? (() => Response.json(contentStats)))();
      case "/api/admin/activity": return (answers.activity ?? (() => Response.json({ items: events })))();
      case "/api/blog/posts": return Response.json({ items: [1, 2, 3, 4, 5].slice(0, n).map((id) => post(id, id !== 2)), total: 9 });
      case "/api/shop/books": return Response.json({ items: [1, 2, 3, 4].slice(0, n).map((id) => book(id, id !== 3)), total: 4 });
      case "/api/podcast/episodes": return Response.json({ items: [1, 2, 3, 4, 5, 6].slice(0, n).map(episode), total: 6 });
    }
    return undefined;
  });
}

const renderDashboard = () => render(<MemoryRouter><DashboardPage /></MemoryRouter>);
const region = (name: string) => within(screen.getByRole("region", { name }));
const stat = (section: string, label: string) => region(section).getByText(label).nextElementSibling?.textContent;

beforeEach(resetDevice);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DashboardPage", () => {
  it("shows the traffic summary and, after the default figures, the content counts", async () => {
    api();
    renderDashboard();
    expect(stat("Content", "Blog Posts")).toBe("4");
    expect(stat("Content", "Books")).toBe("4");
    await waitFor(() => expect(stat("Site traffic", "Total Views")).toBe("1,234"));
    expect(stat("Site traffic", "Today's Views")).toBe("40");
    expect(stat("Site traffic", "Growth vs Yesterday")).toBe("+100%");
    expect(stat("Site traffic", "Unique Visitors")).toBe("321");
    expect(stat("Site traffic", "Most Popular Page")).toBe("/shop");
    await waitFor(() => expect(stat("Content", "Blog Posts")).toBe("12"));
    expect(stat("Content", "Books")).toBe("15");
    expect(stat("Content", "Podcast Views")).toBe("7");
  });

  it("draws one named bar per day, scaled to the busiest day, with a summary in words", async () => {
    api();
    renderDashboard();
    const chart = within(await screen.findByRole("group", { name: "Page views per day" }));
    const bars = chart.getAllByRole("img");
    expect(bars).toHaveLength(30);
    expect(bars[29]!.getAttribute("aria-label")).toBe("May 1: 40 views");
    expect(bars[29]!.querySelector("title")?.textContent).toBe("May 1: 40 views");
    expect(bars[29]!.getAttribute("height")).toBe("100");
    expect(bars[28]!.getAttribute("height")).toBe("50");
    expect(bars[0]!.getAttribute("aria-label")).toBe("Apr 2: 0 views");
    expect(Number(bars[0]!.getAttribute("height"))).toBeLessThan(2);
    expect(screen.getByRole("heading", { name: "Page views, last 30 days" })).toBeTruthy();
    expect(screen.getByText("114 views in the last 30 days. Busiest day: May 1 with 40 views.")).toBeTruthy();
  });

  it("lists the newest 5 posts, 3 books and 5 episodes with their states and links", async () => {
    const fetch = api();
    renderDashboard();
    await waitFor(() => expect(region("Recent Posts").getAllByRole("listitem")).toHaveLength(5));
    expect(region("Recent Posts").getByRole("link", { name: "Post 1" }).getAttribute("href")).toBe("/admin/blog/edit/1");
    expect(within(region("Recent Posts").getAllByRole("listitem")[1]!).getByText("Draft")).toBeTruthy();
    await waitFor(() => expect(region("Recent Books").getAllByRole("listitem")).toHaveLength(3));
    expect(within(region("Recent Books").getAllByRole("listitem")[2]!).getByText("Coming Soon")).toBeTruthy();
    expect(region("Recent Books").getAllByText("$17.99")).toHaveLength(3);
    await waitFor(() => expect(region("Recent Episodes").getAllByRole("listitem")).toHaveLength(5));
    expect(region("Recent Episodes").getByText("S1 E3: Episode 3")).toBeTruthy();
    const limits = fetch.mock.calls.map(([input]) => new URL(String(input), "http://x").search).filter(Boolean).sort();
    expect(limits).toEqual(["?limit=3", "?limit=5", "?limit=5"]);
  });

  it("has quick actions to create content and see orders", () => {
    api();
    renderDashboard();
    const links = region("Quick actions").getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["New Post", "/admin/blog/new"],
      ["New Book", "/admin/shop/new"],
      ["New Episode", "/admin/podcast/new"],
      ["New Hunt", "/admin/hunts/new"],
      ["View Orders", "/admin/orders"],
    ]);
  });

  it("shows Recent Activity from the server's events, newest first", async () => {
    api();
    renderDashboard();
    await waitFor(() => expect(region("Recent Activity").getAllByRole("listitem")).toHaveLength(3));
    const texts = region("Recent Activity").getAllByRole("listitem").map((li) => li.querySelector("span")?.textContent);
    expect(texts).toEqual([
      "Maya Trail completed Geyser Quest with 40 points, badge earned",
      "Book order: Zion Hunt, $21.59 by Ada Buyer (completed)",
      "Maya Trail signed up",
    ]);
    expect(region("Recent Activity").getAllByRole("listitem")[0]!.querySelector("time")?.getAttribute("dateTime")).toBe("2026-05-01T12:04:00Z");
  });

  it("words visitors, deleted hunts and hunt purchases plainly", () => {
    expect(activityText({ type: "hunt_completion", id: "c", at: "", hunt_title: null, score: 5, badge_earned: false, user_name: null }))
      .toBe("A visitor completed a hunt that has since been deleted with 5 points");
    expect(activityText({ type: "order", id: "o", at: "", order_id: "o", kind: "hunt", status: "pending", amount: 4.99, product_name: "Bison Trail", customer_name: "" }))
      .toBe("Hunt purchase: Bison Trail, $4.99 (pending)");
  });

  it("says when there is no activity yet, and offers a retry when a read fails", async () => {
    let activityCalls = 0;
    api({
      activity: () => (++activityCalls === 1 ? Response.json({ detail: "Database is busy" }, { status: 503 }) : Response.json({ items: [] })),
      summary: () => Response.json({ detail: "Admin access required" }, { status: 403 }),
    });
    renderDashboard();
    const failure = await region("Recent Activity").findByRole("alert");
    expect(failure.textContent).toContain("Recent activity could not be loaded: Database is busy");
    expect(await region("Site traffic").findByText(/Traffic could not be loaded: Admin access required/)).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Page views per day" })).toBeNull();
    fireEvent.click(within(failure).getByRole("button", { name: "Try again" }));
    expect(await region("Recent Activity").findByText(/No activity yet/)).toBeTruthy();
  });

  it("is accessible: no serious or critical axe violations, one h1, headings in order", async () => {
    api();
    const { container } = renderDashboard();
    await waitFor(() => expect(region("Recent Activity").getAllByRole("listitem")).toHaveLength(3));
    await screen.findByRole("group", { name: "Page views per day" });
    await waitFor(() => expect(region("Recent Episodes").getAllByRole("listitem")).toHaveLength(5));
    expect(await seriousViolations(container)).toEqual([]);
    const levels = headingLevels(container);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level - levels[i - 1]!).toBeLessThanOrEqual(1));
  });
});
