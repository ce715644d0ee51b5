/**
 * What a park map refuses, each with `{detail}` and nothing stored or changed: a file of another type, one
 * that does not decode, past 20 MB or past 50 megapixels; points too few, nearly in a line or off the
 * ground or the picture; a hunt or a map that is not there; and anyone but an admin.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { huntMaps } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { mapForm, mapPng, putMapPoints, squarePoints, uploadMap } from "../testing/park-maps";
import { gif, jpeg, oversizedPng } from "../testing/photos";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";

const MAP_MAX_BYTES = 20 * 1024 * 1024;
const BAD_TYPE = { detail: "Invalid file type: a park map must be a JPEG, PNG or WebP image", key: "mapInvalidType" };

let t: TestApp;
let admin: { token: string };
let huntId: number;

const mapRows = () => t.db.select().from(huntMaps);

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  huntId = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body.id;
});

describe("a park map's picture", () => {
  it.each([
    ["a GIF", gif(), "map.gif"],
    ["text named as a JPEG", Buffer.from("a trail map, honestly"), "map.jpg"],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "map.svg"],
    ["a JPEG that does not decode", Buffer.concat([jpeg().subarray(0, 20), Buffer.alloc(400, 7)]), "map.jpg"],
  ])("refuses %s with 415", async (_, bytes, name) => {
    const res = await uploadMap(t, admin.token, huntId, mapForm(bytes, { name }));
    expect(res.status).toBe(415);
    expect(res.body).toEqual(BAD_TYPE);
    expect(await mapRows()).toEqual([]);
    expect(await storedNames(t.deps.uploads)).toEqual([]);
  });

  it("takes a file of 15 MB, twice an image upload's limit, and refuses one past 20 MB with 413", async () => {
    expect((await uploadMap(t, admin.token, huntId, mapForm(jpeg(15 * 1024 * 1024)))).status).toBe(201);
    const res = await uploadMap(t, admin.token, huntId, mapForm(jpeg(MAP_MAX_BYTES + 1)));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: "File too large: a park map may be at most 20 MB", key: "mapFileTooLarge", params: { megabytes: 20 } });
    expect((await mapRows()).map((row) => row.width)).toEqual([8]);
  });

  it("refuses a picture of more than 50 megapixels with 422 before decoding it", async () => {
    const res = await uploadMap(t, admin.token, huntId, mapForm(oversizedPng(), { name: "huge.png" }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: "That picture is too large: at most 50 megapixels.", key: "pictureTooLarge", params: { megapixels: 50 } });
    expect(await mapRows()).toEqual([]);
  });

  it("refuses a credit longer than 120 characters, a missing file and an unknown hunt", async () => {
    const png = await mapPng(300, 200);
    const long = await uploadMap(t, admin.token, huntId, mapForm(png, { credit: "x".repeat(121) }));
    expect(long).toMatchObject({ status: 422, body: { detail: "credit: must be at most 120 characters" } });
    const form = new FormData();
    form.append("credit", "NPS");
    expect(await uploadMap(t, admin.token, huntId, form)).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^file:/) } });
    expect(await uploadMap(t, admin.token, 9999, mapForm(png))).toMatchObject({ status: 404, body: { detail: "Hunt not found" } });
    expect(await mapRows()).toEqual([]);
    expect(await storedNames(t.deps.uploads)).toEqual([]);
  });

  it("refuses a new credit that is too long or missing, keeping the one there", async () => {
    await uploadMap(t, admin.token, huntId, mapForm(await mapPng(300, 200), { credit: "NPS" }));
    const patch = (body: unknown) => t.call("PATCH", `/api/hunts/${huntId}/map`, { token: admin.token, body });
    expect(await patch({ credit: "x".repeat(121) })).toMatchObject({ status: 422, body: { detail: "credit: must be at most 120 characters" } });
    expect(await patch({})).toMatchObject({ status: 422, body: { detail: expect.stringMatching(/^credit:/) } });
    expect((await mapRows())[0]?.credit).toBe("NPS");
  });
});

describe("a park map's points", () => {
  const WIDTH = 1200;
  const HEIGHT = 900;

  beforeEach(async () => {
    await uploadMap(t, admin.token, huntId, mapForm(await mapPng(WIDTH, HEIGHT)));
  });

  it("answers the points, the RMS and each point's error in metres", async () => {
    // The last point 8 m east of where the others put it: the fit shares that out as 2 m at each.
    const points = squarePoints(WIDTH, HEIGHT, 8);
    const res = await putMapPoints(t, admin.token, huntId, points);
    expect(res.status).toBe(200);
    expect(res.body.points).toEqual(points);
    expect(res.body.rms_m).toBeCloseTo(2, 3);
    expect(res.body.residuals_m).toHaveLength(4);
    for (const residual of res.body.residuals_m) expect(residual).toBeCloseTo(2, 3);
    const [row] = await mapRows();
    expect(row).toMatchObject({ points, rmsM: res.body.rms_m });
  });

  it.each([
    ["fewer than three points", (points: ReturnType<typeof squarePoints>) => points.slice(0, 2), /at least 3 points/],
    ["points in a line on the picture", (points: ReturnType<typeof squarePoints>) => points.map((p, i) => ({ ...p, x: 100 * i, y: 100 * i })), /nearly in a line on the picture/],
    ["points in a line on the ground", (points: ReturnType<typeof squarePoints>) => points.map((p, i) => ({ ...p, lat: 44.46 + i / 1000, lng: -110.83 + i / 1000 })), /nearly in a line on the ground/],
    ["a latitude past the pole", (points: ReturnType<typeof squarePoints>) => points.with(1, { ...points[1]!, lat: 91 }), /points\[1\]\.lat must be between -90 and 90/],
    ["a longitude past the antimeridian", (points: ReturnType<typeof squarePoints>) => points.with(2, { ...points[2]!, lng: 181 }), /points\[2\]\.lng/],
    ["an x off the stored picture", (points: ReturnType<typeof squarePoints>) => points.with(3, { ...points[3]!, x: WIDTH + 1 }), /points\[3\]\.x must be on the picture, from 0 to 1200/],
    ["a negative y", (points: ReturnType<typeof squarePoints>) => points.with(0, { ...points[0]!, y: -5 }), /points\[0\]\.y/],
  ])("refuses %s with 422, keeping the points it had", async (_, change, detail) => {
    const kept = squarePoints(WIDTH, HEIGHT);
    await putMapPoints(t, admin.token, huntId, kept);
    const res = await putMapPoints(t, admin.token, huntId, change(squarePoints(WIDTH, HEIGHT)));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
    expect((await mapRows())[0]?.points).toEqual(kept);
  });

  it("refuses points that are not numbers, and more than 50", async () => {
    expect((await putMapPoints(t, admin.token, huntId, [{ x: "10", y: 10, lat: 44, lng: -110 }])).status).toBe(422);
    const many = Array.from({ length: 51 }, (_, i) => ({ x: i, y: (i * 7) % 50, lat: 44.46 - i / 1e5, lng: -110.83 + ((i * 7) % 50) / 1e5 }));
    expect(await putMapPoints(t, admin.token, huntId, many)).toMatchObject({ status: 422, body: { detail: "points: at most 50 points" } });
  });

  it("answers 404 for a hunt with no map", async () => {
    const other = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput({ title: "No map" }) })).body.id;
    expect(await putMapPoints(t, admin.token, other, squarePoints(WIDTH, HEIGHT))).toMatchObject({ status: 404, body: { detail: "Park map not found" } });
    const credit = await t.call("PATCH", `/api/hunts/${other}/map`, { token: admin.token, body: { credit: "NPS" } });
    expect(credit).toMatchObject({ status: 404, body: { detail: "Park map not found" } });
  });
});

describe("who may change a park map", () => {
  it("refuses a visitor (401) and a family (403) every write, changing nothing", async () => {
    const family = await t.createUser("user");
    const png = await mapPng(400, 300);
    await uploadMap(t, admin.token, huntId, mapForm(png));
    const before = await mapRows();
    for (const token of [undefined, family.token]) {
      const status = token ? 403 : 401;
      expect((await uploadMap(t, token, huntId, mapForm(png))).status).toBe(status);
      expect((await putMapPoints(t, token, huntId, squarePoints(400, 300))).status).toBe(status);
      expect((await t.call("PATCH", `/api/hunts/${huntId}/map`, { token, body: { credit: "Mine" } })).status).toBe(status);
      expect((await t.call("DELETE", `/api/hunts/${huntId}/map`, { token })).status).toBe(status);
    }
    expect(await mapRows()).toEqual(before);
    expect(await storedNames(t.deps.uploads)).toHaveLength(1);
  });
});
