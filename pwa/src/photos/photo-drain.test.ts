import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../lib/database/db";
import { KV } from "../lib/database/store-keys";
import { AUTH_KEYS } from "../lib/database/store-keys";
import { bytesOf } from "../testing/photos/photo-bytes";
import { bearerFor } from "../testing/accounts";
import { flushOutbox, retryDelayMs, setPhotoDrain } from "../sync/flush";
import { newMutation, SIGN_IN_AGAIN, setFlushRequester } from "../sync/outbox";
import { adoptOutbox } from "../sync/outbox-rows";
import { drainPhotos, PHOTO_ROOM_WAIT_MS, photoOutcome } from "./photo-drain";
import { deletePhoto, storePhoto } from "./photo-outbox";

/** A bearer token naming user 7 (only its claims are read on the device). */
const token = (sub = 7) => bearerFor(sub);
const TAKEN = Date.parse("2030-05-01T10:00:00Z");
const picture = (n = 1) => new NodeBlob([Uint8Array.from([0xff, 0xd8, 0xff, n, n, 0xff, 0xd9])], { type: "image/jpeg" }) as unknown as Blob;
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { "content-type": "application/json" } });

interface Sent {
  method: string;
  path: string;
  headers: Headers;
  form: FormData | null;
  json: { mutations: { id: string; kind: string }[] } | null;
}

/**
 * A fake API: /api/sync applies every mutation; photo uploads are stored once per Idempotency-Key (a
 * replay answers the photo already stored, as the server does), unless `photoAnswer` says otherwise.
 */
function fakeServer(photoAnswer?: (sent: Sent, n: number) => Response | undefined | Promise<Response | undefined>) {
  const sent: Sent[] = [];
  const stored = new Map<string, { id: string; file: Blob; item_id: string; taken_at: string }>();
  let uploads = 0;
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const { pathname } = new URL(String(url), "http://localhost");
    const form = init?.body instanceof FormData ? init.body : null;
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Sent["json"]) : null;
    const request: Sent = { method: init?.method ?? "GET", path: pathname, headers: new Headers(init?.headers), form, json: body };
    sent.push(request);
    if (pathname === "/api/sync") return json({ results: body!.mutations.map((m) => ({ id: m.id, status: "applied" })) });
    if (request.method === "POST" && /^\/api\/hunts\/\d+\/photos$/.test(pathname)) {
      const custom = await photoAnswer?.(request, uploads++);
      if (custom) return custom;
      const key = request.headers.get("idempotency-key")!;
      const known = stored.get(key);
      if (known) return json({ id: known.id, hunt_id: 1, item_id: Number(known.item_id), url: `/api/users/photos/${known.id}/file`, taken_at: known.taken_at }, 201);
      const photo = { id: `ph_${stored.size + 1}`, file: form!.get("file") as Blob, item_id: String(form!.get("item_id")), taken_at: String(form!.get("taken_at")) };
      stored.set(key, photo);
      return json({ id: photo.id, hunt_id: 1, item_id: Number(photo.item_id), url: `/api/users/photos/${photo.id}/file`, taken_at: photo.taken_at }, 201);
    }
    if (request.method === "DELETE") return photoAnswer?.(request, 0) ?? new Response(null, { status: 204 });
    return new Response("not found", { status: 404 });
  });
  return { fetch: fn as unknown as typeof fetch, sent, stored, uploads: () => sent.filter((s) => s.method === "POST" && s.path.endsWith("/photos")) };
}

const take = (auth: string | null, itemId = 11, n = 1) => storePhoto({ huntId: 1, itemId, blob: picture(n), auth, userId: auth ? 7 : null, now: TAKEN });
/** The session the auth store saved, which the flush reads. */
const signedIn = (auth: string | null) => (auth === null ? db.kv.delete(AUTH_KEYS.token) : db.kv.put({ key: AUTH_KEYS.token, value: auth }));

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await signedIn(token());
  setFlushRequester(() => {});
  // As the page's triggers and the service worker do.
  setPhotoDrain(async () => drainPhotos);
  // Photos are taken, and flushes run, at TAKEN unless a test says otherwise.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TAKEN);
});
afterEach(() => vi.useRealTimers());

