/**
 * The points ledger: a property test over random earn/spend sequences (the balance is always the sum of
 * the rows and never negative; a spend is refused exactly when it would overdraw), and redemptions raced
 * against each other through the API.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coupons } from "../db/tables";
import { closeDb, writeTx } from "../db";
import { HttpError } from "../errors";
import { awardPoints, pointsBalance, spendPoints } from "../services/points/ledger";
import { insertUser } from "../services/accounts/users";
import { createTestApp } from "../testing/test-app";
import { openTestDb } from "../testing/test-db";

type Step = { kind: "earn"; points: number; reason: string | null } | { kind: "spend"; points: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("earn" as const), points: fc.integer({ min: 1, max: 300 }), reason: fc.option(fc.constantFrom("hunt:1", "hunt:2", "blog:3"), { nil: null }) }),
  fc.record({ kind: fc.constant("spend" as const), points: fc.integer({ min: 1, max: 400 }) }),
);

describe("points ledger", () => {
  it("keeps balance = earned - spent, never below zero, and refuses exactly the overdrafts", async () => {
    // One database for every run; each run is a new family, whose balance starts from its welcome bonus alone.
    const db = await openTestDb();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        const email = `kid-${++runs}@example.com`;
        const userId = await writeTx(db, () => insertUser(db, { name: "Kid", email, passwordHash: "x" }));
        let model = 100; // welcome bonus
        const reasons = new Set<string>();
        for (const s of steps) {
          if (s.kind === "earn") {
            const added = await writeTx(db, () => awardPoints(db, userId, s.points, "earned", s.reason ?? undefined));
            const expected = s.reason && reasons.has(s.reason) ? 0 : s.points;
            if (s.reason) reasons.add(s.reason);
            expect(added).toBe(expected);
            model += expected;
          } else {
            let refused = false;
            try {
              await writeTx(db, () => spendPoints(db, userId, s.points, "spent"));
            } catch (err) {
              expect(err).toBeInstanceOf(HttpError);
              refused = true;
            }
            expect(refused).toBe(s.points > model);
            if (!refused) model -= s.points;
          }
          const balance = await pointsBalance(db, userId);
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 150 },
    );
    await closeDb(db);
  });

  it("lets 20 simultaneous redemptions spend only what the balance affords", async () => {
    const t = await createTestApp();
    const user = await t.createUser("user"); // 100 welcome points
    await writeTx(t.db, async () => {
      for (let i = 0; i < 20; i++) {
        await t.db.insert(coupons).values({ code: `RACE${i}`, discountType: "fixed", discountAmount: 1, pointsCost: 30, remainingUses: 10, description: "" });
      }
    });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call("POST", `/api/users/redeem-coupon/RACE${i}`, { token: user.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(17);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(10);
  });

  it("gives a coupon with one remaining use to exactly one of 20 families racing for it", async () => {
    const t = await createTestApp();
    await writeTx(t.db, () =>
      t.db.insert(coupons).values({ code: "LASTONE", discountType: "percentage", discountAmount: 15, pointsCost: 50, remainingUses: 1, description: "" }),
    );
    const families = await Promise.all(Array.from({ length: 20 }, () => t.createUser("user")));
    const answers = await Promise.all(families.map((f) => t.call("POST", "/api/users/redeem-coupon/LASTONE", { token: f.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.detail === "This coupon is out of stock")).toBe(true);
    const [left] = await t.db.select({ n: coupons.remainingUses }).from(coupons).where(eq(coupons.code, "LASTONE"));
    expect(left?.n).toBe(0);
    const spent = await Promise.all(families.map(async (f) => (await t.call("GET", "/api/users/profile", { token: f.token })).body.points_balance));
    expect(spent.filter((b) => b === 50)).toHaveLength(1);
    expect(spent.filter((b) => b === 100)).toHaveLength(19);
  });
});
