import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../lib/database/db";
import { AUTH_KEYS } from "../lib/database/store-keys";
import { seenBy } from "../photos/photo-store";
import { bearerFor } from "../testing/accounts";
import { flushOutbox, retryDelayMs, setPhotoDrain } from "./flush";
import { newMutation, SIGN_IN_AGAIN, setFlushRequester } from "./outbox";
import { adoptOutbox } from "./outbox-rows";
import { drainPhotos } from "../photos/photo-drain";
import { storePhoto } from "../photos/photo-outbox";

const ANA = bearerFor(7);
const BEN = bearerFor(8);
const NOW = Date.parse("2030-05-01T10:00:00Z");
const picture = () => new NodeBlob([Uint8Array.from([0xff, 0xd8, 0xff, 1, 0xff, 0xd9])], { type: "image/jpeg" }) as unknown as Blob;
const result = (auth: string | null) => newMutation("hunt.complete", { hunt_id: 1, score: 90, badge_earned: true }, auth, NOW);
const photo = (auth: string | null, userId: number | null) => storePhoto({ huntId: 1, itemId: 11, blob: picture(), auth, userId, now: NOW });

/** A request the fake API received: which rows it carried and with whose token. */
interface Received {
  ids: string[];
  auth: string | null;
}

/**
 * The API: /api/sync applies every mutation and photo uploads store each photo; a token in `refused`
 * is answered 401, as the server answers one that has expired.
 */
function fakeApi(refused = new Set<string>()) {
  const received: Received[] = [];
  const applied: string[] = [];
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const auth = headers.get("authorization")?.replace("Bearer ", "") ?? null;
    const upload = init?.body instanceof FormData;
    const ids = upload ? [headers.get("idempotency-key")!] : (JSON.parse(String(init?.body)) as { mutations: { id: string }[] }).mutations.map((m) => m.id);
    received.push({ ids, auth });
    if (auth !== null && refused.has(auth)) return Response.json({ detail: "Your session has expired" }, { status: 401 });
    applied.push(...ids);
    if (upload) return Response.json({ id: `ph_${applied.length}`, hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, { status: 201 });
    return Response.json({ results: ids.map((id) => ({ id, status: "applied" })) });
  }) as typeof globalThis.fetch;
  /** The tokens each row was sent with, in order. */
  const tokensFor = (id: string) => received.filter((r) => r.ids.includes(id)).map((r) => r.auth);
  return { fetch, received, applied, tokensFor };
}

/** What the auth store does on sign-in (save the session, then adopt), and on sign-out. */
async function signIn(token: string) {
  await db.kv.put({ key: AUTH_KEYS.token, value: token });
  await adoptOutbox(token, NOW);
}
const signOut = () => db.kv.delete(AUTH_KEYS.token);

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  setFlushRequester(() => {});
  setPhotoDrain(async () => drainPhotos);
});

