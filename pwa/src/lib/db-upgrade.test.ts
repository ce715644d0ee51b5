import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import { ParkHuntsDb } from "./db";

/** The database as version 1 of the app declared it. */
function versionOne(name: string) {
  const old = new Dexie(name);
  old.version(1).stores({
    hunts: "id",
    books: "id",
    posts: "id",
    episodes: "id",
    coupons: "id",
    profile: "id",
    outbox: "id, state, nextAttemptAt, [state+id], [kind+state]",
    kv: "key",
  });
  return old;
}

describe("the device database's version 2", () => {
  it("keeps everything a phone stored under version 1 and adds the photos", async () => {
    const name = "park-hunts-upgrade-test";
    const old = versionOne(name);
    const row = { id: "01J0000000000000000000000A", kind: "hunt.complete", payload: { hunt_id: 1 }, createdAt: 1, attempts: 2, nextAttemptAt: 5, lastError: "No connection", auth: "t", state: "pending" };
    await old.table("outbox").add(row);
    await old.table("kv").put({ key: "hunt_progress_1", value: { state: { foundItems: [11] }, version: 2 } });
    await old.table("hunts").put({ id: 1, title: "Zion Canyon Quest" });
    old.close();

    const db = new ParkHuntsDb(name);
    expect(await db.outbox.get(row.id)).toEqual(row);
    expect(await db.outbox.where("[state+id]").between(["pending", Dexie.minKey], ["pending", Dexie.maxKey]).count()).toBe(1);
    expect(await db.outbox.where("[kind+state]").equals(["hunt.complete", "pending"]).count()).toBe(1);
    // Version 2 keeps no index on state alone: Dexie answers it from [state+id].
    expect(await db.outbox.where("state").equals("pending").count()).toBe(1);
    expect(await db.outbox.where({ id: row.id, state: "pending" }).count()).toBe(1);
    expect((await db.kv.get("hunt_progress_1"))?.value).toEqual({ state: { foundItems: [11] }, version: 2 });
    expect((await db.hunts.get(1))?.title).toBe("Zion Canyon Quest");

    const blob = new NodeBlob([Uint8Array.from([1, 2, 3])], { type: "image/jpeg" }) as unknown as Blob;
    await db.photos.add({ id: "p1", hunt_id: 1, item_id: 11, taken_at: "2030-01-01T00:00:00.000Z", blob, user_id: null, server_id: null });
    expect(await db.photos.where("[hunt_id+item_id]").equals([1, 11]).count()).toBe(1);
    expect(db.verno).toBe(2);
    db.close();

    // A page or worker still running version 1's code opens the upgraded database all the same.
    const stale = versionOne(name);
    expect(await stale.table("outbox").count()).toBe(1);
    stale.close();
    await Dexie.delete(name);
  });
});
