/**
 * What a family sends back from a hunt: a completion and a purchase. Both arrive either as single calls or
 * from the outbox, and run inside the caller's write transaction (synchronous, no awaits).
 */
import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { formatMoney, toCents, toDollars } from "#shared/rules/money";
import { completionPoints, HUNT_COMPLETION_POINTS, purchasePoints } from "#shared/rules/points";
import { earnsBadge, ROPER_MAX_SCORE, roperEarnsBadge } from "#shared/rules/scoring";
import { ROPER_HUNT } from "#shared/roper-hunt";
import { ROPER_HUNT_ID, type HuntComplete, type HuntPurchase } from "#shared/schemas/hunt";
import type { Db } from "../db/client";
import { huntCompletions, hunts, orders } from "../db/schema";
import type { AuthUser } from "../deps";
import { HttpError, notFound } from "../errors";
import { huntMaxPoints } from "./hunts";
import type { Outcome } from "./idempotency";
import { awardPoints } from "./ledger";

export interface ActivityContext {
  db: Db;
  user: AuthUser | null;
  /** The app clock, so event times agree with the clock that reports on them. */
  now: Date;
}

function huntRules(db: Db, huntId: number | typeof ROPER_HUNT_ID) {
  if (huntId === ROPER_HUNT_ID) {
    return { title: ROPER_HUNT.title, max: ROPER_MAX_SCORE, badge: roperEarnsBadge };
  }
  const hunt = db.select({ title: hunts.title }).from(hunts).where(eq(hunts.id, huntId)).get();
  if (!hunt) throw notFound("Hunt");
  const max = huntMaxPoints(db, huntId);
  return { title: hunt.title, max, badge: (score: number) => earnsBadge(score, max) };
}

export function completeHunt(ctx: ActivityContext, huntId: number | typeof ROPER_HUNT_ID, input: HuntComplete): Outcome {
  const { db, user } = ctx;
  const rules = huntRules(db, huntId);
  if (input.score > rules.max) throw new HttpError(422, `score must be between 0 and ${rules.max}`);
  if (input.badge_earned !== rules.badge(input.score)) throw new HttpError(422, "badge_earned does not match the score");

  let pointsAwarded = 0;
  if (user) {
    // 50 for finishing, 50 more the first time the badge is earned: at most 100 per hunt and person.
    const key = `hunt:${huntId}`;
    pointsAwarded += awardPoints(db, user.id, HUNT_COMPLETION_POINTS, `Completed ${rules.title}`, `${key}:complete`);
    if (input.badge_earned) {
      const bonus = completionPoints(true) - HUNT_COMPLETION_POINTS;
      pointsAwarded += awardPoints(db, user.id, bonus, `Badge earned: ${rules.title}`, `${key}:badge`);
    }
  }
  db.insert(huntCompletions)
    .values({
      huntKey: String(huntId),
      userId: user?.id ?? null,
      score: input.score,
      badgeEarned: input.badge_earned,
      pointsAwarded,
      createdAt: ctx.now.toISOString(),
    })
    .run();
  return {
    status: 201,
    body: { hunt_id: huntId, score: input.score, badge_earned: input.badge_earned, points_awarded: pointsAwarded },
  };
}

export function purchaseHunt(ctx: ActivityContext, input: HuntPurchase): Outcome {
  const { db, user } = ctx;
  const hunt = db.select().from(hunts).where(eq(hunts.id, input.hunt_id)).get();
  if (!hunt || !hunt.published) throw notFound("Hunt");
  if (hunt.priceCents === 0) throw new HttpError(422, "This hunt is free: no purchase is needed");
  if (toCents(input.amount) !== hunt.priceCents) {
    throw new HttpError(422, `The price of this hunt is ${formatMoney(toDollars(hunt.priceCents))}`);
  }
  const id = randomUUID();
  db.insert(orders)
    .values({
      id,
      sessionId: id,
      kind: "hunt",
      status: "completed",
      amountCents: hunt.priceCents,
      subtotalCents: hunt.priceCents,
      userId: user?.id ?? null,
      customerName: input.customer_name,
      customerEmail: input.customer_email,
      customerPhone: input.customer_phone,
      customerAddress: input.customer_address,
      productName: hunt.title,
      provider: input.payment_method,
      huntId: hunt.id,
      createdAt: ctx.now.toISOString(),
      updatedAt: ctx.now.toISOString(),
    })
    .run();
  const pointsAwarded = user
    ? awardPoints(db, user.id, purchasePoints(hunt.priceCents), `Purchased ${hunt.title}`, `order:${id}`)
    : 0;
  return {
    status: 201,
    body: { order_id: id, hunt_id: hunt.id, amount: toDollars(hunt.priceCents), status: "completed", points_awarded: pointsAwarded },
  };
}
