// @vitest-environment jsdom
/**
 * A hunt's page pre-rendered from the hunt's outline and taken over by the app: the device keeps the
 * outline only as the hunt's summary, fetches the playable copy (sign words' hashes, quiz answers) as it
 * does for any hunt, and plays from it afterwards with no signal; a copy the device already holds stays
 * whole and is what the page draws.
 */
import "fake-indexeddb/auto";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { huntOutline } from "#shared/rules/hunt-outline";
import type { Hunt } from "#shared/schemas/hunt";
import { db } from "../lib/database/db";
import type { Answers } from "../lib/start-up/prerendered-answers";
import { placedHunt, resetDevice, stubCaches, stubFetch } from "../testing/hunts/screens";
import { storeFirstFrame } from "./adopt-prerendered";
import { adoptPage, leaveServerPage, serverPage } from "../testing/server-page";
import { App } from "./app";
import { pageToRender, prerenderedPaths, renderPage } from "./render-page";

const SETTINGS = { site_name: "Canyon Kids", site_description: "Hunts for families.", newsletter_enabled: false, maintenance_mode: false };
const HUNT: Hunt = placedHunt({
  languages: ["en"],
  translations: {},
  quiz_questions: [{ id: 21, question: "What makes Weeping Rock drip?", options: ["Old rain", "A pipe"], correct_answer: "Old rain", points: 5 }],
});
const HASHES = HUNT.items.map((item) => item.check_word_hash).filter(Boolean);

/** The server's answers, by request path after `/api`: the playable read and its outline. */
function bodies(hunt: Hunt): Record<string, unknown> {
  return { "/settings/public": SETTINGS, [`/hunts/${hunt.id}`]: hunt, [`/hunts/${hunt.id}/outline`]: huntOutline(hunt) };
}

/** The server's answers to every read of `path`'s first frame, as api/src/prerender.ts gathers them. */
const answersFor = (path: string, hunt = HUNT): Answers => Object.fromEntries(pageToRender(path)!.paths.map((p) => [p, bodies(hunt)[p]]));

/** The server, still online after the page loaded: the app's own reads get its answers. */
const serverOnline = (hunt = HUNT) =>
  stubFetch((url) => {
    const key = url.pathname.replace(/^\/api/, "") + url.search;
    if (url.pathname === "/api/sync") return Response.json({ results: [] });
    return key in bodies(hunt) ? Response.json(bodies(hunt)[key]) : undefined;
  });

beforeEach(async () => {
  await resetDevice();
  stubCaches();
});
afterEach(() => {
  leaveServerPage();
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's page at `path`, taken over; answers the server's elements and React's mismatches. */
async function takeOver(path: string, answers: Answers) {
  const container = serverPage(path, (await renderPage(path, answers, "https://parkhunts.example")).markup);
  const drawn = [...container.querySelectorAll("h1, .find-item h3")];
  const { mismatches } = await adoptPage(container, path, answers);
  return { container, drawn, mismatches };
}

describe("a hunt's pre-rendered page", () => {
  it("is drawn from the hunt's outline, which it needs, and is drawn for each hunt when asked for, not ahead", () => {
    expect(pageToRender("/hunt/1")).toMatchObject({
      paths: ["/settings/public", "/hunts/1/outline"],
      required: ["/hunts/1/outline"],
      modules: ["src/features/hunts/hunt-page.tsx", "src/app/adopt-prerendered.tsx"],
    });
    expect(pageToRender("/es/hunt/7")).toMatchObject({ paths: ["/settings/public", "/hunts/7/outline"], required: ["/hunts/7/outline"], lang: "es" });
    expect(prerenderedPaths()).toEqual(expect.arrayContaining(["/scavengerhunts", "/es/scavengerhunts", "/roperhunt", "/es/roperhunt"]));
    expect(prerenderedPaths().filter((path) => /\/(hunt|blog)\//.test(path))).toEqual([]);
  });

  it("shows the items to find and where to look, with nothing to press and no sign word's hash or answer", async () => {
    const html = (await renderPage("/hunt/1", answersFor("/hunt/1"), "https://parkhunts.example")).markup;
    for (const item of HUNT.items) {
      expect(html).toContain(item.name);
      expect(html).toContain(item.location_description);
    }
    expect(html).not.toContain("Found it!");
    expect(HASHES.length).toBeGreaterThan(0);
    for (const text of [...HASHES, "Old rain", HUNT.items[0]!.educational_fact]) expect(JSON.stringify(answersFor("/hunt/1")) + html).not.toContain(text);
  });

  it("keeps the outline as the hunt's summary only, then fetches the playable copy, which plays with no signal", async () => {
    const fetch = serverOnline();
    const { container, drawn, mismatches } = await takeOver("/hunt/1", answersFor("/hunt/1"));
    expect(mismatches).toEqual([]);
    expect(drawn.length).toBeGreaterThan(HUNT.items.length);
    expect(drawn.filter((node) => !node.isConnected)).toEqual([]);

    // The app's own read of the hunt, from the network: the outline stood in for nothing.
    expect(fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost").pathname)).toContain("/api/hunts/1");
    await waitFor(async () => expect((await db.hunts.get(1))?.items?.map((item) => item.check_word_hash)).toEqual(HUNT.items.map((item) => item.check_word_hash)));
    expect((await db.hunts.get(1))?.quiz_questions).toEqual(HUNT.quiz_questions);
    await waitFor(() => expect(container.querySelectorAll(".find-item button").length).toBeGreaterThan(0));

    // Later, with no signal: the page opens from the device and plays.
    leaveServerPage();
    stubFetch();
    render(<App />);
    expect(await screen.findByRole("button", { name: /^Found it!.*Checkerboard Mesa/ })).toBeTruthy();
  });

  it("stores nothing of the outline over a copy the device holds: a downloaded hunt stays whole and is what the page draws", async () => {
    await db.hunts.put({ ...HUNT, downloadedAt: 1_700_000_000_000 });
    const renamed = { ...HUNT, title: "Zion Canyon Quest, revised" };
    const answers = answersFor("/hunt/1", renamed);
    stubFetch();
    await storeFirstFrame("/hunt/1", answers);
    const kept = await db.hunts.get(1);
    expect(kept).toMatchObject({ title: "Zion Canyon Quest, revised", downloadedAt: 1_700_000_000_000, items: HUNT.items, quiz_questions: HUNT.quiz_questions });

    // No signal after the page arrived: the device's copy is played.
    const { container } = await takeOver("/hunt/1", answers);
    await waitFor(() => expect(container.querySelectorAll(".find-item button").length).toBeGreaterThan(0));
    expect((await db.hunts.get(1))?.items).toEqual(HUNT.items);
  });

  it("leaves a device that never held the hunt with its summary only: no items, no quiz", async () => {
    await storeFirstFrame("/hunt/1", answersFor("/hunt/1"));
    const summary = await db.hunts.get(1);
    expect(summary).toMatchObject({ id: 1, title: HUNT.title });
    expect(summary?.items).toBeUndefined();
    expect(summary?.quiz_questions).toBeUndefined();
  });
});