describe("uploading photos", () => {
  it("sends each photo alone as multipart with its outbox id as Idempotency-Key, never in a JSON batch", async () => {
    const view = newMutation("analytics.view", { page: "/", referrer: "", user_agent: "t" }, token(), 0);
    await db.outbox.add(view);
    const photo = await take(token());
    const server = fakeServer();
    const report = await flushOutbox({ fetch: server.fetch, now: () => TAKEN });

    const batches = server.sent.filter((s) => s.path === "/api/sync");
    expect(batches.flatMap((b) => b.json!.mutations.map((m) => m.kind))).toEqual(["analytics.view"]);
    const [upload] = server.uploads();
    expect(server.uploads()).toHaveLength(1);
    expect(upload!.path).toBe("/api/hunts/1/photos");
    expect(upload!.headers.get("idempotency-key")).toBe(photo.id);
    expect(upload!.headers.get("authorization")).toBe(`Bearer ${token()}`);
    // fetch sets the multipart boundary itself; a content-type set by hand would lose it.
    expect(upload!.headers.get("content-type")).toBeNull();
    expect([...upload!.form!.keys()].sort()).toEqual(["file", "item_id", "taken_at"]);
    expect(upload!.form!.get("item_id")).toBe("11");
    expect(upload!.form!.get("taken_at")).toBe("2030-05-01T10:00:00.000Z");
    const file = upload!.form!.get("file") as File;
    expect(file.type).toBe("image/jpeg");
    expect(file.name).toBe("photo.jpg");
    expect(await bytesOf(file)).toEqual(await bytesOf(picture()));
    expect(report).toMatchObject({ sent: 2, applied: 2, failed: false });
  });

  it("on 201 removes the row and marks the photo uploaded with the server's id, once", async () => {
    const photo = await take(token());
    const server = fakeServer();
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.photos.get(photo.id)).toMatchObject({ server_id: "ph_1", user_id: 7 });
    expect((await db.kv.get(KV.lastSyncedAt))?.value).toBe(TAKEN);
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 1 });
    expect(server.uploads()).toHaveLength(1);
    expect(server.stored.size).toBe(1);
  });

  it("when the answer is lost, sends the same photo again with the same key later, and the server stores it once", async () => {
    const photo = await take(token());
    // The first upload reaches the server, which stores it, but the connection drops before the answer.
    const server = fakeServer(async (sent, n) => {
      if (n > 0) return undefined;
      await fakeServerStore(sent);
      throw new TypeError("Failed to fetch");
    });
    const fakeServerStore = async (sent: Sent) => {
      server.stored.set(sent.headers.get("idempotency-key")!, { id: "ph_1", file: sent.form!.get("file") as Blob, item_id: "11", taken_at: "2030-05-01T10:00:00.000Z" });
    };
    const first = await flushOutbox({ fetch: server.fetch, now: () => TAKEN });
    expect(first.failed).toBe(true);
    expect(await db.outbox.get(photo.id)).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: TAKEN + retryDelayMs(1), lastError: "No connection" });
    expect(await db.photos.get(photo.id)).toMatchObject({ server_id: null });

    // Not before its back-off is over.
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 1 });
    expect(server.uploads()).toHaveLength(1);

    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + retryDelayMs(1) });
    const keys = server.uploads().map((u) => u.headers.get("idempotency-key"));
    expect(keys).toEqual([photo.id, photo.id]);
    expect(server.stored.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.photos.get(photo.id)).toMatchObject({ server_id: "ph_1" });
  });

  it("runs one upload at a time when flushes overlap", async () => {
    await take(token(), 11, 1);
    await take(token(), 12, 2);
    let inFlight = 0;
    let most = 0;
    const server = fakeServer(async () => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return undefined;
    });
    await Promise.all([flushOutbox({ fetch: server.fetch }), flushOutbox({ fetch: server.fetch }), flushOutbox({ fetch: server.fetch })]);
    expect(most).toBe(1);
    expect(server.uploads()).toHaveLength(2);
    expect(server.stored.size).toBe(2);
  });

  it("keeps the photo on a 401 and asks the family to sign in again", async () => {
    const photo = await take(token());
    const server = fakeServer(() => json({ detail: "Your session has expired" }, 401));
    const report = await flushOutbox({ fetch: server.fetch, now: () => TAKEN });
    expect(report.signInRequired).toBe(true);
    expect(await db.outbox.get(photo.id)).toMatchObject({ state: "pending", lastError: SIGN_IN_AGAIN });
    expect((await db.kv.get(KV.signInRequired))?.value).toBe(true);
    expect(await db.photos.get(photo.id)).toMatchObject({ server_id: null });
  });

  it.each([
    ["a 503", () => new Response("down", { status: 503 })],
    ["a 408", () => new Response(null, { status: 408 })],
    ["a captive portal's 200 page", () => new Response("<html>Sign in to Wi-Fi</html>", { status: 200 })],
  ])("backs off after %s and keeps the photo waiting", async (_name, answer) => {
    const photo = await take(token());
    const report = await flushOutbox({ fetch: fakeServer(answer).fetch, now: () => TAKEN });
    expect(report.failed).toBe(true);
    expect(await db.outbox.get(photo.id)).toMatchObject({ state: "pending", attempts: 1, nextAttemptAt: TAKEN + retryDelayMs(1) });
  });

  it("moves a refused photo to Needs attention with the server's reason, and keeps the picture", async () => {
    const photo = await take(token());
    const report = await flushOutbox({ fetch: fakeServer(() => json({ detail: "This hunt has no item 11" }, 422)).fetch });
    expect(report.rejected).toBe(1);
    expect(await db.outbox.get(photo.id)).toMatchObject({ state: "rejected", detail: "This hunt has no item 11" });
    expect(await db.photos.get(photo.id)).toBeDefined();
  });

  it("goes on to the next photo after a refusal", async () => {
    await take(token(), 11, 1);
    await take(token(), 12, 2);
    const server = fakeServer((_sent, n) => (n === 0 ? json({ detail: "Too large" }, 413) : undefined));
    await flushOutbox({ fetch: server.fetch });
    expect(server.uploads()).toHaveLength(2);
    expect(await db.outbox.where("state").equals("rejected").count()).toBe(1);
    expect(await db.outbox.where("state").equals("pending").count()).toBe(0);
  });
});

