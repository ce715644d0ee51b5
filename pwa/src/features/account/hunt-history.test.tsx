// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HuntHistoryEntry } from "#shared/schemas/hunt-history";
import { db } from "../../lib/database/db";
import { huntHistoryKey } from "./hunt-history-data";
import ProfilePage from "./profile-page";
import { expectAccessible, nextMinute, offline, renderPage, route, sampleUser, signInAs, stubFetch, freshAccountEachTest } from "../../testing/account-screens";

const history: HuntHistoryEntry[] = [
  {
    id: 2,
    hunt_id: 1,
    title: "Zion Canyon Quest",
    completed_at: "2025-06-01T15:00:00.000Z",
    score: 30,
    badge_earned: true,
    explorers: [
      { name: "Maya", score: 30, badge_earned: true, spotted: 1 },
      { name: "Leo", score: 20, badge_earned: false, spotted: 0 },
    ],
  },
  { id: 1, hunt_id: "roper", title: null, completed_at: "2025-05-20T15:00:00.000Z", score: 170, badge_earned: false, explorers: [] },
];

const historyBox = () => within(screen.getByRole("region", { name: "Hunt history" }));

freshAccountEachTest();

describe("Hunt history on the profile", () => {
  it("lists each finished hunt with every explorer's score and badge, and keeps it for the next visit", async () => {
    const maya = sampleUser();
    const fetch = stubFetch(route("GET", "/api/users/hunt-history", () => Response.json({ items: history, total: history.length })));
    signInAs(maya);
    const { container } = renderPage("/profile", <ProfilePage />);

    await waitFor(() => expect(historyBox().getAllByRole("listitem").length).toBeGreaterThan(0));
    const request = fetch.mock.calls.find(([url]) => String(url).endsWith("/api/users/hunt-history"));
    expect(new Headers(request?.[1]?.headers).get("authorization")).toMatch(/^Bearer /);
    const [zion, roper] = historyBox().getAllByRole("listitem").filter((li) => li.classList.contains("hunt-history-entry"));
    expect(zion!.textContent).toContain("Zion Canyon Quest");
    expect(zion!.textContent).toContain("Jun 1, 2025");
    expect(zion!.textContent).toContain("30 points");
    const explorers = within(zion!).getByRole("list", { name: "Explorers" });
    expect(within(explorers).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Maya30 points · Badge earned",
      "Leo20 points · No badge",
    ]);
    expect(roper!.textContent).toContain("A hunt no longer listed");
    expect(roper!.textContent).toContain("170 points");
    expect(within(roper!).queryByRole("list")).toBeNull();
    expect(await db.kv.get(huntHistoryKey(maya.id))).toMatchObject({ value: { items: history, total: 2, next: null } });
    await expectAccessible(container);
    cleanup();

    // With no signal, the copy on the device.
    offline();
    nextMinute();
    renderPage("/profile", <ProfilePage />);
    await waitFor(() => expect(historyBox().getByText("Zion Canyon Quest")).toBeTruthy());
  });

  it("says where the history will come from before this device has fetched it, and when there is none yet", async () => {
    offline();
    signInAs(sampleUser());
    renderPage("/profile", <ProfilePage />);
    expect(await historyBox().findByText("Your finished hunts show here once this device has been online.")).toBeTruthy();
    cleanup();

    stubFetch(route("GET", "/api/users/hunt-history", () => Response.json({ items: [], total: 0 })));
    nextMinute();
    renderPage("/profile", <ProfilePage />);
    expect(await historyBox().findByText(/No hunts finished yet/)).toBeTruthy();
  });
});

/** The server's history of `count` completions, newest first, answered a page at a time by cursor as the API does. */
function pagedServer(count: number, pageSize = 20) {
  const all: HuntHistoryEntry[] = Array.from({ length: count }, (_, i) => ({
    id: count - i,
    hunt_id: 1,
    title: `Canyon walk ${count - i}`,
    completed_at: new Date(Date.parse("2025-06-01T12:00:00.000Z") - i * 60_000).toISOString(),
    score: 30,
    badge_earned: false,
    explorers: [],
  }));
  const requests: string[] = [];
  const answer = (url: URL) => {
    if (url.pathname !== "/api/users/hunt-history") return undefined;
    requests.push(url.search);
    const from = Number(url.searchParams.get("cursor") ?? 0);
    const next = from + pageSize < all.length ? String(from + pageSize) : null;
    return Response.json({ items: all.slice(from, from + pageSize), total: all.length, next });
  };
  return { all, requests, answer };
}

const entries = () => historyBox().getAllByRole("listitem").filter((li) => li.classList.contains("hunt-history-entry"));

describe("a long hunt history", () => {
  it("shows its first page and how many there are, then the next page each time the family asks, each hunt once", async () => {
    const server = pagedServer(45);
    stubFetch(server.answer);
    signInAs(sampleUser());
    const { container } = renderPage("/profile", <ProfilePage />);

    expect(await historyBox().findByText("Showing 20 of 45")).toBeTruthy();
    expect(entries()).toHaveLength(20);
    fireEvent.click(historyBox().getByRole("button", { name: "Load more" }));
    expect(await historyBox().findByText("Showing 40 of 45")).toBeTruthy();
    fireEvent.click(historyBox().getByRole("button", { name: "Load more" }));
    expect(await historyBox().findByText("Showing 45 of 45")).toBeTruthy();
    expect(historyBox().queryByRole("button", { name: "Load more" })).toBeNull();
    expect(entries().map((li) => li.querySelector("strong")?.textContent)).toEqual(server.all.map((entry) => entry.title));
    expect(server.requests).toEqual(["", "?cursor=20", "?cursor=40"]);
    await expectAccessible(container);
  });

  it("keeps every page it read for a visit with no signal, and a refresh of the first page keeps them", async () => {
    const server = pagedServer(45);
    stubFetch(server.answer);
    const maya = sampleUser();
    signInAs(maya);
    renderPage("/profile", <ProfilePage />);
    await historyBox().findByText("Showing 20 of 45");
    fireEvent.click(historyBox().getByRole("button", { name: "Load more" }));
    fireEvent.click(historyBox().getByRole("button", { name: /Load/ }));
    await historyBox().findByText("Showing 40 of 45");
    cleanup();

    // Online again later: only the first page is asked for, and the second stays on the device.
    nextMinute();
    renderPage("/profile", <ProfilePage />);
    await waitFor(() => expect(server.requests).toEqual(["", "?cursor=20", ""]));
    await waitFor(async () => expect(((await db.kv.get(huntHistoryKey(maya.id)))?.value as { items: unknown[] }).items).toHaveLength(40));
    cleanup();

    offline();
    nextMinute();
    renderPage("/profile", <ProfilePage />);
    expect(await historyBox().findByText("Showing 20 of 45")).toBeTruthy();
    fireEvent.click(historyBox().getByRole("button", { name: "Load more" }));
    expect(await historyBox().findByText("Showing 40 of 45")).toBeTruthy();
    expect(entries()).toHaveLength(40);
    // Past what the device kept, with no signal: said, and the button stays for when there is one.
    fireEvent.click(historyBox().getByRole("button", { name: "Load more" }));
    expect(await historyBox().findByText("More could not be loaded. Try again.")).toBeTruthy();
    expect(entries()).toHaveLength(40);
    expect(historyBox().getByRole("button", { name: "Load more" })).toBeTruthy();
  });
});
