// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { db } from "../../lib/database/db";
import { newMutation } from "../../sync/outbox";
import SyncPage from "./sync-page";
import { huntPurchasePayload } from "../../testing/payloads";

function section(name: RegExp) {
  return screen.getByRole("heading", { name }).closest("section")!;
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.kv.clear();
  await db.photos.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SyncPage", () => {
  it("lists waiting items in plain words and refused ones with the server's reason", async () => {
    await db.outbox.bulkAdd([
      { ...newMutation("hunt.complete", { hunt_id: 1, score: 10, badge_earned: false }, null, 1), attempts: 2, lastError: "No connection" },
      newMutation("analytics.view", { page: "/" }, null, 2),
      { ...newMutation("hunt.purchase", huntPurchasePayload(2), null, 3), state: "rejected", detail: "The price of this hunt is $2.99" },
    ]);
    render(<MemoryRouter><SyncPage /></MemoryRouter>);
    const waiting = await screen.findByRole("heading", { name: "Waiting to sync (2)" });
    const pending = within(waiting.closest("section")!);
    expect(pending.getByText("Hunt completion")).toBeTruthy();
    expect(pending.getByText("Page view")).toBeTruthy();
    expect(pending.getByText(/Attempts: 2/).textContent).toContain("Last error: No connection");

    const attention = within(section(/Needs attention \(1\)/));
    expect(attention.getByText("Hunt purchase")).toBeTruthy();
    expect(attention.getByText("The server said: The price of this hunt is $2.99")).toBeTruthy();
    fireEvent.click(attention.getByRole("button", { name: /Dismiss/ }));
    expect(await screen.findByRole("heading", { name: "Needs attention (0)" })).toBeTruthy();
    expect(await db.outbox.count()).toBe(2);
  });

  it("names photos in plain words; dismissing a refused upload keeps the picture on the phone", async () => {
    const photoRow = (at: number) => newMutation("hunt.photo", { hunt_id: 1, item_id: 11, taken_at: new Date(at).toISOString() }, null, at);
    const refused = { ...photoRow(2), state: "rejected" as const, detail: "This hunt has no item 11" };
    await db.outbox.bulkAdd([photoRow(1), refused]);
    await db.photos.put({ id: refused.id, hunt_id: 1, item_id: 11, taken_at: new Date(2).toISOString(), blob: null, user_id: null, server_id: null });
    render(<MemoryRouter><SyncPage /></MemoryRouter>);
    const waiting = within((await screen.findByRole("heading", { name: "Waiting to sync (1)" })).closest("section")!);
    expect(waiting.getByText("Trip photo")).toBeTruthy();
    const attention = within(section(/Needs attention \(1\)/));
    expect(attention.getByText("The server said: This hunt has no item 11")).toBeTruthy();
    fireEvent.click(attention.getByRole("button", { name: /Dismiss/ }));
    expect(await screen.findByRole("heading", { name: "Needs attention (0)" })).toBeTruthy();
    expect(await db.photos.get(refused.id)).toBeDefined();
  });

  it("sends everything on Sync now, even rows waiting out a back-off, and reports it", async () => {
    const row = { ...newMutation("analytics.view", { page: "/" }, null), nextAttemptAt: Date.now() + 60_000 };
    await db.outbox.add(row);
    const fetchMock = vi.fn(async () => Response.json({ results: [{ id: row.id, status: "applied" }] }));
    vi.stubGlobal("fetch", fetchMock);
    render(<MemoryRouter><SyncPage /></MemoryRouter>);
    await screen.findByRole("heading", { name: "Waiting to sync (1)" });
    fireEvent.click(screen.getByRole("button", { name: "Sync now" }));
    expect(await screen.findByText("Sent 1 of 1 waiting item.")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(await screen.findByRole("heading", { name: "Waiting to sync (0)" })).toBeTruthy();
    expect(screen.getByText(/Last synced just now/)).toBeTruthy();
  });
});
