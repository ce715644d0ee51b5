// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db, DB_NAME } from "../database/db";
import { dexieStorage } from "../database/persisted-storage";
import { bootReadsDone, forgetBootReads, peekBootRead, startBootReads, takeBootRead } from "./boot-reads";
import { rowsFor } from "./device-rows";
import { SENT_ROWS_ID, sentRowsHtml } from "./rows-in-page";
import type { StoredHunt } from "../database/row-types";

const SHELL = [["kv", "auth_token"], ["kv", "user_data"], ["kv", "admin_token"], ["kv", "admin_user"], ["kv", "auth:version"], ["kv", "national_parks_cart"]];
const zion = { id: 7, title: "Zion Canyon Quest", price: 0 } as StoredHunt;
const family = { id: 3, name: "Ada", email: "ada@example.com", phone: "", role: "user", points_balance: 40, membership_tier: "free", marketing_consent: false, created_at: "", purchase_history: [] };

/** A page the service worker answered: its rows sent inside it, as sw/page-answer.ts writes them. */
function sendInPage(html: string) {
  document.body.innerHTML = `<div id="root"></div>${html}`;
}

afterEach(async () => {
  forgetBootReads();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  db.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = () => resolve();
  });
  await db.open();
});

describe("boot reads", () => {
  it("reads what a hunt and the shell around every screen need to draw", () => {
    expect(rowsFor("/hunt/7")).toEqual([["hunts", 7], ["kv", "hunt_progress_7"], ["kv", "hunt_purchased"], ["kv", "membership_active"], ...SHELL]);
    expect(rowsFor("/es/hunt/7")).toEqual(rowsFor("/hunt/7"));
    expect(rowsFor("/roperhunt")).toEqual([["kv", "roper_progress"], ...SHELL]);
    expect(rowsFor("/shop")).toEqual(SHELL);
    expect(rowsFor("/hunt/7/extra")).toEqual(SHELL);
    // A page the server drew is adopted as a first visit's: only its screen's rows.
    expect(rowsFor("/shop", true)).toEqual([]);
  });

  it("answers from the device's rows, once, with null for a row that is not there", async () => {
    await db.hunts.put(zion);
    await db.kv.put({ key: "hunt_progress_7", value: { state: { foundItems: [11] }, version: 1 } });
    startBootReads("/hunt/7");
    await bootReadsDone();
    expect((peekBootRead("hunts", 7)?.value as { title: string }).title).toBe("Zion Canyon Quest");
    expect(takeBootRead("kv", "hunt_progress_7")).toEqual({ value: { state: { foundItems: [11] }, version: 1 } });
    expect(takeBootRead("kv", "hunt_progress_7")).toBeUndefined();
    expect(takeBootRead("kv", "membership_active")).toBeNull();
  });

  it("hydrates a persisted store synchronously from a boot read that is already in", async () => {
    await db.kv.put({ key: "hunt_purchased", value: { state: { purchased: { "7": true } }, version: 1 } });
    startBootReads("/hunt/7");
    await bootReadsDone();
    const read = dexieStorage<{ purchased: Record<string, boolean> }>().getItem("hunt_purchased");
    expect(read).toEqual({ state: { purchased: { "7": true } }, version: 1 });
    // Used up: the next read goes to Dexie and sees what changed since.
    await db.kv.put({ key: "hunt_purchased", value: { state: { purchased: {} }, version: 1 } });
    expect(await dexieStorage<{ purchased: Record<string, boolean> }>().getItem("hunt_purchased")).toEqual({ state: { purchased: {} }, version: 1 });
  });

  it("has the session and the cart in the shell's first frame, before the database's code has loaded", async () => {
    await db.kv.bulkPut([
      { key: "auth_token", value: "tok-ada" },
      { key: "user_data", value: family },
      { key: "auth:version", value: 1 },
      { key: "national_parks_cart", value: { state: { items: [{ id: 1, title: "Book", image: "", category: "Print", pages: 3, price: 5, quantity: 2 }] }, version: 1 } },
    ]);
    // The app as it starts: its modules fresh, the database's code recorded when something loads it.
    vi.resetModules();
    const databaseLoaded = vi.fn();
    vi.doMock("../database/db", async (original) => {
      databaseLoaded();
      return original();
    });
    const { startBootReads: start, bootReadsDone: done } = await import("./boot-reads");
    start("/hunt/7");
    await done();
    const [{ useAuth }, { useCart }] = await Promise.all([import("../../stores/auth"), import("../../stores/cart")]);
    expect(useAuth.getState()).toMatchObject({ loading: false, token: "tok-ada", user: { name: "Ada" } });
    expect(useCart.getState().items.map((item) => item.quantity)).toEqual([2]);
    expect(databaseLoaded).not.toHaveBeenCalled();
    vi.doUnmock("../database/db");
  });

  it("takes the rows the service worker sent inside the page, without opening the database, and leaves none in it", async () => {
    const open = vi.spyOn(indexedDB, "open");
    const rows = rowsFor("/hunt/7");
    const reads = rows.map(([store, key]) => (store === "hunts" ? { value: zion } : key === "membership_active" ? { value: { state: { active: true }, version: 1 } } : null));
    sendInPage(sentRowsHtml(rows, reads));
    startBootReads("/hunt/7");
    // At once: the stores hydrate from them as their code runs.
    expect((peekBootRead("hunts", 7)?.value as { title: string }).title).toBe("Zion Canyon Quest");
    expect(takeBootRead("kv", "membership_active")).toEqual({ value: { state: { active: true }, version: 1 } });
    expect(takeBootRead("kv", "auth_token")).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(document.getElementById(SENT_ROWS_ID)).toBeNull();
  });

  it("reads the device itself when the page carries other rows than the ones it needs", async () => {
    await db.kv.put({ key: "roper_progress", value: { state: { foundClues: [2] }, version: 1 } });
    sendInPage(sentRowsHtml(rowsFor("/hunt/7"), rowsFor("/hunt/7").map(() => null)));
    startBootReads("/roperhunt");
    await bootReadsDone();
    expect(takeBootRead("kv", "roper_progress")).toEqual({ value: { state: { foundClues: [2] }, version: 1 } });
  });

  it("keeps a value that could end the page's data element early whole", () => {
    const rows = rowsFor("/shop");
    const reads = rows.map((_, i) => (i === 1 ? { value: { ...family, name: "</script><script>alert(1)</script>" } } : null));
    sendInPage(sentRowsHtml(rows, reads));
    expect(document.querySelectorAll("script")).toHaveLength(1);
    startBootReads("/shop");
    expect((takeBootRead("kv", "user_data") as { value: { name: string } }).value.name).toBe("</script><script>alert(1)</script>");
  });

  it("leaves a first visit's missing database for Dexie to create", async () => {
    db.close();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(DB_NAME);
      request.onsuccess = () => resolve();
    });
    startBootReads("/hunt/7");
    await bootReadsDone();
    expect(takeBootRead("hunts", 7)).toBeNull();
    const names = (await indexedDB.databases()).map((d) => d.name);
    expect(names).not.toContain(DB_NAME);
  });

  it("drops unused reads once the first screen has drawn", async () => {
    startBootReads("/roperhunt");
    await bootReadsDone();
    forgetBootReads();
    expect(takeBootRead("kv", "roper_progress")).toBeUndefined();
  });
});
