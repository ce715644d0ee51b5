/**
 * The outbox against the real API, as a model test: fast-check generates runs of things a family does
 * (complete a hunt, buy one, view pages — signed in or not) interleaved with what the network and the
 * server do to them (no connection, a response lost after the server committed, 503s, a server restart,
 * a token that expires and a sign-in that follows). However the run goes, once signal is back and the
 * outbox drains, the server holds exactly one effect per queued item, nothing is lost, nothing is
 * rejected, and points were awarded once.
 */
import "fake-indexeddb/auto";
import { and, count, eq, like, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { huntCompletions, idempotencyKeys, orders, pageViews, pointsLedger } from "../../api/src/db/tables";
import { closeDb, type Db } from "../../api/src/db";
import { sessionFor } from "../../api/src/services/accounts/sessions";
import { issueToken } from "../../api/src/services/accounts/tokens";
import { huntSheet, type ScoringSheet } from "../../shared/rules/scoring";
import { appCompletion, huntInput } from "../../api/src/testing/fixtures";
import { createTestApp, sessionIdOf, TEST_JWT_SECRET, type TestApp } from "../../api/src/testing/test-app";
import { sharedTestDatabase } from "../../api/src/testing/test-db";
import { db } from "../../pwa/src/lib/database/db";
import { flushOutbox } from "../../pwa/src/sync/flush";
import { newMutation } from "../../pwa/src/sync/outbox";
import { adoptOutbox } from "../../pwa/src/sync/outbox-rows";

type Fault = "none" | "offline" | "lost-response" | "unavailable";

type Command =
  | { type: "complete"; hunt: 0 | 1; badge: boolean; signedIn: boolean }
  | { type: "purchase"; signedIn: boolean }
  | { type: "view"; signedIn: boolean }
  | { type: "flush"; fault: Fault }
  | { type: "restart" }
  | { type: "expire-and-sign-in" }
  | { type: "wait"; ms: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ type: fc.constant("complete" as const), hunt: fc.constantFrom(0 as const, 1 as const), badge: fc.boolean(), signedIn: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("purchase" as const), signedIn: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("view" as const), signedIn: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ type: fc.constant("flush" as const), fault: fc.constantFrom<Fault>("none", "offline", "lost-response", "unavailable") }) },
  { weight: 1, arbitrary: fc.constant({ type: "restart" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "expire-and-sign-in" as const }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 10 * 60_000 }) }) },
);

const buyer = { customer_name: "Ada", customer_email: "ada@example.com", customer_phone: "555-0100", customer_address: "1 Trail Rd", payment_method: "paypal" as const };

interface World {
  database: { open: () => Promise<Db> };
  server: TestApp;
  huntIds: number[];
  /** The free hunts as the scoring rule reads them, by their place in huntIds. */
  sheets: ScoringSheet[];
  paidHuntId: number;
  userId: number;
  token: string;
  clock: number;
  fault: Fault;
}

