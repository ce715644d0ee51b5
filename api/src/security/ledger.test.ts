/**
 * The points ledger: a property test over random earn/spend sequences (the balance is always the sum of
 * the rows and never negative; a spend is refused exactly when it would overdraw), and redemptions raced
 * against each other through the API.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openDb } from "../db/client";
import { coupons } from "../db/schema";
import { writeTx } from "../db/transactions";
import { HttpError } from "../errors";
import { awardPoints, pointsBalance, spendPoints } from "../services/ledger";
import { insertUser } from "../services/users";
import { createTestApp } from "../testing/test-app";

type Step = { kind: "earn"; points: number; reason: string | null } | { kind: "spend"; points: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant("earn" as const), points: fc.integer({ min: 1, max: 300 }), reason: fc.option(fc.constantFrom("hunt:1", "hunt:2", "blog:3"), { nil: null }) }),
  fc.record({ kind: fc.constant("spend" as const), points: fc.integer({ min: 1, max: 400 }) }),
);

describe("points ledger", () => {
  it("keeps balance = earned - spent, never below zero, and refuses exactly the overdrafts", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const db = openDb(":memory:");
        const userId = writeTx(db, () => insertUser(db, { name: "Kid", email: "kid@example.com", passwordHash: "x" }));
        let model = 100; // welcome bonus
        const reasons = new Set<string>();
        for (const s of steps) {
          if (s.kind === "earn") {
            const added = writeTx(db, () => awardPoints(db, userId, s.points, "earned", s.reason ?? undefined));
            const expected = s.reason && reasons.has(s.reason) ? 0 : s.points;
            if (s.reason) reasons.add(s.reason);
            expect(added).toBe(expected);
            model += expected;
          } else {
            let refused = false;
            try {
              writeTx(db, () => spendPoints(db, userId, s.points, "spent"));
            } catch (err) {
              expect(err).toBeInstanceOf(HttpError);
              refused = true;
            }
            expect(refused).toBe(s.points > model);
            if (!refused) model -= s.points;
          }
          const balance = pointsBalance(db, userId);
          expect(balance).toBe(model);
          expect(balance).toBeGreaterThanOrEqual(0);
        }
        db.$client.close();
      }),
      { numRuns: 150 },
    );
  });

  it("lets 20 simultaneous redemptions spend only what the balance affords", async () => {
    const t = createTestApp();
    const user = await t.createUser("user"); // 100 welcome points
    for (let i = 0; i < 20; i++) {
      t.db.insert(coupons).values({ code: `RACE${i}`, discountType: "fixed", discountAmount: 1, pointsCost: 30, remainingUses: 10, description: "" }).run();
    }
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call("POST", `/api/users/redeem-coupon/RACE${i}`, { token: user.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(17);
    expect((await t.call("GET", "/api/users/profile", { token: user.token })).body.points_balance).toBe(10);
  });

  it("gives a coupon with one remaining use to exactly one of 20 families racing for it", async () => {
    const t = createTestApp();
    t.db.insert(coupons).values({ code: "LASTONE", discountType: "percentage", discountAmount: 15, pointsCost: 50, remainingUses: 1, description: "" }).run();
    const families = await Promise.all(Array.from({ length: 20 }, () => t.createUser("user")));
    const answers = await Promise.all(families.map((f) => t.call("POST", "/api/users/redeem-coupon/LASTONE", { token: f.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.detail === "This coupon is out of stock")).toBe(true);
    const left = t.db.$client.prepare("SELECT remaining_uses AS n FROM coupons WHERE code = 'LASTONE'").get() as { n: number };
    expect(left.n).toBe(0);
    const spent = await Promise.all(families.map(async (f) => (await t.call("GET", "/api/users/profile", { token: f.token })).body.points_balance));
    expect(spent.filter((b) => b === 50)).toHaveLength(1);
    expect(spent.filter((b) => b === 100)).toHaveLength(19);
  });
});