describe("a phone shared by two accounts", () => {
  it("keeps one account's rows waiting while another is signed in, counted, and never sends them with the other's token", async () => {
    const expired = bearerFor(7, { exp: NOW / 1000 - 60 });
    const anaResult = result(ANA);
    const anaOld = result(expired);
    await db.outbox.bulkAdd([anaResult, anaOld]);
    const anaPhoto = await photo(ANA, 7);
    await signIn(BEN);
    const benResult = result(BEN);
    await db.outbox.add(benResult);

    const api = fakeApi();
    await flushOutbox({ fetch: api.fetch, now: () => NOW });

    expect(api.applied).toEqual([benResult.id]);
    expect(api.received.every((r) => r.auth === BEN)).toBe(true);
    const waiting = await db.outbox.where("state").equals("pending").toArray();
    expect(waiting.map((row) => [row.id, row.auth]).sort()).toEqual(
      [
        [anaResult.id, ANA],
        [anaOld.id, expired],
        [anaPhoto.id, ANA],
      ].sort(),
    );
    expect(await db.photos.get(anaPhoto.id)).toMatchObject({ server_id: null, user_id: 7 });
  });

  it("gives rows made signed out to the first account that signs in, and to no later one", async () => {
    const made = result(null);
    await db.outbox.add(made);
    const taken = await photo(null, null);
    // No signal while signed out, nor while Ana is signed in.
    await flushOutbox({ fetch: (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch, now: () => NOW });
    await signIn(ANA);
    await flushOutbox({ fetch: (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch, now: () => NOW });
    await signOut();
    await signIn(BEN);

    const api = fakeApi();
    await flushOutbox({ fetch: api.fetch, now: () => NOW + retryDelayMs(5) });
    expect(api.received).toEqual([]);
    // Whose album shows it: the first account that signed in, not the one after.
    const album = async (userId: number) => (await db.photos.toArray()).filter(seenBy(userId)).map((p) => p.id);
    expect(await album(8)).toEqual([]);
    expect(await album(7)).toEqual([taken.id]);

    await signOut();
    await flushOutbox({ fetch: api.fetch, now: () => NOW + retryDelayMs(5) });
    expect(api.tokensFor(made.id)).toEqual([ANA]);
    expect(api.tokensFor(taken.id)).toEqual([ANA]);
  });

  it("leaves a team's result for its group to no account, so it goes whoever is signed in", async () => {
    const teamResult = newMutation("group.progress", { result: "PH1|K7M2QX|7|en|11||10|0|0|1800000000|Otters|sig" }, null, NOW);
    await db.outbox.add(teamResult);
    await signIn(ANA);
    expect((await db.outbox.get(teamResult.id))?.auth).toBeNull();
    await signOut();
    await signIn(BEN);
    const api = fakeApi();
    await flushOutbox({ fetch: api.fetch, now: () => NOW });
    expect(api.tokensFor(teamResult.id)).toEqual([null]);
  });

  it("sends an account's rows with its own stored token after it signs out, and then removes its photo from the device", async () => {
    await signIn(ANA);
    const made = result(ANA);
    await db.outbox.add(made);
    const taken = await photo(ANA, 7);
    await signOut();

    const api = fakeApi();
    const report = await flushOutbox({ fetch: api.fetch, now: () => NOW });
    expect(report).toMatchObject({ applied: 2, failed: false, signInRequired: false });
    expect(api.tokensFor(made.id)).toEqual([ANA]);
    expect(api.tokensFor(taken.id)).toEqual([ANA]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.photos.get(taken.id)).toBeUndefined();
  });

  it("keeps the photo of the account signed in once uploaded", async () => {
    await signIn(ANA);
    const taken = await photo(ANA, 7);
    await flushOutbox({ fetch: fakeApi().fetch, now: () => NOW });
    expect(await db.photos.get(taken.id)).toMatchObject({ server_id: "ph_1", user_id: 7 });
  });

  it("after a 401 waits, untried, for the same account to sign in again, then sends each row once with its new token", async () => {
    await signIn(ANA);
    const made = result(ANA);
    await db.outbox.add(made);
    const taken = await photo(ANA, 7);
    const api = fakeApi(new Set([ANA]));

    const first = await flushOutbox({ fetch: api.fetch, now: () => NOW });
    expect(first.signInRequired).toBe(true);
    expect(await db.outbox.get(made.id)).toMatchObject({ state: "pending", lastError: SIGN_IN_AGAIN, auth: ANA });
    // The photo drain does not run after a refused batch; the next flush finds the photo refused too.
    await flushOutbox({ fetch: api.fetch, now: () => NOW });
    expect(await db.outbox.get(taken.id)).toMatchObject({ state: "pending", lastError: SIGN_IN_AGAIN, auth: ANA });
    const tried = api.received.length;

    // Long after any back-off, signed out or with Ben signed in, they are not tried again.
    await signOut();
    await flushOutbox({ fetch: api.fetch, now: () => NOW + retryDelayMs(20) });
    await signIn(BEN);
    await flushOutbox({ fetch: api.fetch, now: () => NOW + retryDelayMs(20) });
    expect(api.received.length).toBe(tried);
    expect(await db.outbox.where("state").equals("pending").count()).toBe(2);

    await signOut();
    const anaAgain = bearerFor(7, { issued: 1 });
    await signIn(anaAgain);
    await flushOutbox({ fetch: api.fetch, now: () => NOW + retryDelayMs(20) });
    expect(api.applied.sort()).toEqual([made.id, taken.id].sort());
    expect(api.tokensFor(made.id)).toEqual([ANA, anaAgain]);
    expect(api.tokensFor(taken.id)).toEqual([ANA, anaAgain]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.photos.get(taken.id)).toMatchObject({ server_id: expect.any(String), user_id: 7 });
  });
});