describe("photos the server holds back", () => {
  const FULL = "Photo storage is full: your family's photos use 500 MB of the 500 MB an account keeps. Delete some trip photos to make room.";
  const tooMany = () => new Response(JSON.stringify({ detail: "Too many photos at once" }), { status: 429, headers: { "retry-after": "37" } });

  it("wait as long as a 429's Retry-After says, pending, with no failure counted, and upload then", async () => {
    const first = await take(token(), 11, 1);
    const second = await take(token(), 12, 2);
    const server = fakeServer((_sent, n) => (n === 0 ? tooMany() : undefined));
    const report = await flushOutbox({ fetch: server.fetch, now: () => TAKEN });
    expect(report).toMatchObject({ failed: false, rejected: 0, waiting: 1 });
    // The next photo is not sent into the same limit.
    expect(server.uploads()).toHaveLength(1);
    expect(await db.outbox.get(first.id)).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: TAKEN + 37_000, lastError: "Too many photos at once" });
    expect(await db.outbox.where("state").equals("pending").count()).toBe(2);
    expect(await db.photos.get(first.id)).toMatchObject({ server_id: null, picture: expect.anything() });

    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 36_999 });
    expect(server.uploads().map((u) => u.headers.get("idempotency-key"))).toEqual([first.id, second.id]);
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 37_000 });
    expect(server.stored.size).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it("keep every photo on the phone and in the outbox when storage is full, and send them once a deletion makes room", async () => {
    const uploaded = await take(token(), 13, 3);
    await flushOutbox({ fetch: fakeServer().fetch, now: () => TAKEN });
    const first = await take(token(), 11, 1);
    const second = await take(token(), 12, 2);
    let full = true;
    const reason = { key: "photoStorageFull", params: { usedMb: 500, maxMb: 500 } };
    const server = fakeServer(() => (full ? json({ detail: FULL, ...reason }, 413) : undefined));
    const report = await flushOutbox({ fetch: server.fetch, now: () => TAKEN });
    expect(report).toMatchObject({ failed: false, rejected: 0, waiting: 1 });
    // One answer holds them all: the second photo is not sent to be refused too.
    expect(server.uploads()).toHaveLength(1);
    for (const photo of [first, second]) {
      expect(await db.outbox.get(photo.id)).toMatchObject({ state: "pending", attempts: 0, nextAttemptAt: TAKEN + PHOTO_ROOM_WAIT_MS, lastError: FULL, reason });
      expect(await db.photos.get(photo.id)).toMatchObject({ server_id: null, picture: expect.anything() });
    }

    // Deleting an uploaded photo makes room: once the server confirms it, the held photos go.
    full = false;
    await deletePhoto(uploaded.id, token());
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 60_000 });
    expect(server.sent.filter((s) => s.method === "DELETE")).toHaveLength(1);
    await flushOutbox({ fetch: server.fetch, now: () => TAKEN + 60_000 });
    expect(server.stored.size).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe("photos taken signed out", () => {
  it("wait on the device, sending nothing, and upload once a sign-in adopts them", async () => {
    await signedIn(null);
    const photo = await take(null);
    const server = fakeServer();
    const report = await flushOutbox({ fetch: server.fetch });
    expect(server.sent).toEqual([]);
    expect(report).toMatchObject({ sent: 0, failed: false });
    expect(await db.outbox.get(photo.id)).toMatchObject({ state: "pending", attempts: 0, auth: null });

    const flushes = vi.fn();
    setFlushRequester(flushes);
    await signedIn(token());
    await adoptOutbox(token());
    expect(flushes).toHaveBeenCalled();
    await flushOutbox({ fetch: server.fetch });
    expect(server.uploads()).toHaveLength(1);
    expect(server.uploads()[0]!.headers.get("authorization")).toBe(`Bearer ${token()}`);
    expect(await db.photos.get(photo.id)).toMatchObject({ server_id: "ph_1", user_id: 7 });
  });
});

