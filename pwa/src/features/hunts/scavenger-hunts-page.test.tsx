// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/database/db";
import { useMembership, usePurchases } from "../../stores/access";
import { huntButtonText, priceLabel } from "./hunt-labels";
import { loadLanguage, textsIn } from "../../lib/i18n/texts";
import { huntsTexts } from "./hunts-texts";
import ScavengerHuntsPage from "./scavenger-hunts-page";
import { refreshHunts } from "./hunt-catalog";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../testing/hunts/screens";
import { storeTeam } from "../../testing/hunts/teams";

const { items: _i, quiz_questions: _q, ...summary } = sampleHunt();
const FREE = { ...summary, id: 1, title: "Free Canyon", price: 0 };
const TEASER = { ...summary, id: 2, title: "Teaser Trail", price: 0, teaser: true, difficulty: "medium" as const };
const PAID = { ...summary, id: 3, title: "Paid Peaks", price: 1.99, difficulty: "hard" as const };
const UNLOCKED = { ...summary, id: 4, title: "Bought Basin", price: 2.5 };

function card(title: string) {
  return within(screen.getByRole("heading", { name: title }).closest("article")!);
}

async function saveProgress(key: string, state: Record<string, unknown>) {
  await db.kv.put({ key, value: { state, version: 1 } });
}

beforeEach(async () => {
  await resetDevice();
  stubFetch();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("hunt labels", () => {
  const t = huntsTexts.en;
  it("names the price and the button by the hunt's price and access", () => {
    expect(priceLabel({ price: 0, teaser: false }, t, "en")).toBe("FREE");
    expect(priceLabel({ price: 0, teaser: true }, t, "en")).toBe("FREE TEASER");
    expect(priceLabel({ price: 1.99, teaser: false }, t, "en")).toBe("$1.99");
    expect(huntButtonText(0, "free", false, t, "en")).toBe("Start Free Hunt");
    expect(huntButtonText(1.99, "locked", false, t, "en")).toBe("Play for $1.99");
    expect(huntButtonText(1.99, "purchased", false, t, "en")).toBe("Start Hunt");
    expect(huntButtonText(1.99, "member", false, t, "en")).toBe("Start Hunt");
    expect(huntButtonText(1.99, "locked", true, t, "en")).toBe("View Your Achievement");
  });

  it("names them in Spanish on a Spanish page", async () => {
    await loadLanguage("es");
    const es = textsIn(huntsTexts, "es")!;
    expect(priceLabel({ price: 0, teaser: true }, es, "es")).toBe("PROBADITA GRATIS");
    expect(huntButtonText(1.99, "locked", false, es, "es")).toBe("Jugar por $1.99");
    expect(huntButtonText(0, "free", false, es, "es")).toBe("Empezar la búsqueda gratis");
  });
});

describe("ScavengerHuntsPage", () => {
  it("shows each hunt's price, button, completion and the stats", async () => {
    await db.hunts.bulkPut([FREE, TEASER, PAID, UNLOCKED]);
    usePurchases.setState({ purchased: { "4": true } });
    await saveProgress("hunt_progress_1", { foundItems: [11, 12], quizCompleted: true, badgeEarned: true });
    await saveProgress("roper_progress", { foundClues: [], quizCompleted: true, badgeEarned: true });
    await saveProgress("hunt_progress_2", { foundItems: [11], quizCompleted: false, badgeEarned: false });

    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Paid Peaks" }, { timeout: 10_000 });

    expect((await card("Free Canyon").findByRole("link", { name: "View Your Achievement" })).getAttribute("href")).toBe("/hunt/1");
    expect(card("Free Canyon").getByText("Completed")).toBeTruthy();
    expect(card("Teaser Trail").getByText("FREE TEASER")).toBeTruthy();
    expect(card("Teaser Trail").getByRole("link", { name: "Start Free Hunt" })).toBeTruthy();
    expect(card("Teaser Trail").queryByText("Completed")).toBeNull();
    expect(card("Paid Peaks").getByText("$1.99")).toBeTruthy();
    expect(card("Paid Peaks").getByRole("link", { name: "Play for $1.99" })).toBeTruthy();
    expect(card("Bought Basin").getByRole("link", { name: "Start Hunt" })).toBeTruthy();

    const roper = card("Roper Science Center Explorer Hunt");
    expect(roper.getByRole("link", { name: "View Your Achievement" }).getAttribute("href")).toBe("/roperhunt");
    expect(roper.getByText("16 clues")).toBeTruthy();
    expect(roper.getByText("FREE")).toBeTruthy();

    const stats = within(screen.getByRole("region", { name: "Hunt statistics" }));
    const stat = (label: string) => stats.getByText(label).nextElementSibling?.textContent;
    expect(stat("Total Adventures")).toBe("5");
    expect(stat("Free Adventures")).toBe("3");
    expect(stat("Badges Earned")).toBe("2");
    expect(stat("Games Coming")).toBe("1");
    expect(screen.getByText("Water Treatment Game")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Check you’re ready/ }).getAttribute("href")).toBe("/ready");
  });

  it("a membership unlocks paid hunts; an unknown item count shows 10", async () => {
    await db.hunts.put({ ...PAID, item_count: 0 });
    useMembership.setState({ active: true });
    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Paid Peaks" }, { timeout: 10_000 });
    expect(card("Paid Peaks").getByRole("link", { name: "Start Hunt" })).toBeTruthy();
    expect(card("Paid Peaks").getByText("10 items")).toBeTruthy();
    expect(await card("Paid Peaks").findByRole("button", { name: /Download for offline/ })).toBeTruthy();
  });

  it("invites a team to join its leader's group, and shows the hunt its group still plays unlocked", async () => {
    await db.hunts.bulkPut([PAID, UNLOCKED]);
    await storeTeam({ huntId: 3 });
    await storeTeam({ code: "ENDED2", huntId: 4, endedAt: Date.now() });
    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    expect(screen.getByRole("link", { name: "Join a group" }).getAttribute("href")).toBe("/join");
    await screen.findByRole("heading", { name: "Paid Peaks" }, { timeout: 10_000 });
    expect(await card("Paid Peaks").findByRole("link", { name: "Start Hunt" })).toBeTruthy();
    expect(card("Bought Basin").getByRole("link", { name: "Play for $2.50" })).toBeTruthy();
  });
});

describe("the science-center card", () => {
  it("says it is ready offline only once a service worker keeps the app on the device", async () => {
    const container = Object.assign(new EventTarget(), { controller: null as object | null });
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { serviceWorker: container }));
    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    const roper = within(screen.getByRole("heading", { name: /science center/i }).closest("article")!);
    expect(roper.getByText(/once the app has finished saving itself/)).toBeTruthy();
    container.controller = {};
    act(() => void container.dispatchEvent(new Event("controllerchange")));
    expect(roper.getByText("Ready offline ✓")).toBeTruthy();
  });
});

describe("refreshHunts", () => {
  it("keeps a downloaded hunt and its items when the server stops listing it, drops the rest", async () => {
    const downloaded = { ...sampleHunt({ id: 1 }), downloadedAt: 123 };
    await db.hunts.bulkPut([downloaded, { ...summary, id: 2 }]);
    stubFetch((url) => (url.pathname === "/api/hunts" ? Response.json({ hunts: [{ ...summary, id: 3, title: "New" }], total: 1 }) : undefined));
    expect(await refreshHunts()).toBe(true);
    const ids = (await db.hunts.toArray()).map((h) => h.id);
    expect(ids).toEqual([1, 3]);
    expect((await db.hunts.get(1))?.items).toHaveLength(2);
  });
});
