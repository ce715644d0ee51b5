/**
 * What a family sends back from a hunt: a completion and a purchase. Both arrive either as single calls or
 * from the outbox, and run inside the caller's write transaction (awaiting nothing but the database).
 */
import { and, eq } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { checkoutReturnPath, huntCancelPath } from "#shared/rules/checkout-return";
import { formatMoney, toCents, toDollars } from "#shared/rules/money";
import { completionPoints, HUNT_COMPLETION_POINTS } from "#shared/rules/points";
import { earnsBadge, ROPER_CLUE_COUNT, ROPER_MAX_SCORE, roperEarnsBadge } from "#shared/rules/scoring";
import { ROPER_HUNT } from "#shared/roper-hunt";
import { ROPER_HUNT_ID, type HuntComplete, type HuntPurchase, type HuntPurchaseResult } from "#shared/schemas/hunt";
import type { Db } from "../db/client";
import { huntCompletions, hunts, orders } from "../db/tables";
import type { AuthUser } from "../deps";
import { HttpError, notFound } from "../errors";
import { checkExplorers } from "./explorers";
import { checkFinds, storeFinds } from "./hunt-finds";
import { huntItemCount, huntMaxPoints } from "./hunts";
import type { Outcome } from "./idempotency";
import { awardPoints } from "./ledger";
import { orderPaymentPath } from "./order-payment";
import { checkoutOrigin } from "./site-origin";

export interface ActivityContext {
  db: Db;
  user: AuthUser | null;
  /** The app clock, so event times agree with the clock that reports on them. */
  now: Date;
  /** The site's own origins, the main one first: where the payment provider may send a buyer back. */
  siteOrigins: readonly string[];
  /** The payment provider's name, recorded on the orders it will be asked to take. */
  provider: string;
}

async function huntRules(db: Db, huntId: number | typeof ROPER_HUNT_ID) {
  if (huntId === ROPER_HUNT_ID) {
    return { title: ROPER_HUNT.title, max: ROPER_MAX_SCORE, items: ROPER_CLUE_COUNT, badge: roperEarnsBadge };
  }
  // A draft answers like a missing hunt: families cannot see it, so finishing it earns nothing.
  const [hunt] = await db
    .select({ title: hunts.title })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), eq(hunts.published, true)));
  if (!hunt) throw notFound("Hunt");
  const max = await huntMaxPoints(db, huntId);
  return { title: hunt.title, max, items: await huntItemCount(db, huntId), badge: (score: number) => earnsBadge(score, max) };
}

export async function completeHunt(ctx: ActivityContext, huntId: number | typeof ROPER_HUNT_ID, input: HuntComplete): Promise<Outcome> {
  const { db, user } = ctx;
  const rules = await huntRules(db, huntId);
  if (input.score > rules.max) throw new HttpError(422, `score must be between 0 and ${rules.max}`);
  if (input.badge_earned !== rules.badge(input.score)) throw new HttpError(422, "badge_earned does not match the score");
  const explorers = input.explorers ?? [];
  checkExplorers(explorers, input, rules);
  const finds = input.finds ?? [];
  await checkFinds(db, huntId, finds);

  let pointsAwarded = 0;
  if (user) {
    // 50 for finishing, 50 more the first time the badge is earned: at most 100 per hunt and person.
    const key = `hunt:${huntId}`;
    pointsAwarded += await awardPoints(db, user.id, HUNT_COMPLETION_POINTS, `Completed ${rules.title}`, `${key}:complete`);
    if (input.badge_earned) {
      const bonus = completionPoints(true) - HUNT_COMPLETION_POINTS;
      pointsAwarded += await awardPoints(db, user.id, bonus, `Badge earned: ${rules.title}`, `${key}:badge`);
    }
  }
  const [completion] = await db
    .insert(huntCompletions)
    .values({
      huntKey: String(huntId),
      userId: user?.id ?? null,
      score: input.score,
      badgeEarned: input.badge_earned,
      pointsAwarded,
      explorers,
      createdAt: ctx.now.toISOString(),
    })
    .returning({ id: huntCompletions.id });
  await storeFinds(db, completion!.id, String(huntId), finds);
  return {
    status: 201,
    body: { hunt_id: huntId, score: input.score, badge_earned: input.badge_earned, points_awarded: pointsAwarded },
  };
}

/**
 * Records a hunt purchase as an unpaid order and answers where the family approves the payment. It is
 * paid like a book (provider approval, then capture on the return page): the hunt unlocks, the order
 * counts as revenue and points are paid only by the capture.
 */
export async function purchaseHunt(ctx: ActivityContext, input: HuntPurchase): Promise<Outcome> {
  const { db, user } = ctx;
  const [hunt] = await db.select().from(hunts).where(eq(hunts.id, input.hunt_id));
  if (!hunt || !hunt.published) throw notFound("Hunt");
  if (hunt.priceCents === 0) throw new HttpError(422, "This hunt is free: no purchase is needed");
  if (toCents(input.amount) !== hunt.priceCents) {
    throw new HttpError(422, `The price of this hunt is ${formatMoney(toDollars(hunt.priceCents))}`);
  }
  const origin = checkoutOrigin(input.origin_url, ctx.siteOrigins);
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    sessionId: randomBytes(16).toString("hex"),
    kind: "hunt",
    status: "pending",
    amountCents: hunt.priceCents,
    subtotalCents: hunt.priceCents,
    userId: user?.id ?? null,
    customerName: input.customer_name,
    customerEmail: input.customer_email,
    customerPhone: input.customer_phone,
    customerAddress: input.customer_address,
    productName: hunt.title,
    provider: ctx.provider,
    huntId: hunt.id,
    returnUrl: `${origin}${checkoutReturnPath(id)}`,
    cancelUrl: `${origin}${huntCancelPath(hunt.id, id)}`,
    createdAt: ctx.now.toISOString(),
    updatedAt: ctx.now.toISOString(),
  });
  const body: HuntPurchaseResult = {
    order_id: id,
    hunt_id: hunt.id,
    amount: toDollars(hunt.priceCents),
    status: "pending",
    approval_url: `${origin}${orderPaymentPath(id)}`,
  };
  return { status: 201, body };
}
