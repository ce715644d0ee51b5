// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { db } from "../../lib/database/db";
import { KV } from "../../lib/database/store-keys";
import { useAuth } from "../../stores/auth";
import { PAGE_VIEW_DELAY_MS, usePageViews } from "./use-page-views";

function Tracked() {
  usePageViews();
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <Tracked /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

type View = { kind: string; auth: string | null; page: string; visitor_id: string };

async function views(): Promise<View[]> {
  return (await db.outbox.orderBy("id").toArray()).map((row) => ({ kind: row.kind, auth: row.auth, ...(row.payload as Omit<View, "kind" | "auth">) }));
}

beforeAll(async () => {
  await useAuth.persist.rehydrate();
});

beforeEach(async () => {
  await db.outbox.clear();
  await db.kv.clear();
  useAuth.setState({ loading: false, token: null, user: null });
  // Only the page's timers are faked: IndexedDB (fake-indexeddb) keeps its own real scheduling.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("usePageViews", () => {
  it("never records a mailed link's token with the page", async () => {
    renderAt("/reset-password?token=secret-link-token&from=mail");
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await views())[0]!.page).toBe("/reset-password?from=mail");
  });

  it("queues a page view one second after navigation, with a lasting visitor id", async () => {
    useAuth.setState({ token: "tok" });
    renderAt("/map?region=West");
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(await db.outbox.count()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [view] = await views();
    const visitorId = (await db.kv.get(KV.visitorId))?.value;
    expect(typeof visitorId).toBe("string");
    expect(view).toEqual({
      kind: "analytics.view",
      auth: "tok",
      page: "/map?region=West",
      referrer: document.referrer,
      user_agent: navigator.userAgent,
      visitor_id: visitorId,
    });
  });

  it("counts only the path the visitor stayed on, and keeps the same visitor id", async () => {
    const router = renderAt("/");
    act(() => vi.advanceTimersByTime(500));
    await act(() => router.navigate("/blog"));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await act(() => router.navigate("/shop"));
    act(() => vi.advanceTimersByTime(PAGE_VIEW_DELAY_MS));
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const rows = await views();
    expect(rows.map((row) => row.page)).toEqual(["/blog", "/shop"]);
    expect(rows[0]?.auth).toBeNull();
    expect(rows[0]?.visitor_id).toBe(rows[1]?.visitor_id);
  });
});
