/** An upload takes the parts its route names, each once, and refuses the first part beyond them without reading the rest. */
import http from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { familyPhotos } from "../db/tables";
import { huntInput } from "../testing/fixtures";
import { listen, manyParts, request, type ListeningApp } from "../testing/listening-app";
import { jpeg, photoForm, png, sendPhoto } from "../testing/photos";
import { createTestApp, storedNames, type TestApp } from "../testing/test-app";
import { UPLOAD_BODY_MAX_BYTES } from "../services/files/uploads";

const PHOTO_PARTS = "Too many parts: this upload takes only file, item_id and taken_at";
const IMAGE_PARTS = "Too many parts: this upload takes only file";
/** Well under the stall a request of this many parts caused before it was read as a stream (0.3 to 0.7 s). */
const HEALTH_LATENCY_MAX_MS = 200;

let t: TestApp;
let family: { token: string };
let admin: { token: string };
let hunt: { id: number; items: { id: number }[] };
let server: ListeningApp | undefined;

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  family = await t.createUser("user");
  hunt = (await t.call("POST", "/api/hunts", { token: admin.token, body: huntInput() })).body;
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const photo = () => photoForm({ bytes: jpeg(), item_id: hunt.items[0]!.id });

describe("the parts an upload takes", () => {
  it.each([
    ["a caption beside the photo", (form: FormData) => form.append("caption", "Old Faithful!")],
    ["a second photo", (form: FormData) => form.append("file", new Blob([new Uint8Array(jpeg())], { type: "image/jpeg" }), "two.jpg")],
    ["item_id twice", (form: FormData) => form.append("item_id", String(hunt.items[1]!.id))],
    ["a file under another name", (form: FormData) => form.append("picture", new Blob([new Uint8Array(png())], { type: "image/png" }), "p.png")],
  ])("refuses a photo upload with %s, storing nothing", async (_what, extra) => {
    const form = photo();
    extra(form);
    const res = await sendPhoto(t, family.token, hunt.id, "01JPHOTOPARTS000000001", form);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: PHOTO_PARTS });
    expect(await t.db.select().from(familyPhotos)).toEqual([]);
    expect(await storedNames(t.deps.photos)).toEqual([]);
    // The same photo without the extra part is taken.
    expect((await sendPhoto(t, family.token, hunt.id, "01JPHOTOPARTS000000001", photo())).status).toBe(201);
  });

  it("refuses an admin image upload with any part besides its file", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png())], { type: "image/png" }), "map.png");
    form.append("alt", "A trail map");
    const res = await t.call("POST", "/api/upload/image", { token: admin.token, body: form });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: IMAGE_PARTS });
    expect(await storedNames(t.deps.uploads)).toEqual([]);
  });

  it("refuses a body of 170,000 tiny parts, within the upload size limit", async () => {
    const { body, contentType } = manyParts(170_000);
    expect(body.length).toBeLessThan(UPLOAD_BODY_MAX_BYTES);
    const res = await t.call("POST", `/api/hunts/${hunt.id}/photos`, {
      token: family.token,
      body: body.toString("latin1"),
      headers: { "content-type": contentType, "idempotency-key": "01JPHOTOPARTS000000002" },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: PHOTO_PARTS });
  });

  it("keeps /api/health answering quickly on a real server while a request of 170,000 tiny parts arrives", async () => {
    server = await listen(t.app);
    const { body, contentType } = manyParts(170_000);
    const headers = { "content-type": contentType, authorization: `Bearer ${family.token}`, "idempotency-key": "01JPHOTOPARTS000000003" };
    let answered = false;
    const upload = request(new http.Agent(), server.port, "POST", `/api/hunts/${hunt.id}/photos`, { body, headers })
      .catch((error: Error) => error)
      .finally(() => (answered = true));
    // Asked back to back until the upload is answered: the longest wait between two answers is the
    // longest time the server (one event loop, this test's too) could answer nothing else.
    const probes = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const gaps: number[] = [];
    let last = performance.now();
    while (!answered || gaps.length < 20) {
      expect((await request(probes, server.port, "GET", "/api/health")).status).toBe(200);
      const now = performance.now();
      gaps.push(now - last);
      last = now;
    }
    probes.destroy();
    expect(Math.max(...gaps)).toBeLessThan(HEALTH_LATENCY_MAX_MS);
    const outcome = await upload;
    expect(outcome).toMatchObject({ status: 413, body: JSON.stringify({ detail: PHOTO_PARTS }) });
  });
});
