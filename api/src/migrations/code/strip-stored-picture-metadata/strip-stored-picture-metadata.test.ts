/** Pictures stored before the server cleaned them: the migration run while serving removes their metadata, once. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { migrateWhileServing, writeTx } from "../../../db";
import { codeMigrations, familyPhotos } from "../../../db/tables";
import { insertPhoto } from "../../../services/photos/family-photos";
import { huntInput } from "../../../testing/fixtures";
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto, imageFacts, png } from "../../../testing/photos";
import { createTestApp, type TestApp } from "../../../testing/test-app";
import { stripStoredPictureMetadata } from "./strip-stored-picture-metadata";

const PHOTO_NAME = `${"a".repeat(32)}.jpg`;
const UPLOAD_NAME = `${"b".repeat(32)}.jpg`;
const CLEAN_NAME = `${"c".repeat(32)}.png`;
const BARE_UPRIGHT = { format: "jpeg", width: CAMERA_HEIGHT, height: CAMERA_WIDTH, frames: 1, orientation: null, exif: false, xmp: false, iptc: false };

let t: TestApp;
let camera: Buffer;

const recorded = async () => (await t.db.select().from(codeMigrations).where(eq(codeMigrations.name, stripStoredPictureMetadata.name))).length === 1;
/** How many pictures a start writes again. */
async function start(): Promise<number> {
  const uploads = vi.spyOn(t.deps.uploads, "write");
  const photos = vi.spyOn(t.deps.photos, "write");
  await migrateWhileServing(t.db, t.deps);
  const written = uploads.mock.calls.length + photos.mock.calls.length;
  uploads.mockRestore();
  photos.mockRestore();
  return written;
}

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

describe("the migration that strips stored pictures' metadata", () => {
  it("writes again, upright and bare, every stored picture that still carries metadata, and leaves bare ones alone", async () => {
    expect(await recorded()).toBe(false);
    expect(await start()).toBe(2);
    const photo = (await t.deps.photos.read(PHOTO_NAME))!;
    expect(await imageFacts(photo)).toEqual(BARE_UPRIGHT);
    expect((await t.db.select().from(familyPhotos).where(eq(familyPhotos.fileName, PHOTO_NAME)))[0]?.size).toBe(photo.length);
    expect(await imageFacts((await t.deps.uploads.read(UPLOAD_NAME))!)).toEqual(BARE_UPRIGHT);
    expect(await t.deps.uploads.read(CLEAN_NAME)).toEqual(png());
    expect(await recorded()).toBe(true);
  });

  it("runs once: a later start reads no file", async () => {
    await start();
    const read = vi.spyOn(t.deps.uploads, "read");
    expect(await start()).toBe(0);
    expect(read).not.toHaveBeenCalled();
  });

  it("goes through the files again at the next start when a store failed to answer", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const read = vi.spyOn(t.deps.photos, "read").mockRejectedValueOnce(new Error("connection lost"));
    expect(await start()).toBe(1);
    expect(error).toHaveBeenCalledWith(`Removing the metadata of the stored picture ${PHOTO_NAME} failed:`, "connection lost");
    expect(await recorded()).toBe(false);
    read.mockRestore();
    expect(await start()).toBe(1);
    expect(await imageFacts((await t.deps.photos.read(PHOTO_NAME))!)).toEqual(BARE_UPRIGHT);
    expect(await start()).toBe(0);
    expect(await recorded()).toBe(true);
  });
});
