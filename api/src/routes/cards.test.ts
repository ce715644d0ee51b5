/**
 * The preview cards: an admin's upload gets its card when it is stored, an upload from before cards gets
 * one made at its first request and kept, the built cards are served from the build, and nothing else
 * under /cards (a family's photo, a climb out of a folder, a name never stored) is anything but a 404.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cardImagePath, SITE_CARD_PATH } from "#shared/rules/card-image";
import { familyPhotos } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { CARD_FACTS, expectColourAt } from "../testing/card-checks";
import { cameraPhoto, gif, imageFacts, photoForm, png, sendPhoto, webp } from "../testing/photos";
import { tempFolder } from "../testing/test-db";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

const HEX = "0123456789abcdef0123456789abcdef";
const NOT_FOUND = { detail: "Not found", key: "notFound" };
const RED = [220, 30, 30];
const BLUE = [30, 30, 220];

let t: TestApp;
let admin: { token: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

async function upload(bytes: Uint8Array, name: string): Promise<string> {
  const body = new FormData();
  body.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await t.call("POST", "/api/upload/image", { token: admin.token, body });
  expect(res.status).toBe(201);
  return res.body.url;
}

async function fetchCard(path: string) {
  const res = await t.app.request(`http://localhost${path}`);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function expectNotFound(path: string) {
  const res = await t.app.request(`http://localhost${path}`);
  expect([path, res.status, res.headers.get("content-type")]).toEqual([path, 404, "application/json"]);
  expect(await res.json()).toEqual(NOT_FOUND);
}

describe("an admin's upload", () => {
  it("is stored with its card, served at the path cardImagePath gives as a bare, upright 1200 x 630 JPEG", async () => {
    const url = await upload(await cameraPhoto(), "old-faithful.jpg");
    const hex = url.slice("/uploads/".length, -".jpg".length);
    expect(await storedNames(t.deps.uploads)).toEqual([`${hex}.card.jpg`, `${hex}.jpg`].sort());
    const stored = (await t.deps.uploads.read(`${hex}.card.jpg`))!;

    const path = cardImagePath(url)!;
    expect(path).toBe(`/cards/uploads/${hex}.jpg`);
    const { res, bytes } = await fetchCard(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(bytes).toEqual(stored);
    // The camera's GPS position in EXIF, XMP and IPTC reaches no card.
    expect(await imageFacts(bytes)).toEqual(CARD_FACTS);
    expect((await sharp(bytes).metadata()).icc).toBeUndefined();
    // Stored sideways with the red half on the camera's left: upright, red is on top.
    await expectColourAt(bytes, 600, 10, RED);
    await expectColourAt(bytes, 600, 620, BLUE);
  });

  it.each([
    ["a PNG", png(), "dot.png"],
    ["a GIF", gif(), "dot.gif"],
    ["a WebP", webp(), "dot.webp"],
  ])("gets a 1200 x 630 JPEG card from %s", async (_what, bytes, name) => {
    const { res, bytes: card } = await fetchCard(cardImagePath(await upload(bytes, name))!);
    expect(res.status).toBe(200);
    expect(await imageFacts(card)).toEqual(CARD_FACTS);
  });
});

describe("an upload stored before cards were made", () => {
  it("gets its card made from the stored picture on the first request, once, and kept", async () => {
    const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 30, b: 220 } } }).png().toBuffer();
    await t.deps.uploads.write(`${HEX}.png`, picture);
    const writes = vi.spyOn(t.deps.uploads, "write");

    const first = await fetchCard(`/cards/uploads/${HEX}.jpg`);
    expect(first.res.status).toBe(200);
    expect(await imageFacts(first.bytes)).toEqual(CARD_FACTS);
    await expectColourAt(first.bytes, 600, 315, BLUE);
    expect(writes.mock.calls.map(([name]) => name)).toEqual([`${HEX}.card.jpg`]);

    // Kept: the next request is answered from the stored card, even with the picture gone.
    await t.deps.uploads.remove(`${HEX}.png`);
    const again = await fetchCard(`/cards/uploads/${HEX}.jpg`);
    expect(again.res.status).toBe(200);
    expect(again.bytes).toEqual(first.bytes);
    expect(writes).toHaveBeenCalledTimes(1);
  });

  it("has no card when the stored picture cannot be decoded, and nothing is stored for it", async () => {
    await t.deps.uploads.write(`${HEX}.webp`, Buffer.from("not a picture at all"));
    await expectNotFound(`/cards/uploads/${HEX}.jpg`);
    expect(await storedNames(t.deps.uploads)).toEqual([`${HEX}.webp`]);
  });
});

describe("what has no card", () => {
  it("never makes one of a family's photo, whose stored name looks like an upload's", async () => {
    const family = await t.createUser("user");
    const hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
    const sent = await sendPhoto(t, family.token, hunt.id, "01JCARDPHOTO0000000001", photoForm({ bytes: png(), name: "kids.png", type: "image/png", item_id: hunt.items[0].id }));
    expect(sent.status).toBe(201);
    const [row] = await t.db.select().from(familyPhotos);
    const stem = row!.fileName.slice(0, row!.fileName.indexOf("."));
    expect(stem).toMatch(/^[a-f0-9]{32}$/);
    expect(cardImagePath(sent.body.url)).toBeNull();
    for (const path of [`/cards/uploads/${stem}.jpg`, `/cards${sent.body.url}`, `/cards/photos/${row!.fileName}`]) await expectNotFound(path);
    expect(await storedNames(t.deps.uploads)).toEqual([]);
    expect(await storedNames(t.deps.photos)).toEqual([row!.fileName]);
  });

  it("answers 404 for names never stored, other types and the stored card's own name", async () => {
    const url = await upload(png(), "dot.png");
    const hex = url.slice("/uploads/".length, -".png".length);
    for (const path of [`/cards/uploads/${"a".repeat(32)}.jpg`, `/cards/uploads/${hex}.png`, `/cards/uploads/${hex}.card.jpg`, `/cards/uploads/${hex}`, `/uploads/${hex}.card.jpg`]) {
      await expectNotFound(path);
    }
  });

  it("answers 404 for a built card when no build is served", async () => {
    await expectNotFound(SITE_CARD_PATH);
    await expectNotFound("/cards/images/blog/zion-with-kids.jpg");
  });
});

describe("the built cards", () => {
  /** Beside the build, where no request under /cards may reach. */
  const OUTSIDE = "secret.jpg";

  beforeEach(async () => {
    const root = tempFolder("cards-");
    const dist = join(root, "dist");
    mkdirSync(join(dist, "cards", "images", "blog"), { recursive: true });
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Park Hunts</title>");
    writeFileSync(join(dist, "cards", "site.jpg"), "site card");
    writeFileSync(join(dist, "cards", "images", "blog", "zion-with-kids.jpg"), "zion card");
    writeFileSync(join(dist, "cards", "notes.txt"), "not a card");
    writeFileSync(join(root, OUTSIDE), "outside the build");
    t = await createTestApp({ staticDir: dist });
  });

  it("serves the site's card and each sample picture's from the build, for a day", async () => {
    for (const [path, body] of [[SITE_CARD_PATH, "site card"], ["/cards/images/blog/zion-with-kids.jpg", "zion card"]] as const) {
      const res = await t.app.request(`http://localhost${path}`);
      expect([path, res.status, res.headers.get("content-type"), res.headers.get("cache-control")]).toEqual([path, 200, "image/jpeg", "public, max-age=86400"]);
      expect(await res.text()).toBe(body);
    }
  });

  it("answers 404 (never the app shell) for anything else under /cards, climbs out of the build included", async () => {
    for (const path of [
      "/cards/images/blog/missing.jpg",
      "/cards/notes.txt",
      "/cards/images",
      "/cards/images/blog/zion-with-kids",
      `/cards/..%2F..%2F${OUTSIDE}`,
      `/cards/%2e%2e/%2e%2e/${OUTSIDE}`,
      `/cards/images/..%2F..%2F..%2F${OUTSIDE}`,
      `/cards/uploads/..%2F..%2F${OUTSIDE}`,
      "/cards/index.html",
      "/cards/..%2Findex.html",
    ]) {
      await expectNotFound(path);
    }
  });
});
