import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db, Dexie } from "../lib/database/db";
import { NotAPhotoError } from "./not-a-photo-error";
import { isQuotaError, photoProblem } from "./photo-store";
import { bytesOf } from "../testing/photos/photo-bytes";
import { setFlushRequester } from "../sync/outbox";
import { deletePhoto, storePhoto } from "./photo-outbox";

const picture = () => new NodeBlob([Uint8Array.from([0xff, 0xd8, 0xff, 9, 9, 0xff, 0xd9])], { type: "image/jpeg" }) as unknown as Blob;
const flushes = vi.fn();

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  flushes.mockClear();
  setFlushRequester(flushes);
});
afterEach(() => vi.restoreAllMocks());

describe("storePhoto", () => {
  it("keeps the photo and its upload row together, under the session's token, and asks for a flush", async () => {
    const photo = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: "token-a", userId: 7, now: Date.parse("2030-05-01T10:00:00Z") });
    const row = await db.outbox.get(photo.id);
    expect(row).toMatchObject({ kind: "hunt.photo", state: "pending", auth: "token-a", attempts: 0 });
    expect(row?.payload).toEqual({ hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" });
    const stored = await db.photos.get(photo.id);
    expect(stored).toMatchObject({ hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z", user_id: 7, server_id: null });
    expect(await bytesOf(stored)).toEqual(await bytesOf(picture()));
    expect(flushes).toHaveBeenCalledOnce();
  });

  it("keeps the picture as its bytes and type, which every engine stores (WebKit refuses a Blob in Private Browsing)", async () => {
    const photo = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: null, userId: null });
    const stored = await db.photos.get(photo.id);
    expect(stored).not.toHaveProperty("blob");
    expect(stored?.picture?.bytes).toBeInstanceOf(ArrayBuffer);
    expect(stored?.picture?.type).toBe("image/jpeg");
    expect(new Uint8Array(stored!.picture!.bytes)).toEqual(await bytesOf(picture()));
  });

  it("keeps neither when the outbox row cannot be written", async () => {
    vi.spyOn(db.outbox, "add").mockImplementation(() => Dexie.Promise.reject(new Dexie.ConstraintError("Key already exists")) as never);
    await expect(storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: null, userId: null })).rejects.toThrow();
    expect(await db.photos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect(flushes).not.toHaveBeenCalled();
  });

  it("keeps neither when the phone is out of space, and says so", async () => {
    const full = new DOMException("The quota has been exceeded.", "QuotaExceededError");
    vi.spyOn(db.photos, "add").mockImplementation(() => Dexie.Promise.reject(full) as never);
    const error = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: null, userId: null }).catch((e: unknown) => e);
    expect(photoProblem(error)).toBe("outOfSpace");
    expect(await db.photos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("what the family is told", () => {
  it("knows a full phone however the browser and Dexie report it", () => {
    expect(isQuotaError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError("full"))).toBe(true);
    // A transaction aborted because a write inside it ran out of space.
    expect(isQuotaError(new Dexie.AbortError("aborted", new DOMException("full", "QuotaExceededError")))).toBe(true);
    expect(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaError(new Dexie.AbortError("aborted"))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it("says a file is not a photo, and anything else plainly", () => {
    expect(photoProblem(new NotAPhotoError("nope"))).toBe("notAPhoto");
    expect(photoProblem(new Error("canvas lost"))).toBe("photoNotSaved");
  });
});

describe("deletePhoto", () => {
  it("removes a photo not uploaded yet with its upload, and sends nothing", async () => {
    const photo = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: "token-a", userId: 7 });
    await deletePhoto(photo.id, "token-a");
    expect(await db.photos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("removes a refused upload from Needs attention with its photo", async () => {
    const photo = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: "token-a", userId: 7 });
    await db.outbox.update(photo.id, { state: "rejected", detail: "Unknown item" });
    await deletePhoto(photo.id, "token-a");
    expect(await db.outbox.count()).toBe(0);
  });

  it("removes an uploaded photo from the device at once and queues its deletion on the server", async () => {
    const photo = await storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth: "token-a", userId: 7 });
    await db.transaction("rw", db.photos, db.outbox, async () => {
      await db.outbox.delete(photo.id);
      await db.photos.update(photo.id, { server_id: "ph_1" });
    });
    await deletePhoto(photo.id, "token-b");
    expect(await db.photos.count()).toBe(0);
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "hunt.photo.delete", payload: { photo_id: "ph_1" }, auth: "token-b", state: "pending" });
  });
});
