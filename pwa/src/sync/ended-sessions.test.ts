import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../lib/database/db";
import { KV } from "../lib/database/store-keys";
import { bearerFor } from "../testing/accounts";
import { endSessionsOnServer, rememberEndedSession } from "./ended-sessions";
import { newMutation, SIGN_IN_AGAIN } from "./outbox";

const NOW_MS = Date.parse("2030-05-01T10:00:00.000Z");
const stillToEnd = async () => (await db.kv.get(KV.endedSessions))?.value ?? [];

/** A server that answers each logout with `status`, and the sessions it was asked to end. */
function server(status: number) {
  const asked: string[] = [];
  const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new Headers(init?.headers).get("authorization") ?? "");
    return new Response(null, { status });
  }) as typeof globalThis.fetch;
  return { asked, call: { fetch, now: () => NOW_MS } };
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("sessions signed out of on this device", () => {
  it("are each named once, and dropped once the server has ended them or no longer knows them", async () => {
    const [ana, ben] = [bearerFor(7), bearerFor(8)];
    await rememberEndedSession(ana);
    await rememberEndedSession(ana);
    await rememberEndedSession(ben);
    expect(await stillToEnd()).toEqual([ana, ben]);
    const gone = server(401);
    await endSessionsOnServer(gone.call);
    expect(gone.asked).toEqual([`Bearer ${ana}`, `Bearer ${ben}`]);
    expect(await stillToEnd()).toEqual([]);
  });

  it("drop a session past its expiry without asking, and wait for the rows still carrying one, unless its sign-in was already refused", async () => {
    const expired = bearerFor(7, { exp: NOW_MS / 1000 - 1 });
    const carrying = bearerFor(8);
    const refused = bearerFor(9);
    await db.outbox.bulkAdd([
      newMutation("analytics.view", { page: "/" }, carrying),
      { ...newMutation("analytics.view", { page: "/" }, refused), lastError: SIGN_IN_AGAIN },
    ]);
    for (const token of [expired, carrying, refused]) await rememberEndedSession(token);
    const ok = server(204);
    await endSessionsOnServer(ok.call);
    expect(ok.asked).toEqual([`Bearer ${refused}`]);
    expect(await stillToEnd()).toEqual([carrying]);
  });
});
