/** Pictures stored before the server cleaned them: one pass at start removes their metadata, once. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { familyPhotos } from "../db/tables";
import { writeTx } from "../db";
import { huntInput } from "../testing/fixtures";
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto, imageFacts, png } from "../testing/photos";
import { createTestApp, type TestApp } from "../testing/test-app";
import { insertPhoto } from "./family-photos";
import { stripStoredPictures } from "./strip-stored-pictures";

const PHOTO_NAME = `${"a".repeat(32)}.jpg`;
const UPLOAD_NAME = `${"b".repeat(32)}.jpg`;
const CLEAN_NAME = `${"c".repeat(32)}.png`;
const BARE_UPRIGHT = { format: "jpeg", width: CAMERA_HEIGHT, height: CAMERA_WIDTH, frames: 1, orientation: null, exif: false, xmp: false, iptc: false };

let t: TestApp;
let camera: Buffer;

beforeEach(async () => {
  t = await createTestApp();
  camera = await cameraPhoto();
  const admin = await t.createUser("admin");
  const family = await t.createUser("user");
  const hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
  // As an older server stored them: the camera's bytes as they came.
  await t.deps.photos.write(PHOTO_NAME, camera);
  await t.deps.uploads.write(UPLOAD_NAME, camera);
  await t.deps.uploads.write(CLEAN_NAME, png());
  const row = { userId: family.id, huntId: hunt.id, itemId: hunt.items[0].id, takenAt: "2026-07-04T10:00:00.000Z", contentType: "image/jpeg" as const };
  await writeTx(t.db, () => insertPhoto(t.db, { ...row, size: camera.length, fileName: PHOTO_NAME, createdAt: row.takenAt }));
});

describe("stripStoredPictures", () => {
  it("writes again, upright and bare, every stored picture that still carries metadata, and leaves bare ones alone", async () => {
    expect(await stripStoredPictures(t.db, t.deps)).toBe(2);
    const photo = (await t.deps.photos.read(PHOTO_NAME))!;
    expect(await imageFacts(photo)).toEqual(BARE_UPRIGHT);
    expect((await t.db.select().from(familyPhotos).where(eq(familyPhotos.fileName, PHOTO_NAME)))[0]?.size).toBe(photo.length);
    expect(await imageFacts((await t.deps.uploads.read(UPLOAD_NAME))!)).toEqual(BARE_UPRIGHT);
    expect(await t.deps.uploads.read(CLEAN_NAME)).toEqual(png());
  });

  it("runs once: a later start reads no file", async () => {
    await stripStoredPictures(t.db, t.deps);
    const read = vi.spyOn(t.deps.uploads, "read");
    expect(await stripStoredPictures(t.db, t.deps)).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });

  it("goes through the files again at the next start when a store failed to answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const read = vi.spyOn(t.deps.photos, "read").mockRejectedValueOnce(new Error("connection lost"));
    expect(await stripStoredPictures(t.db, t.deps)).toBe(1);
    expect(error).toHaveBeenCalledWith(`Removing the metadata of the stored picture ${PHOTO_NAME} failed:`, "connection lost");
    read.mockRestore();
    expect(await stripStoredPictures(t.db, t.deps)).toBe(1);
    expect(await imageFacts((await t.deps.photos.read(PHOTO_NAME))!)).toEqual(BARE_UPRIGHT);
    expect(await stripStoredPictures(t.db, t.deps)).toBe(0);
  });
});
