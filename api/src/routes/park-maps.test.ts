/**
 * An admin's park map under a hunt: the stored copy (WebP, upright, at most 4,096 px a side, nothing but
 * its pixels), the hunt's reads carrying it (the cached public read too), a new picture clearing the
 * points, and removal with the map or the hunt taking the stored picture with it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { huntInput } from "../testing/fixtures";
import { mapForm, mapPng, putMapPoints, sidewaysMapJpeg, squarePoints, uploadMap } from "../testing/park-maps";
import { imageFacts } from "../testing/photos";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };
let huntId: number;
let otherId: number;

const stored = () => storedNames(t.deps.uploads);
const nameOf = (url: string) => url.slice("/uploads/".length);
const publicHunt = async (id = huntId) => (await t.call("GET", `/api/hunts/${id}`)).body;

async function served(url: string): Promise<Buffer> {
  const res = await t.app.request(`http://localhost${url}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body.id;
  otherId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "Castle Geyser" }) })).body.id;
});

describe("placing a park map under a hunt", () => {
  it("stores an upright WebP copy at most 4,096 px on its longest side, with no EXIF, and answers its size", async () => {
    // Stored 6,000 x 1,500 and shown turned: 1,500 x 6,000, shrunk to 1,024 x 4,096.
    const scan = await sidewaysMapJpeg(6000, 1500);
    expect(await imageFacts(scan)).toMatchObject({ width: 6000, height: 1500, orientation: 6, exif: true });
    const res = await uploadMap(t, admin.token, huntId, mapForm(scan, { credit: "  Map: National Park Service  " }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ image_url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.webp$/), width: 1024, height: 4096, credit: "Map: National Park Service" });
    const facts = await imageFacts(await served(res.body.image_url));
    expect(facts).toMatchObject({ format: "webp", width: 1024, height: 4096, orientation: null, exif: false, xmp: false, iptc: false });
    expect(await stored()).toEqual([nameOf(res.body.image_url)]);
  });

  it("keeps a small picture at its own size", async () => {
    const res = await uploadMap(t, admin.token, huntId, mapForm(await mapPng(800, 600), { name: "map.png" }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 800, height: 600, credit: "" });
    expect(await imageFacts(await served(res.body.image_url))).toMatchObject({ format: "webp", width: 800, height: 600 });
  });

  it("shows the map in the hunt's reads, the cached public one included, and has_map in the list", async () => {
    expect((await publicHunt()).map).toBeNull();
    const uploaded = (await uploadMap(t, admin.token, huntId, mapForm(await mapPng(1200, 900), { credit: "Park Hunts" }))).body;
    const points = squarePoints(1200, 900);
    expect((await putMapPoints(t, admin.token, huntId, points)).status).toBe(200);

    const map = (await publicHunt()).map;
    expect(map).toEqual({ ...uploaded, points, rms_m: expect.any(Number) });
    expect(map.rms_m).toBeLessThan(0.01);
    expect((await t.call("GET", `/api/hunts/${huntId}`, { token: admin.token })).body.map).toEqual(map);
    expect((await publicHunt(otherId)).map).toBeNull();

    const list = (await t.call("GET", "/api/hunts")).body.hunts as { id: number; has_map: boolean }[];
    expect(list.map((hunt) => [hunt.id, hunt.has_map]).sort()).toEqual([
      [huntId, true],
      [otherId, false],
    ]);
  });

  it("clears the points and removes the old picture when the map is replaced", async () => {
    const first = (await uploadMap(t, admin.token, huntId, mapForm(await mapPng(1200, 900)))).body;
    await putMapPoints(t, admin.token, huntId, squarePoints(1200, 900));
    const second = await uploadMap(t, admin.token, huntId, mapForm(await mapPng(900, 700), { credit: "NPS" }));
    expect(second.status).toBe(201);
    expect((await publicHunt()).map).toEqual({ ...second.body, points: [], rms_m: null });
    expect(await stored()).toEqual([nameOf(second.body.image_url)]);
    expect((await t.app.request(`http://localhost${first.image_url}`)).status).toBe(404);
  });

  it("changes the credit in place, keeping the picture and its points", async () => {
    const uploaded = (await uploadMap(t, admin.token, huntId, mapForm(await mapPng(1200, 900), { credit: "Park Hunts" }))).body;
    const points = squarePoints(1200, 900);
    await putMapPoints(t, admin.token, huntId, points);
    const res = await t.call("PATCH", `/api/hunts/${huntId}/map`, { token: admin.token, body: { credit: "  National Park Service " } });
    expect(res).toMatchObject({ status: 200, body: { ...uploaded, credit: "National Park Service" } });
    expect((await publicHunt()).map).toEqual({ ...uploaded, credit: "National Park Service", points, rms_m: expect.any(Number) });
    expect((await t.call("PATCH", `/api/hunts/${huntId}/map`, { token: admin.token, body: { credit: "" } })).body.credit).toBe("");
    expect(await stored()).toEqual([nameOf(uploaded.image_url)]);
  });

  it("removes the map and its picture, and answers 404 for a map no longer there", async () => {
    await uploadMap(t, admin.token, huntId, mapForm(await mapPng(600, 400)));
    const removed = await t.call("DELETE", `/api/hunts/${huntId}/map`, { token: admin.token });
    expect(removed).toMatchObject({ status: 200, body: { ok: true } });
    expect((await publicHunt()).map).toBeNull();
    expect((await t.call("GET", "/api/hunts")).body.hunts.every((hunt: { has_map: boolean }) => !hunt.has_map)).toBe(true);
    expect(await stored()).toEqual([]);
    const again = await t.call("DELETE", `/api/hunts/${huntId}/map`, { token: admin.token });
    expect(again).toMatchObject({ status: 404, body: { detail: "Park map not found" } });
  });

  it("goes with its hunt, picture and all", async () => {
    await uploadMap(t, admin.token, huntId, mapForm(await mapPng(600, 400)));
    await uploadMap(t, admin.token, otherId, mapForm(await mapPng(500, 400)));
    const kept = (await publicHunt(otherId)).map.image_url as string;
    expect((await t.call("DELETE", `/api/hunts/${huntId}`, { token: admin.token })).status).toBe(200);
    expect(await stored()).toEqual([nameOf(kept)]);
    expect((await uploadMap(t, admin.token, huntId, mapForm(await mapPng(600, 400)))).status).toBe(404);
  });
});
