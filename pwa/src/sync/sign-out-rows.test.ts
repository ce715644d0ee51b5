import "fake-indexeddb/auto";
import { Blob as NodeBlob } from "node:buffer";
import { beforeEach, describe, expect, it } from "vitest";
import { db, type PhotoRow } from "../lib/database/db";
import { accountKey } from "../lib/database/store-keys";
import { useAuth } from "../stores/auth";
import { bearerFor, familyUser } from "../testing/accounts";
import { flushOutbox, setPhotoDrain } from "./flush";
import { newMutation, setFlushRequester } from "./outbox";
import { drainPhotos } from "../photos/photo-drain";
import { storePhoto } from "../photos/photo-outbox";
import { anythingWaiting, NOTHING_WAITING, waitingRows } from "./sign-out-rows";
import { huntPurchasePayload } from "../testing/payloads";

const ANA = bearerFor(7);
const BEN = bearerFor(8);
const ana = familyUser(7, "Ana");
const picture = () => new NodeBlob([Uint8Array.from([0xff, 0xd8, 0xff, 1, 0xff, 0xd9])], { type: "image/jpeg" }) as unknown as Blob;
const take = (auth: string, userId: number, itemId = 11) => storePhoto({ huntId: 1, itemId, blob: picture(), auth, userId });
const uploaded = (id: string, userId: number): PhotoRow => ({ id, hunt_id: 1, item_id: 12, taken_at: "2030-05-01T10:00:00.000Z", blob: picture(), user_id: userId, server_id: `ph_${id}` });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  useAuth.setState({ token: null, user: null, adminToken: null, adminUser: null });
  setFlushRequester(() => {});
  setPhotoDrain(async () => drainPhotos);
});

describe("waitingRows", () => {
  it("counts the account's photos, hunt results, purchases and photo deletions still waiting, and nothing else", async () => {
    await take(ANA, 7, 11);
    await take(ANA, 7, 12);
    // The same account under an older sign-in.
    await take(bearerFor(7, { issued: 1 }), 7, 13);
    const refused = await take(ANA, 7, 14);
    await db.outbox.update(refused.id, { state: "rejected", detail: "Too large" });
    await take(BEN, 8, 11);
    await db.outbox.bulkAdd([
      newMutation("hunt.complete", { hunt_id: 1, score: 90, badge_earned: true }, ANA),
      newMutation("hunt.complete", { hunt_id: 2, score: 40, badge_earned: false }, ANA),
      newMutation("hunt.purchase", huntPurchasePayload(3), ANA),
      newMutation("hunt.photo.delete", { photo_id: "ph_9" }, ANA),
      newMutation("analytics.view", { page: "/", referrer: "", user_agent: "t" }, ANA),
      newMutation("hunt.complete", { hunt_id: 1, score: 90, badge_earned: true }, BEN),
      newMutation("hunt.complete", { hunt_id: 1, score: 90, badge_earned: true }, null),
    ]);
    expect(await waitingRows(ANA)).toEqual({ photos: 3, results: 2, purchases: 1, deletions: 1 });
    expect(await waitingRows(BEN)).toEqual({ photos: 1, results: 1, purchases: 0, deletions: 0 });
  });
});

describe("anythingWaiting", () => {
  it("asks only when something is waiting", () => {
    expect(anythingWaiting(NOTHING_WAITING)).toBe(false);
    expect(anythingWaiting({ ...NOTHING_WAITING, purchases: 1 })).toBe(true);
  });
});

describe("signing out", () => {
  it("removes the account's photos the server has, its profile and its history at once, and each waiting photo right after its upload", async () => {
    await useAuth.getState().signIn({ access_token: ANA, user: ana }, false);
    const waiting = await take(ANA, 7);
    const refused = await take(ANA, 7, 13);
    await db.outbox.update(refused.id, { state: "rejected", detail: "Photo storage is full" });
    const listed: PhotoRow = { ...uploaded("listed", 7), id: "server-ph_listed", blob: null };
    await db.photos.bulkPut([uploaded("mine", 7), listed, uploaded("bens", 8)]);
    await db.profile.bulkPut([
      { ...ana, fetchedAt: 1 },
      { ...ana, id: 8, name: "Ben", fetchedAt: 1 },
    ]);
    const kept = [accountKey("hunt_history", 8), accountKey("hunt_history", 17), "hunt_progress_1"];
    const forgotten = [accountKey("hunt_history", 7), accountKey("points_history", 7), accountKey("redeemed_coupons", 7)];
    await db.kv.bulkPut([...kept, ...forgotten].map((key) => ({ key, value: [] })));

    await useAuth.getState().signOut();

    expect((await db.photos.toArray()).map((p) => p.id).sort()).toEqual(["bens", refused.id, waiting.id].sort());
    expect(await db.profile.get(7)).toBeUndefined();
    expect(await db.profile.get(8)).toBeDefined();
    expect((await db.kv.bulkGet(forgotten)).every((row) => row === undefined)).toBe(true);
    expect((await db.kv.bulkGet(kept)).map((row) => row?.key)).toEqual(kept);

    const requests: string[] = [];
    const api = (async (url: RequestInfo | URL, init?: RequestInit) => {
      requests.push(`${String(url)} ${new Headers(init?.headers).get("authorization")}`);
      if (String(url) === "/api/users/logout") return new Response(null, { status: 204 });
      return Response.json({ id: "ph_new", hunt_id: 1, item_id: 11, taken_at: "2030-05-01T10:00:00.000Z" }, { status: 201 });
    }) as typeof fetch;
    await flushOutbox({ fetch: api });
    // The photo goes with Ana's sign-in, and then her session ends on the server.
    expect(requests).toEqual([`/api/hunts/1/photos Bearer ${ANA}`, `/api/users/logout Bearer ${ANA}`]);
    expect(await db.photos.get(waiting.id)).toBeUndefined();
    // Refused by the server, it exists nowhere else: it stays, for Ana alone, beside its reason.
    expect(await db.photos.get(refused.id)).toMatchObject({ user_id: 7 });
    expect(await db.outbox.toArray()).toMatchObject([{ id: refused.id, state: "rejected" }]);
  });
});
