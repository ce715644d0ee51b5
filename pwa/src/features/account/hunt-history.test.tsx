// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
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
    expect(await db.kv.get(huntHistoryKey(maya.id))).toMatchObject({ value: history });
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
