/** POST /api/hunts/{id}/photos: a family's photo, typed by its bytes, size-limited, stored once per outbox id. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { familyPhotos, idempotencyKeys } from "../db/tables";
import { insertPhoto } from "../services/photos/family-photos";
import { huntInput } from "../testing/fixtures";
import { imageFacts, jpeg, photoForm, png, sendPhoto, TAKEN_AT, webp } from "../testing/photos";
import { rowCounts } from "../testing/row-counts";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

// The row is stored through a spy, so a test can make the database fail after the file is written.
vi.mock("../services/photos/family-photos", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../services/photos/family-photos")>();
  return { ...actual, insertPhoto: vi.fn(actual.insertPhoto) };
});

const BAD_TYPE = "Invalid file type: a photo must be a JPEG, PNG or WebP image";
const MAX_BYTES = 10 * 1024 * 1024;

let t: TestApp;
let family: { id: number; token: string };
let hunt: { id: number; items: { id: number }[] };

const stored = () => storedNames(t.deps.photos);
const rows = async () => await t.db.select().from(familyPhotos);
const send = (form: FormData, key = "01JPHOTO0000000000000001", token: string | undefined = family.token, huntId: number | string = hunt.id) =>
  sendPhoto(t, token, huntId, key, form);
const itemForm = (bytes: Uint8Array, extra: Partial<Parameters<typeof photoForm>[0]> = {}) => photoForm({ bytes, item_id: hunt.items[0]!.id, ...extra });

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  family = await t.createUser("user");
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() });
  hunt = res.body;
});

describe("photo upload: what a photo is", () => {
  it.each([
    ["a JPEG", jpeg(), "photo.jpg", "image/jpeg"],
    ["a PNG", png(), "photo.png", "image/png"],
    ["a WebP", webp(), "photo.webp", "image/webp"],
    ["a PNG named .jpg", png(), "photo.jpg", "image/png"],
  ])("stores %s under a random name in the photos store, typed by its bytes", async (_what, bytes, name, type) => {
    const res = await send(itemForm(bytes, { name }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), hunt_id: hunt.id, item_id: hunt.items[0]!.id, url: `/api/users/photos/${res.body.id}/file`, taken_at: TAKEN_AT });
    const [row] = await rows();
    const kept = (await t.deps.photos.read(row!.fileName))!;
    expect(row).toMatchObject({ id: res.body.id, userId: family.id, contentType: type, size: kept.length });
    expect(await stored()).toEqual([row!.fileName]);
    expect(row!.fileName).toMatch(/^[a-f0-9]{32}\.(jpg|png|webp)$/);
    // The same picture, written again with nothing but its pixels.
    expect(await imageFacts(kept)).toEqual({ ...(await imageFacts(bytes)), exif: false, xmp: false, iptc: false });
    // Never among the public uploads, whatever the name: /uploads cannot serve a family's photo.
    expect(await storedNames(t.deps.uploads)).toEqual([]);
    expect((await t.app.request(`http://localhost/uploads/${row!.fileName}`)).status).toBe(404);
  });

  const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>')],
    ["an HTML page", html],
    ["a GIF", Buffer.concat([Buffer.from("GIF89a"), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from([0x3b])])],
    ["a GIF that is also a script", Buffer.from("GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=alert(1);//;")],
    ["a JPEG with a page after its end", Buffer.concat([jpeg(), html])],
    ["a PNG with a zip archive after its end", Buffer.concat([png(), Buffer.from("PK\x03\x04\x14\x00\x00\x00\x08\x00payload")])],
    ["a page with a PNG inside", Buffer.concat([html, png()])],
    ["a WebP whose RIFF size hides trailing bytes", Buffer.concat([webp(), html])],
    ["plain text", Buffer.from("just words, honestly")],
  ])("refuses %s named .jpg with 415 and stores nothing", async (_what, bytes) => {
    const before = await rowCounts(t.db);
    const res = await send(itemForm(bytes, { name: "photo.jpg", type: "image/jpeg" }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ detail: BAD_TYPE, key: "photoInvalidType" });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await stored()).toEqual([]);
  });
});

describe("photo upload: size", () => {
  it("accepts a photo of exactly 10 MB, past the API's 1 MB limit for JSON bodies", async () => {
    const res = await send(itemForm(jpeg(MAX_BYTES)));
    expect(res.status).toBe(201);
    // What is kept is the 8x8 picture, without the comments that made the file 10 MB.
    expect((await rows())[0]!.size).toBeLessThan(2000);
  });

  it("refuses 10 MB + 1 byte with 413, storing no row and leaving no file", async () => {
    const before = await rowCounts(t.db);
    const res = await send(itemForm(jpeg(MAX_BYTES + 1)));
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("File too large: Please select a file smaller than 10MB");
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await stored()).toEqual([]);
    expect((await send(itemForm(jpeg()), "01JPHOTOAFTERLIMIT0001")).status).toBe(201);
  });

  it("refuses a declared Content-Length over the limit before reading the body", async () => {
    const res = await t.call("POST", `/api/hunts/${hunt.id}/photos`, {
      token: family.token,
      body: "x",
      headers: { "idempotency-key": "01JPHOTO0000000000000001", "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * MAX_BYTES) },
    });
    expect(res.status).toBe(413);
    expect(typeof res.body.detail).toBe("string");
    expect(await stored()).toEqual([]);
  });
});

describe("photo upload: one photo per outbox id", () => {
  it("answers a replay of the same key and item with the same photo, storing one row and one file", async () => {
    const first = await send(itemForm(jpeg()));
    const again = await send(itemForm(jpeg(), { taken_at: "2026-07-04T16:00:00Z" }));
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(await rows()).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it("stores one photo when the same upload arrives twice at once", async () => {
    const [a, b] = await Promise.all([send(itemForm(jpeg())), send(itemForm(jpeg()))]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await rows()).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it("answers 409 for the same key on another item, storing nothing new", async () => {
    await send(itemForm(jpeg()));
    const other = await send(photoForm({ bytes: jpeg(), item_id: hunt.items[1]!.id }));
    expect(other.status).toBe(409);
    expect(other.body.detail).toMatch(/Idempotency-Key/);
    expect(await rows()).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
  });

  it("keeps each family's keys apart: the same key from another account is that account's own photo", async () => {
    const other = await t.createUser("user");
    const mine = await send(itemForm(jpeg()));
    const theirs = await send(itemForm(jpeg()), undefined, other.token);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect((await rows()).map((r) => r.userId).sort()).toEqual([family.id, other.id].sort());
    expect((await send(itemForm(jpeg()))).body).toEqual(mine.body);
  });

  it.each([
    ["missing", undefined, /Idempotency-Key is required/],
    ["too short", "short", /10-64/],
    ["with other characters", "01JPHOTO/../../etc", /10-64/],
  ])("refuses an Idempotency-Key that is %s with 400", async (_what, key, detail) => {
    const res = await sendPhoto(t, family.token, hunt.id, key, itemForm(jpeg()));
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(detail);
    expect(await rows()).toHaveLength(0);
  });

  it("removes the written file when the database refuses the row, and keeps no key", async () => {
    const { insertPhoto: storeRow } = await vi.importActual<typeof import("../services/photos/family-photos")>("../services/photos/family-photos");
    // The row goes in, then the database fails before the commit: the row and the key must both be undone.
    vi.mocked(insertPhoto).mockImplementationOnce(async (db, photo) => {
      await storeRow(db, photo);
      throw new Error("disk full");
    });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await send(itemForm(jpeg()));
    quiet.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: "Internal server error", key: "internalError" });
    expect(await rows()).toHaveLength(0);
    expect(await t.db.select().from(idempotencyKeys)).toHaveLength(0);
    expect(await stored()).toEqual([]);
    expect((await send(itemForm(jpeg()))).status).toBe(201);
  });
});

describe("photo upload: whose, and of what", () => {
  it("is for signed-in families only", async () => {
    const res = await sendPhoto(t, undefined, hunt.id, "01JPHOTO0000000000000001", itemForm(jpeg()));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Authentication required", key: "authenticationRequired" });
    expect(await stored()).toEqual([]);
  });

  it("answers a draft hunt exactly like a missing one", async () => {
    const admin = await t.createUser("admin");
    const draft = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ published: false }) })).body;
    const res = await send(photoForm({ bytes: jpeg(), item_id: draft.items[0].id }), undefined, undefined, draft.id);
    const missing = await send(itemForm(jpeg()), "01JPHOTO0000000000000002", undefined, 999_999);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect(res.body).toEqual({ detail: "Hunt not found", key: "huntNotFound" });
    expect((await send(itemForm(jpeg()), "01JPHOTO0000000000000003", undefined, "roper")).status).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it("refuses an item of another hunt", async () => {
    const admin = await t.createUser("admin");
    const other = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
    const res = await send(photoForm({ bytes: jpeg(), item_id: other.items[0].id }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: `item_id: item ${other.items[0].id} is not an item of this hunt`, key: "photoNotOfHunt", params: { itemId: other.items[0].id } });
    expect(await rows()).toHaveLength(0);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["no item", { item_id: undefined }, /^item_id: /],
    ["an item id that is not a number", { item_id: "first" }, /^item_id: /],
    ["a time that is not a date-time", { taken_at: "yesterday" }, /^taken_at: /],
    ["a date without a time", { taken_at: "2026-07-04" }, /^taken_at: /],
  ])("refuses %s with 422", async (_what, extra, detail) => {
    const res = await send(photoForm({ bytes: jpeg(), item_id: hunt.items[0]!.id, ...extra }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
    expect(await stored()).toEqual([]);
  });

  it("refuses a form without a file and a broken multipart body", async () => {
    const form = new FormData();
    form.append("item_id", String(hunt.items[0]!.id));
    form.append("taken_at", TAKEN_AT);
    const missing = await send(form);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ detail: "file: a photo file is required", key: "photoRequired" });
    const broken = await t.call("POST", `/api/hunts/${hunt.id}/photos`, {
      token: family.token,
      body: "--nope\r\ngarbage",
      headers: { "idempotency-key": "01JPHOTO0000000000000001", "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ detail: "Malformed multipart body" });
  });

  it("takes a photo of the sample Old Faithful hunt's microbe mats", async () => {
    const seeded = await createTestApp({ seed: true });
    const user = await seeded.createUser("user");
    const list = (await seeded.call("GET", "/api/hunts")).body.hunts as { id: number; title: string }[];
    const oldFaithful = (await seeded.call("GET", `/api/hunts/${list.find((h) => h.title === "Old Faithful Geyser Explorer")!.id}`)).body;
    const mats = oldFaithful.items.find((i: { name: string }) => i.name === "Colorful microbe mats");
    const res = await sendPhoto(seeded, user.token, oldFaithful.id, "01JPHOTOSEEDED00000001", photoForm({ bytes: png(), item_id: mats.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hunt_id: oldFaithful.id, item_id: mats.id });
  });
});
