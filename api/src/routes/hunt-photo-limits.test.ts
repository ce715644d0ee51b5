/**
 * The limits on a family's photos: uploads a minute (429 with Retry-After, counted in the database so
 * every server process agrees) and bytes stored (413). A photo already stored is answered again whatever
 * the limits, and a refused photo is taken once there is room, under the same outbox id.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { PHOTO_STORAGE_MAX_BYTES } from "#shared/rules/family-record";
import { familyPhotos } from "../db/tables";
import { writeTx } from "../db";
import { insertPhoto } from "../services/photos/family-photos";
import { huntInput } from "../testing/fixtures";
import { jpeg, photoForm, sendPhoto, TAKEN_AT } from "../testing/photos";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

const UPLOADS_A_MINUTE = 20;

let t: TestApp;
let family: { id: number; token: string };
let other: { id: number; token: string };
let hunt: { id: number; items: { id: number }[] };

const key = (n: number) => `01JPHOTOLIMIT${String(n).padStart(8, "0")}`;
const send = (n: number, app: TestApp = t, token = family.token) =>
  sendPhoto(app, token, hunt.id, key(n), photoForm({ bytes: jpeg(), item_id: hunt.items[n % hunt.items.length]!.id }));
const rowsOf = async (userId: number) => (await t.db.select().from(familyPhotos)).filter((row) => row.userId === userId);

beforeEach(async () => {
  t = await createTestApp();
  const admin = await t.createUser("admin");
  family = await t.createUser("user");
  other = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});

describe("uploads a minute", () => {
  it("takes 20 a minute from a family, then answers 429 with Retry-After, storing nothing", async () => {
    for (let n = 1; n <= UPLOADS_A_MINUTE; n++) expect((await send(n)).status).toBe(201);
    const files = await storedNames(t.deps.photos);
    const refused = await send(21);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringMatching(/photos/), key: "tooManyPhotos" });
    const wait = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    expect(await rowsOf(family.id)).toHaveLength(UPLOADS_A_MINUTE);
    expect(await storedNames(t.deps.photos)).toEqual(files);

    // Another family is not held back, and a minute later the same photo is taken.
    expect((await send(1, t, other.token)).status).toBe(201);
    t.advance(wait * 1000);
    expect((await send(21)).status).toBe(201);
  });

  it("answers a photo already stored however many came since", async () => {
    const first = await send(1);
    for (let n = 2; n <= UPLOADS_A_MINUTE; n++) await send(n);
    expect((await send(21)).status).toBe(429);
    const replay = await send(1);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await rowsOf(family.id)).toHaveLength(UPLOADS_A_MINUTE);
  });

  it("counts across server processes sharing the database", async () => {
    const second = await createTestApp({ db: t.db });
    for (let n = 1; n <= UPLOADS_A_MINUTE; n++) expect((await send(n, n % 2 ? t : second)).status).toBe(201);
    expect((await send(21, second)).status).toBe(429);
    expect((await send(22, t)).status).toBe(429);
  });
});

describe("bytes stored", () => {
  /** A stored photo of the family's taking most of its room, leaving `roomBytes`. */
  async function fillStorage(roomBytes: number) {
    return writeTx(t.db, () =>
      insertPhoto(t.db, {
        userId: family.id,
        huntId: hunt.id,
        itemId: hunt.items[0]!.id,
        takenAt: TAKEN_AT,
        contentType: "image/jpeg",
        size: PHOTO_STORAGE_MAX_BYTES - roomBytes,
        fileName: `${"a".repeat(32)}.jpg`,
        createdAt: TAKEN_AT,
      }),
    );
  }

  /** The bytes one test photo takes once stored: the server re-encodes what it is sent. */
  async function storedPhotoSize(): Promise<number> {
    expect((await send(90, t, other.token)).status).toBe(201);
    return (await rowsOf(other.id))[0]!.size;
  }

  it("takes photos up to 500 MB a family, then answers 413 saying storage is full, storing nothing", async () => {
    await fillStorage(await storedPhotoSize());
    expect((await send(1)).status).toBe(201);
    const files = await storedNames(t.deps.photos);
    const full = await send(2);
    expect(full.status).toBe(413);
    expect(full.body.detail).toMatch(/^Photo storage is full: .*500 MB/);
    expect(full.headers.get("connection")).toBe("close");
    expect(await rowsOf(family.id)).toHaveLength(2);
    expect(await storedNames(t.deps.photos)).toEqual(files);
    // Another family's storage is its own.
    expect((await send(2, t, other.token)).status).toBe(201);
  });

  it("answers a photo already stored when full, and takes the refused one once photos are deleted", async () => {
    const big = await fillStorage(await storedPhotoSize());
    const first = await send(1);
    expect((await send(2)).status).toBe(413);
    expect((await send(1)).body).toEqual(first.body);

    expect((await t.call("DELETE", `/api/users/photos/${big.id}`, { token: family.token })).status).toBe(204);
    const taken = await send(2);
    expect(taken.status).toBe(201);
    expect(await rowsOf(family.id)).toHaveLength(2);
  });
});
