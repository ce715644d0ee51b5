/**
 * No stored picture keeps where it was taken: a family's photo and an admin's upload are kept as their
 * pixels alone (no EXIF, XMP or IPTC), turned upright by their EXIF orientation, at the same size in
 * pixels and in the same type, and an animated GIF keeps its frames.
 */
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { familyPhotos } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto, hasGpsTag, imageFacts, oversizedPng, photoForm, pixelAt, sendPhoto } from "../testing/photos";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

const RED = [220, 30, 30];
const BLUE = [30, 30, 220];
const UPRIGHT_AND_BARE = { width: CAMERA_HEIGHT, height: CAMERA_WIDTH, frames: 1, orientation: null, exif: false, xmp: false, iptc: false };

let t: TestApp;
let admin: { token: string };
let family: { id: number; token: string };
let hunt: { id: number; items: { id: number }[] };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  family = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});

/** Each channel within JPEG's rounding of the colour. */
function expectColour(actual: number[], expected: number[]) {
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThan(24));
}

/** Upright: the camera's left (red) half is now on top, its right (blue) half below. */
async function expectUpright(bytes: Uint8Array) {
  expectColour(await pixelAt(bytes, CAMERA_HEIGHT / 2, CAMERA_WIDTH / 4), RED);
  expectColour(await pixelAt(bytes, CAMERA_HEIGHT / 2, (CAMERA_WIDTH * 3) / 4), BLUE);
}

function imageForm(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  return form;
}

async function uploadImage(bytes: Uint8Array, name: string) {
  const res = await t.call("POST", "/api/upload/image", { token: admin.token, body: imageForm(bytes, name) });
  expect(res.status).toBe(201);
  const served = await t.app.request(`http://localhost${res.body.url}`);
  return { res, served: Buffer.from(await served.arrayBuffer()) };
}

describe("the camera's photo", () => {
  it("carries its GPS position in EXIF, XMP and IPTC, stored sideways", async () => {
    const photo = await cameraPhoto();
    expect(await imageFacts(photo)).toEqual({ format: "jpeg", width: CAMERA_WIDTH, height: CAMERA_HEIGHT, frames: 1, orientation: 6, exif: true, xmp: true, iptc: true });
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
  });
});

describe("a family's photo", () => {
  it("is stored as its pixels alone, upright, still a JPEG of the same size in pixels", async () => {
    const res = await sendPhoto(t, family.token, hunt.id, "01JPHOTOGPS00000000001", photoForm({ bytes: await cameraPhoto(), item_id: hunt.items[0]!.id }));
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(familyPhotos);
    const stored = (await t.deps.photos.read(row!.fileName))!;
    expect(await imageFacts(stored)).toEqual({ format: "jpeg", ...UPRIGHT_AND_BARE });
    expect(row).toMatchObject({ contentType: "image/jpeg", size: stored.length });
    expect(row!.fileName).toMatch(/\.jpg$/);
    await expectUpright(stored);
    const served = await t.app.request(`http://localhost${res.body.url}`, { headers: { authorization: `Bearer ${family.token}` } });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(stored);
  });

  it("keeps a PNG a PNG and a WebP a WebP, without their EXIF", async () => {
    const base = sharp(await cameraPhoto()).autoOrient();
    const exif = { IFD0: { Make: "TrailPhone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 27/1 4200/100" } };
    const cases = [
      ["png", await base.clone().png().withExif(exif).toBuffer()],
      ["webp", await base.clone().webp().withExif(exif).toBuffer()],
    ] as const;
    for (const [format, bytes] of cases) {
      expect((await imageFacts(bytes)).exif).toBe(true);
      const res = await sendPhoto(t, family.token, hunt.id, `01JPHOTO${format.toUpperCase()}EXIF0000001`, photoForm({ bytes, item_id: hunt.items[1]!.id }));
      expect(res.status).toBe(201);
      const row = (await t.db.select().from(familyPhotos)).find((r) => r.id === res.body.id)!;
      expect(row.contentType).toBe(`image/${format}`);
      expect(await imageFacts((await t.deps.photos.read(row.fileName))!)).toEqual({ format, ...UPRIGHT_AND_BARE });
    }
  });

  it("refuses a picture of more than 50 megapixels before decoding it, storing nothing", async () => {
    const before = await rowCounts(t.db);
    const res = await sendPhoto(t, family.token, hunt.id, "01JPHOTOTOOMANYPIXELS01", photoForm({ bytes: oversizedPng(), item_id: hunt.items[0]!.id }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "That picture is too large: at most 50 megapixels.", key: "pictureTooLarge", params: { megapixels: 50 } });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await storedNames(t.deps.photos)).toEqual([]);
  });
});

describe("an admin's image upload", () => {
  it("is served as its pixels alone, upright, still a JPEG of the same size in pixels", async () => {
    const { res, served } = await uploadImage(await cameraPhoto(), "old-faithful.jpg");
    expect(res.body).toMatchObject({ content_type: "image/jpeg", size: served.length, original_filename: "old-faithful.jpg" });
    expect(await imageFacts(served)).toEqual({ format: "jpeg", ...UPRIGHT_AND_BARE });
    await expectUpright(served);
  });

  it("keeps an animated GIF's frames and their timing", async () => {
    const frame = (colour: string) => sharp({ create: { width: 20, height: 10, channels: 3, background: colour } }).png().toBuffer();
    const animation = await sharp([await frame("#d22"), await frame("#22d"), await frame("#2d2")], { join: { animated: true } })
      .gif({ delay: [100, 250, 400], loop: 0 })
      .toBuffer();
    const { res, served } = await uploadImage(animation, "wave.gif");
    expect(res.body).toMatchObject({ content_type: "image/gif", size: served.length });
    expect(await imageFacts(served)).toEqual({ format: "gif", width: 20, height: 10, frames: 3, orientation: null, exif: false, xmp: false, iptc: false });
    const timing = await sharp(served, { animated: true }).metadata();
    expect({ delay: timing.delay, loop: timing.loop }).toEqual({ delay: [100, 250, 400], loop: 0 });
  });

  it("refuses a picture of more than 50 megapixels, storing nothing", async () => {
    const res = await t.call("POST", "/api/upload/image", { token: admin.token, body: imageForm(oversizedPng(), "huge.png") });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "That picture is too large: at most 50 megapixels.", key: "pictureTooLarge", params: { megapixels: 50 } });
    expect(await storedNames(t.deps.uploads)).toEqual([]);
  });
});