/** What the server holds once the run is over. */
async function effects(server: Db, userId: number) {
  const [completions] = await server.select({ n: count() }).from(huntCompletions);
  const [views] = await server.select({ n: count() }).from(pageViews);
  const [purchases] = await server.select({ n: count() }).from(orders).where(eq(orders.kind, "hunt"));
  const [points] = await server
    .select({ n: sql<number>`coalesce(sum(${pointsLedger.pointsAmount}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.reasonKey, "hunt:%")));
  return { completions: completions!.n, views: views!.n, purchases: purchases!.n, points: points!.n };
}

/** Whether the server has recorded the outcome of the request sent under `key`. */
async function delivered(server: Db, key: string): Promise<boolean> {
  const found = await server.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key)).limit(1);
  return found.length > 0;
}

async function startWorld(): Promise<World> {
  const database = await sharedTestDatabase();
  const server = await createTestApp({ db: await database.open() });
  const admin = await server.createUser("admin");
  const user = await server.createUser("user", "family@example.com");
  const hunts = [];
  for (const overrides of [{}, { title: "Second hunt" }, { title: "Paid hunt", price: 2.99 }]) {
    hunts.push((await server.call("POST", "/api/hunts", { token: admin.token, body: huntInput(overrides) })).body);
  }
  await Promise.all(db.tables.map((table) => table.clear()));
  const ids = hunts.map((hunt) => hunt.id as number);
  return { database, server, huntIds: ids.slice(0, 2), sheets: hunts.slice(0, 2).map(huntSheet), paidHuntId: ids[2]!, userId: user.id, token: user.token, clock: Date.now(), fault: "none" };
}

/** The network between the device and the server, with the fault the run chose for this flush. */
function networkOf(world: World): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const fault = world.fault;
    if (fault === "offline") throw new TypeError("Failed to fetch");
    if (fault === "unavailable") return new Response("Service Unavailable", { status: 503 });
    const response = await world.server.app.request(String(input), init);
    if (fault === "lost-response") throw new TypeError("Connection reset after the server answered");
    return response;
  }) as typeof fetch;
}

async function flush(world: World) {
  return flushOutbox({ baseUrl: "http://localhost", fetch: networkOf(world), now: () => world.clock });
}

describe("the outbox against the real API", () => {
  it("delivers every queued item exactly once whatever the network and server do", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
        const world = await startWorld();
        const expected = { completions: 0, views: 0, purchases: 0, badges: new Set<number>(), completed: new Set<number>() };
        for (const c of commands) {
          switch (c.type) {
            case "complete": {
              const huntId = world.huntIds[c.hunt]!;
              // 3 items and 2 questions: max 40, badge from 28; one item and no right answer is 10.
              const run = appCompletion(world.sheets[c.hunt]!, c.badge ? {} : { found: 1, right: 0 });
              await db.outbox.add(newMutation("hunt.complete", { hunt_id: huntId, ...run }, c.signedIn ? world.token : null, world.clock));
              expected.completions++;
              if (c.signedIn) {
                expected.completed.add(huntId);
                if (c.badge) expected.badges.add(huntId);
              }
              break;
            }
            case "purchase":
              await db.outbox.add(newMutation("hunt.purchase", { ...buyer, hunt_id: world.paidHuntId, amount: 2.99 }, c.signedIn ? world.token : null, world.clock));
              expected.purchases++;
              break;
            case "view":
              await db.outbox.add(newMutation("analytics.view", { page: "/scavengerhunts", referrer: "", user_agent: "model" }, c.signedIn ? world.token : null, world.clock));
              expected.views++;
              break;
            case "flush":
              world.fault = c.fault;
              await flush(world);
              world.fault = "none";
              break;
            case "restart":
              await closeDb(world.server.db);
              world.server = await createTestApp({ db: await world.database.open() });
              break;
            case "expire-and-sign-in": {
              // The token the queued rows carry expires; a flush meets the 401, then the family signs in again.
              const expired = await issueToken(TEST_JWT_SECRET, { sub: world.userId, role: "user", sid: sessionIdOf(world.token) }, new Date(world.clock - 30 * 86_400_000));
              await db.outbox.filter((row) => row.auth === world.token).modify({ auth: expired });
              const report = await flush(world);
              if (report.sent === 0 && (await db.outbox.count()) > 0) expect(typeof report.signInRequired).toBe("boolean");
              world.token = (await sessionFor(world.server.deps, world.userId, "user")).access_token;
              // Completions still waiting from signed-out play now belong to the account that signed in, and
              // earn its points, unless the server already received them (a response lost on the way back).
              for (const row of await db.outbox.filter((r) => r.auth === null && r.kind === "hunt.complete").toArray()) {
                if (await delivered(world.server.db, row.id)) continue;
                const p = row.payload as { hunt_id: number; badge_earned: boolean };
                expected.completed.add(p.hunt_id);
                if (p.badge_earned) expected.badges.add(p.hunt_id);
              }
              await adoptOutbox(world.token, world.clock);
              break;
            }
            case "wait":
              world.clock += c.ms;
              break;
          }
        }
        // Signal returns for good: flush until the outbox is empty (backoff skipped by moving the clock).
        for (let round = 0; round < 20 && (await db.outbox.count()) > 0; round++) {
          world.clock += 10 * 60_000;
          await flush(world);
        }
        expect(await db.outbox.where("state").equals("rejected").count()).toBe(0);
        expect(await db.outbox.count()).toBe(0);
        const held = await effects(world.server.db, world.userId);
        expect(held.completions).toBe(expected.completions);
        expect(held.views).toBe(expected.views);
        expect(held.purchases).toBe(expected.purchases);
        expect(held.points).toBe(50 * expected.completed.size + 50 * expected.badges.size);
        await closeDb(world.server.db);
      }),
      { numRuns: 100 },
    );
  }, 240_000);
});
