// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router-dom";
import { db } from "../../lib/database/db";
import { KV } from "../../lib/database/store-keys";
import { newMutation } from "../../sync/outbox";
import { SyncIndicator } from "./sync-indicator";
import { huntPurchasePayload } from "../../testing/payloads";

const MINUTE_MS = 60_000;

function renderIndicator() {
  render(
    <MemoryRouter>
      <SyncIndicator />
    </MemoryRouter>,
  );
}

function setBrowserOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.kv.clear();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("SyncIndicator", () => {
  it("counts pending rows, links rejected ones to /sync and says when it last synced", async () => {
    await db.outbox.bulkAdd([
      newMutation("hunt.complete", { hunt_id: 1, score: 10, badge_earned: false }, null, 1),
      newMutation("analytics.view", { page: "/" }, null, 2),
      { ...newMutation("hunt.purchase", huntPurchasePayload(2), null, 3), state: "rejected", detail: "The price of this hunt is $2.99" },
    ]);
    await db.kv.put({ key: KV.lastSyncedAt, value: Date.now() - 5 * MINUTE_MS });
    renderIndicator();
    expect(await screen.findByText("2 waiting to sync")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Needs attention (1)" }).getAttribute("href")).toBe("/sync");
    expect(screen.getByText("Last synced 5 minutes ago")).toBeTruthy();
    expect(screen.queryByText("Sign in again to sync")).toBeNull();
  });

  it("follows the outbox live as rows are queued and delivered", async () => {
    renderIndicator();
    const row = newMutation("analytics.view", { page: "/map" }, null);
    await act(() => db.outbox.add(row));
    expect(await screen.findByText("1 waiting to sync")).toBeTruthy();
    await act(() => db.outbox.delete(row.id));
    await vi.waitFor(() => expect(screen.queryByText("1 waiting to sync")).toBeNull());
  });

  it("counts the photos waiting to upload, those taken signed out included", async () => {
    await db.outbox.bulkAdd([
      newMutation("hunt.complete", { hunt_id: 1, score: 10, badge_earned: false }, null, 1),
      newMutation("hunt.photo", { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, null, 2),
      newMutation("hunt.photo", { hunt_id: 1, item_id: 12, taken_at: "2030-05-01T10:05:00.000Z" }, "token", 3),
      newMutation("hunt.photo.delete", { photo_id: "ph_1" }, "token", 4),
    ]);
    renderIndicator();
    expect(await screen.findByText("4 waiting to sync")).toBeTruthy();
  });

  it("counts a photo waiting for room on the server, and says photo storage is full, linking to the trip photos", async () => {
    const full = "Photo storage is full: your family's photos use 500 MB of the 500 MB an account keeps. Delete some trip photos to make room.";
    await db.outbox.bulkAdd([
      { ...newMutation("hunt.photo", { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, "token", 1), lastError: full, reason: { key: "photoStorageFull", params: { usedMb: 500, maxMb: 500 } }, nextAttemptAt: Date.now() + MINUTE_MS },
      newMutation("hunt.photo", { hunt_id: 1, item_id: 12, taken_at: "2030-05-01T10:05:00.000Z" }, "token", 2),
    ]);
    renderIndicator();
    expect(await screen.findByText("2 waiting to sync")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Photo storage is full" }).getAttribute("href")).toBe("/profile");
    expect(screen.queryByText(/Needs attention/)).toBeNull();
  });

  it("asks to sign in again when the server refused the session", async () => {
    await db.kv.put({ key: KV.signInRequired, value: true });
    renderIndicator();
    expect((await screen.findByRole("link", { name: "Sign in again to sync" })).getAttribute("href")).toBe("/login");
  });

  it("shows Offline while the browser reports no connection", () => {
    renderIndicator();
    expect(screen.queryByText("Offline")).toBeNull();
    setBrowserOnline(false);
    expect(screen.getByText("Offline")).toBeTruthy();
    setBrowserOnline(true);
    expect(screen.queryByText("Offline")).toBeNull();
  });
});
