import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import Dexie from "dexie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushOutbox, setPhotoDrain } from "../../sync/flush";
import { drainPhotos } from "../../photos/photo-drain";
import { db, DB_NAME, ParkHuntsDb } from "./db";
import { PHOTO_BLOBS_KEY } from "../../photos/photo-blob-upgrade";
import { AUTH_KEYS } from "./store-keys";
import { bytesOf } from "../../testing/photos/photo-bytes";

const STORES_1 = {
  hunts: "id",
  books: "id",
  posts: "id",
  episodes: "id",
  coupons: "id",
  profile: "id",
  outbox: "id, state, nextAttemptAt, [state+id], [kind+state]",
  kv: "key",
};
const STORES_2 = { ...STORES_1, outbox: "id,[state+id],[kind+state]", photos: "id,[hunt_id+item_id]" };

/** The database as an earlier version of the app declared it. */
function earlier(name: string, version: 1 | 2) {
  const old = new Dexie(name);
  old.version(version).stores(version === 1 ? STORES_1 : STORES_2);
  return old;
}

const jpeg = (n: number) => Uint8Array.from([0xff, 0xd8, 0xff, n, n, 0xff, 0xd9]);
const blobOf = (bytes: Uint8Array) => new NodeBlob([bytes], { type: "image/jpeg" }) as unknown as Blob;
/** A bearer token naming user 7 (only its claims are read on the device). */
const TOKEN = `h.${Buffer.from(JSON.stringify({ sub: 7, exp: 4_102_444_800 })).toString("base64url")}.s`;

/** Replaces the app's own database with what an earlier version left on the phone. */
async function phoneFrom(version: 1 | 2, fill: (old: Dexie) => Promise<unknown>) {
  db.close();
  await Dexie.delete(DB_NAME);
  const old = earlier(DB_NAME, version);
  await fill(old);
  old.close();
}

/**
 * Sends what the outbox holds, with the photos' account signed in (so an uploaded photo stays on the
 * phone), to a server that stores each photo as `serverId`; answers what was uploaded.
 */
async function uploadAll(serverId: string): Promise<{ path: string; file: Blob }[]> {
  const uploads: { path: string; file: Blob }[] = [];
  await db.kv.put({ key: AUTH_KEYS.token, value: TOKEN });
  setPhotoDrain(async () => drainPhotos);
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    uploads.push({ path: String(url), file: (init!.body as FormData).get("file") as Blob });
    return Response.json({ id: serverId, hunt_id: 1, item_id: 11, url: `/api/users/photos/${serverId}/file`, taken_at: "2030-05-01T10:00:00.000Z" }, { status: 201 });
  };
  await flushOutbox({ fetch: fetch as typeof globalThis.fetch });
  return uploads;
}

afterEach(async () => {
  db.close();
  await Dexie.delete(DB_NAME);
  await db.open();
});

describe("the device database's upgrades", () => {
  it("keeps everything a phone stored under version 1 and adds the photos", async () => {
    const name = "park-hunts-upgrade-test";
    const old = earlier(name, 1);
    const row = { id: "01J0000000000000000000000A", kind: "hunt.complete", payload: { hunt_id: 1 }, createdAt: 1, attempts: 2, nextAttemptAt: 5, lastError: "No connection", auth: "t", state: "pending" };
    await old.table("outbox").add(row);
    await old.table("kv").put({ key: "hunt_progress_1", value: { state: { foundItems: [11] }, version: 2 } });
    await old.table("hunts").put({ id: 1, title: "Zion Canyon Quest" });
    old.close();

    const upgraded = new ParkHuntsDb(name);
    expect(await upgraded.outbox.get(row.id)).toEqual(row);
    expect(await upgraded.outbox.where("[state+id]").between(["pending", Dexie.minKey], ["pending", Dexie.maxKey]).count()).toBe(1);
    expect(await upgraded.outbox.where("[kind+state]").equals(["hunt.complete", "pending"]).count()).toBe(1);
    // Version 2 dropped the index on state alone: Dexie answers it from [state+id].
    expect(await upgraded.outbox.where("state").equals("pending").count()).toBe(1);
    expect(await upgraded.outbox.where({ id: row.id, state: "pending" }).count()).toBe(1);
    expect((await upgraded.kv.get("hunt_progress_1"))?.value).toEqual({ state: { foundItems: [11] }, version: 2 });
    expect((await upgraded.hunts.get(1))?.title).toBe("Zion Canyon Quest");

    await upgraded.photos.add({ id: "p1", hunt_id: 1, item_id: 11, taken_at: "2030-01-01T00:00:00.000Z", picture: { bytes: jpeg(1).buffer, type: "image/jpeg" }, user_id: null, server_id: null });
    expect(await upgraded.photos.where("[hunt_id+item_id]").equals([1, 11]).count()).toBe(1);
    expect(upgraded.verno).toBe(3);
    upgraded.close();

    // A page or worker still running version 1's code opens the upgraded database all the same.
    const stale = earlier(name, 1);
    expect(await stale.table("outbox").count()).toBe(1);
    stale.close();
    await Dexie.delete(name);
  });

  it("moves a photo version 2 kept as a Blob to its bytes, which upload as they were", async () => {
    const id = "01J00000000000000000PHOTO1";
    await phoneFrom(2, async (old) => {
      await old.table("photos").bulkAdd([
        { id, hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z", blob: blobOf(jpeg(7)), user_id: 7, server_id: null },
        // Listed by the server, its file not fetched yet: nothing to move.
        { id: "server-ph_9", hunt_id: 1, item_id: 12, taken_at: "2030-05-01T11:00:00.000Z", blob: null, user_id: 7, server_id: "ph_9" },
      ]);
      await old.table("outbox").add({ id, kind: "hunt.photo", payload: { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null, auth: TOKEN, state: "pending" });
    });

    await db.open();
    expect(db.verno).toBe(3);
    await vi.waitFor(async () => expect(await db.kv.get(PHOTO_BLOBS_KEY)).toBeUndefined());
    const photo = await db.photos.get(id);
    expect(photo).not.toHaveProperty("blob");
    expect(photo?.picture?.bytes).toBeInstanceOf(ArrayBuffer);
    expect(photo?.picture?.type).toBe("image/jpeg");
    expect(new Uint8Array(photo!.picture!.bytes)).toEqual(jpeg(7));
    expect(await db.photos.get("server-ph_9")).toMatchObject({ blob: null, server_id: "ph_9" });

    const uploads = await uploadAll("ph_10");
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.path).toBe("/api/hunts/1/photos");
    expect(uploads[0]!.file.type).toBe("image/jpeg");
    expect(await bytesOf(uploads[0]!.file)).toEqual(jpeg(7));
    expect(await db.photos.get(id)).toMatchObject({ server_id: "ph_10" });
  });

  it("reads and uploads a photo still kept as a Blob before it is moved", async () => {
    const id = "01J00000000000000000PHOTO2";
    await db.open();
    // As the upgrade leaves it until the conversion after the open reaches it.
    await db.photos.add({ id, hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z", blob: blobOf(jpeg(8)), user_id: 7, server_id: null });
    await db.outbox.add({ id, kind: "hunt.photo", payload: { hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, createdAt: 1, attempts: 0, nextAttemptAt: 0, lastError: null, auth: TOKEN, state: "pending" });
    expect(await bytesOf(await db.photos.get(id))).toEqual(jpeg(8));

    const uploads = await uploadAll("ph_11");
    expect(await bytesOf(uploads[0]!.file)).toEqual(jpeg(8));
    expect(await db.outbox.count()).toBe(0);
  });
});