describe("deleting an uploaded photo", () => {
  it("sends DELETE with the session, and a 404 counts as deleted", async () => {
    const photo = await take(token());
    const server = fakeServer();
    await flushOutbox({ fetch: server.fetch });
    await deletePhoto(photo.id, token());
    await flushOutbox({ fetch: server.fetch });
    const deletes = server.sent.filter((s) => s.method === "DELETE");
    expect(deletes.map((d) => [d.path, d.headers.get("authorization")])).toEqual([["/api/users/photos/ph_1", `Bearer ${token()}`]]);
    expect(await db.outbox.count()).toBe(0);

    await db.outbox.add(newMutation("hunt.photo.delete", { photo_id: "ph_gone" }, token()));
    await flushOutbox({ fetch: fakeServer(() => json({ detail: "Photo not found" }, 404)).fetch });
    expect(await db.outbox.count()).toBe(0);
  });

  it("deletes on the server a photo deleted on the device while its upload was on the way", async () => {
    const photo = await take(token());
    const server = fakeServer(async () => {
      await deletePhoto(photo.id, token());
      return undefined;
    });
    await flushOutbox({ fetch: server.fetch });
    expect(await db.photos.count()).toBe(0);
    const rows = await db.outbox.toArray();
    expect(rows).toMatchObject([{ kind: "hunt.photo.delete", payload: { photo_id: "ph_1" } }]);
    await flushOutbox({ fetch: server.fetch });
    expect(server.sent.filter((s) => s.method === "DELETE").map((s) => s.path)).toEqual(["/api/users/photos/ph_1"]);
  });
});

describe("photoOutcome", () => {
  it("sorts answers as the batches do", () => {
    expect(photoOutcome(201)).toBe("done");
    expect(photoOutcome(200, false)).toBe("retry");
    expect(photoOutcome(401)).toBe("sign-in");
    expect([400, 403, 404, 409, 413, 415, 422].map((s) => photoOutcome(s))).toEqual(Array(7).fill("refused"));
    expect([408, 500, 502, 503].map((s) => photoOutcome(s))).toEqual(Array(4).fill("retry"));
    expect(photoOutcome(429)).toBe("wait");
    expect(photoOutcome(413, true, { key: "photoStorageFull", params: { usedMb: 500, maxMb: 500 } })).toBe("full");
  });
});
