// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HUNTS_PAGE } from "#shared/rules/list-limit";
import type { HuntSummary } from "#shared/schemas/hunt";
import { loadNextPage, refreshFirstPage } from "../../lib/api/catalog-pages";
import { db } from "../../lib/database/db";
import { HUNT_CATALOG, huntOrder } from "./hunt-catalog";
import ScavengerHuntsPage from "./scavenger-hunts-page";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../testing/hunts/screens";
import { fakePage } from "../../testing/paging";

const { items: _i, quiz_questions: _q, ...summary } = sampleHunt();
const hunt = (id: number, featured = false): HuntSummary => ({ ...summary, id, title: `Hunt ${id}`, featured });
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

/** A server listing `listed`, featured first then by id, `limit` at a time. */
function serve(listed: () => HuntSummary[]) {
  return stubFetch((url) => {
    if (url.pathname !== "/api/hunts") return undefined;
    const { items, total, next } = fakePage([...listed()].sort(huntOrder), url);
    return Response.json({ hunts: items, total, next });
  });
}

/** The catalog four hunts at a time, so a few hunts make several pages. */
const SMALL_PAGES = { ...HUNT_CATALOG, query: { limit: 4 } };
const refresh = () => refreshFirstPage(SMALL_PAGES);
const loadMore = () => loadNextPage(SMALL_PAGES);

const held = async () => (await db.hunts.toArray()).map((h) => h.id).sort((a, b) => a - b);

beforeEach(async () => {
  await resetDevice();
  stubCaches();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the hunts catalog on the device, page by page", () => {
  it("drops a hunt the server stopped listing only within the pages it answered, and keeps the rest", async () => {
    await db.hunts.bulkPut(ids(10).map((id) => hunt(id)));
    // Hunts 3 and 8 were deleted; 11 and 12 are new.
    serve(() => [1, 2, 4, 5, 6, 7, 9, 10, 11, 12].map((id) => hunt(id)));
    expect(await refresh()).toBe(true);
    expect(await held()).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10]);

    // The second page holds nothing new, so the next press reads on until a page does.
    expect(await loadMore()).toBe(true);
    expect(await held()).toEqual([1, 2, 4, 5, 6, 7, 9, 10, 11, 12]);
    expect(await db.kv.get("hunt_catalog_pages")).toMatchObject({ value: { next: null, total: 10 } });
  });

  it("never drops a downloaded hunt, in the pages read or beyond them", async () => {
    await db.hunts.bulkPut([{ ...sampleHunt({ id: 2 }), downloadedAt: 1 }, { ...sampleHunt({ id: 30 }), downloadedAt: 2 }, hunt(3)]);
    serve(() => [1, 4, 5, 6, 7].map((id) => hunt(id)));
    await refresh();
    expect(await held()).toEqual([1, 2, 4, 5, 6, 30]);
    await loadMore();
    expect(await held()).toEqual([1, 2, 4, 5, 6, 7, 30]);
    expect((await db.hunts.get(2))?.items).toHaveLength(2);
  });

  it("reads a featured hunt into the first page and keeps the order's range right", async () => {
    await db.hunts.bulkPut(ids(6).map((id) => hunt(id)));
    serve(() => [...ids(6).map((id) => hunt(id)), hunt(9, true)]);
    await refresh();
    // The first page is 9 (featured), 1, 2, 3: hunts 4 to 6 lie beyond it and stay.
    expect(await held()).toEqual([1, 2, 3, 4, 5, 6, 9]);
  });
});

describe("the hunts catalog screen", () => {
  it("shows the first page, how many there are, and the next pages on request", async () => {
    const total = HUNTS_PAGE + 6;
    serve(() => ids(total).map((id) => hunt(id)));
    // The first page as a visit's background refresh stores it.
    await refreshFirstPage(HUNT_CATALOG);
    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    expect(await screen.findByText(`Showing ${HUNTS_PAGE} of ${total}`, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: `Hunt ${HUNTS_PAGE + 1}` })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText(`Showing ${total} of ${total}`)).toBeTruthy();
    expect(screen.getByRole("heading", { name: `Hunt ${total}` })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keeps what the device holds and says so when the next page cannot be read", async () => {
    const total = HUNTS_PAGE + 2;
    let online = true;
    const server = serve(() => ids(total).map((id) => hunt(id)));
    stubFetch((url, init) => (online ? server(url, init) : undefined));
    await refreshFirstPage(HUNT_CATALOG);
    render(<MemoryRouter><ScavengerHuntsPage /></MemoryRouter>);
    await screen.findByText(`Showing ${HUNTS_PAGE} of ${total}`, {}, { timeout: 10_000 });
    online = false;
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect((await screen.findByRole("alert")).textContent).toBe("More could not be loaded. Try again.");
    expect(screen.getByRole("heading", { name: `Hunt ${HUNTS_PAGE}` })).toBeTruthy();
  });
});
