import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { db, type PhotoRow } from "../lib/database/db";
import { huntPhotoCount, itemPhoto } from "./photo-store";

const photo = (id: string, user_id: number | null, taken_at: string): PhotoRow => ({ id, hunt_id: 1, item_id: 11, taken_at, blob: null, user_id, server_id: null });

beforeEach(async () => {
  await db.photos.clear();
  await db.photos.bulkPut([
    photo("signed-out", null, "2030-05-01T09:00:00.000Z"),
    photo("ana", 7, "2030-05-01T10:00:00.000Z"),
    photo("ben", 8, "2030-05-01T11:00:00.000Z"),
  ]);
});

describe("the photos a hunt shows on a shared phone", () => {
  it("are the viewer's own and those taken signed out, never another account's", async () => {
    expect((await itemPhoto(1, 11, 7))?.id).toBe("ana");
    expect((await itemPhoto(1, 11, 8))?.id).toBe("ben");
    expect((await itemPhoto(1, 11, 9))?.id).toBe("signed-out");
    expect((await itemPhoto(1, 11, null))?.id).toBe("signed-out");
    expect(await huntPhotoCount(1, 7)).toBe(2);
    // Signed out: only what was taken signed out, not what an account that signed out left waiting.
    expect(await huntPhotoCount(1, null)).toBe(1);
  });
});
