import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { db, DB_NAME } from "../lib/db";
import { dexieStorage } from "../lib/persisted-storage";
import { bootReadsDone, forgetBootReads, peekBootRead, takeBootRead } from "../lib/boot-reads";
import { rowsFor, startBootReads } from "./boot-reads";
import { sampleHunt } from "../features/hunts/test-support";

afterEach(async () => {
  forgetBootReads();
  db.close();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = request.onerror = () => resolve();
  });
  await db.open();
});

describe("boot reads", () => {
  it("reads what a hunt needs to draw, and nothing for other screens", () => {
    expect(rowsFor("/hunt/7")).toEqual([["hunts", 7], ["kv", "hunt_progress_7"], ["kv", "hunt_purchased"], ["kv", "membership_active"]]);
    expect(rowsFor("/roperhunt")).toEqual([["kv", "roper_progress"]]);
    expect(rowsFor("/shop")).toEqual([]);
    expect(rowsFor("/hunt/7/extra")).toEqual([]);
  });

  it("answers from the device's rows, once, with null for a row that is not there", async () => {
    await db.hunts.put(sampleHunt({ id: 7 }));
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
