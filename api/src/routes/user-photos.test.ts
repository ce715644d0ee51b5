/** /api/users/photos: a family reads and deletes only its own photos; anyone else gets a 404, never a 403. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { familyPhotos, users } from "../db/tables";
import { writeTx } from "../db";
import { sweepOrphanPhotos } from "../services/photos/photo-sweep";
import { huntInput } from "../testing/fixtures";
import { jpeg, photoForm, png, sendPhoto } from "../testing/photos";
import { createTestApp, storedNames, TEST_ORIGIN, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let familyA: { id: number; token: string };
let familyB: { id: number; token: string };
let hunt: { id: number; items: { id: number }[] };
let keys = 0;

const stored = () => storedNames(t.deps.photos);
const rowCount = async () => (await t.db.select().from(familyPhotos)).length;

async function upload(token: string, takenAt: string, bytes: Uint8Array = jpeg(), itemIndex = 0) {
  keys += 1;
  const form = photoForm({ bytes, item_id: hunt.items[itemIndex]!.id, taken_at: takenAt });
  const res = await sendPhoto(t, token, hunt.id, `01JUSERPHOTO${String(keys).padStart(8, "0")}`, form);
  expect(res.status).toBe(201);
  return res.body as { id: string; url: string };
}

const fetchFile = (url: string, token?: string) =>
  t.app.request(`${TEST_ORIGIN}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  familyA = await t.createUser("user");
  familyB = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});

describe("a family's photos", () => {
  it("lists only the family's own, newest taken first, as {items, total}", async () => {
    const older = await upload(familyA.token, "2026-07-04T10:00:00Z");
    const newer = await upload(familyA.token, "2026-07-04T12:30:00+02:00", png(), 1);
    const newest = await upload(familyA.token, "2026-07-04T11:00:00Z", jpeg(), 2);
    await upload(familyB.token, "2026-07-05T09:00:00Z");
    const res = await t.call("GET", "/api/users/photos", { token: familyA.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.items.map((p: { id: string }) => p.id)).toEqual([newest.id, newer.id, older.id]);
    expect(res.body.items[1]).toEqual({ id: newer.id, hunt_id: hunt.id, item_id: hunt.items[1]!.id, url: newer.url, taken_at: "2026-07-04T10:30:00.000Z" });
  });

  it("asks a visitor to sign in", async () => {
    const res = await t.call("GET", "/api/users/photos");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: "Authentication required", key: "authenticationRequired" });
  });

  it("serves the bytes with their type, cached privately by the family's browser only", async () => {
    const bytes = png();
    const photo = await upload(familyA.token, "2026-07-04T10:00:00Z", bytes);
    const res = await fetchFile(photo.url, familyA.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect(res.headers.get("vary")).toMatch(/authorization/i);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    const [row] = await t.db.select().from(familyPhotos).where(eq(familyPhotos.id, photo.id));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await t.deps.photos.read(row!.fileName));
  });

  it("answers another family exactly as for a photo that does not exist, and a visitor 401", async () => {
    const photo = await upload(familyA.token, "2026-07-04T10:00:00Z");
    const theirs = await fetchFile(photo.url, familyB.token);
    const missing = await fetchFile(`/api/users/photos/${"A".repeat(22)}/file`, familyB.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual(await missing.json());
    expect((await fetchFile(photo.url)).status).toBe(401);
    expect((await fetchFile(photo.url, admin.token)).status).toBe(404);
    expect((await t.call("GET", "/api/users/photos", { token: familyB.token })).body).toEqual({ items: [], total: 0 });
  });

  it("answers 404 for ids that cannot be photos", async () => {
    for (const id of ["nope", "..%2F..%2Fetc%2Fpasswd", "A".repeat(23)]) {
      const res = await fetchFile(`/api/users/photos/${id}/file`, familyA.token);
      expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it("deletes the family's own photo, row and file, and refuses another family's with 404", async () => {
    const photo = await upload(familyA.token, "2026-07-04T10:00:00Z");
    const refused = await t.call("DELETE", `/api/users/photos/${photo.id}`, { token: familyB.token });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ detail: "Photo not found" });
    expect(await rowCount()).toBe(1);
    expect(await stored()).toHaveLength(1);
    expect((await fetchFile(photo.url, familyA.token)).status).toBe(200);

    const removed = await t.call("DELETE", `/api/users/photos/${photo.id}`, { token: familyA.token });
    expect(removed.status).toBe(204);
    expect(await rowCount()).toBe(0);
    expect(await stored()).toEqual([]);
    expect((await fetchFile(photo.url, familyA.token)).status).toBe(404);
    expect((await t.call("DELETE", `/api/users/photos/${photo.id}`, { token: familyA.token })).status).toBe(404);
    expect((await t.call("DELETE", `/api/users/photos/${photo.id}`)).status).toBe(401);
  });
});

describe("photos of a deleted hunt or account", () => {
  it("drops the rows with the hunt or the account, and the sweep removes the files left behind", async () => {
    const ofHunt = await upload(familyA.token, "2026-07-04T10:00:00Z");
    await upload(familyB.token, "2026-07-04T10:00:00Z");
    expect((await t.call("DELETE", `/api/hunts/${hunt.id}`, { token: admin.token })).status).toBe(200);
    expect(await rowCount()).toBe(0);
    expect((await fetchFile(ofHunt.url, familyA.token)).status).toBe(404);

    hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
    const kept = await upload(familyA.token, "2026-07-04T11:00:00Z");
    await upload(familyB.token, "2026-07-04T11:00:00Z");
    await writeTx(t.db, async () => {
      await t.db.delete(users).where(eq(users.id, familyB.id));
    });
    expect(await t.db.select({ id: familyPhotos.id }).from(familyPhotos)).toEqual([{ id: kept.id }]);
    expect(await stored()).toHaveLength(4);

    // Young files may be uploads whose rows are not committed yet: only orphans past the grace period go.
    expect(await sweepOrphanPhotos(t.db, t.deps.photos, new Date())).toBe(0);
    // Two hours on, every file is past the grace period; the one a row still names stays.
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanPhotos(t.db, t.deps.photos, later)).toBe(3);
    const [row] = await t.db.select().from(familyPhotos);
    expect(await stored()).toEqual([row!.fileName]);
    expect(await t.deps.photos.read(row!.fileName)).not.toBeNull();
    expect((await fetchFile(kept.url, familyA.token)).status).toBe(200);
  });
});
