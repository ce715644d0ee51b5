/**
 * What a family sends back from a hunt: a completion and a purchase. Both arrive either as single calls or
 * from the outbox, and run inside the caller's write transaction (awaiting nothing but the database).
 */
import { eq } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { checkoutReturnPath, huntCancelPath } from "#shared/rules/checkout-return";
import { formatMoney, toCents, toDollars } from "#shared/rules/money";
import { completionPoints, HUNT_COMPLETION_POINTS } from "#shared/rules/points";
import { bestExplorer } from "#shared/rules/family-record";
import { huntKeyText, type HuntKey } from "#shared/rules/hunt-key";
import { DEFAULT_LANG } from "#shared/rules/languages";
import { scoreSentRun } from "#shared/rules/scoring";
import { explorerResult } from "#shared/schemas/explorers";
import { type HuntComplete, type HuntCompletionResult, type HuntPurchase, type HuntPurchaseResult } from "#shared/schemas/hunt";
import { huntCompletions, hunts, orders } from "../../db/tables";
import { addCounts } from "../analytics/counts";
import { HttpError, notFound } from "../../errors";
import { scoreExplorers } from "./explorers";
import { countedFinds, storeFinds } from "./hunt-finds";
import type { Outcome } from "../infrastructure/idempotency";
import { awardPoints } from "../points/ledger";
import type { MutationContext } from "../sync/mutation-context";
import { orderPaymentPath } from "../orders/order-payment";
import { playedHunt } from "./played-hunt";
import { checkoutOrigin } from "../site/site-origin";

/**
 * The server scores a completion itself, from what it says was done and the hunt as it is now: the
 * phone's `score` and `badge_earned` are kept as what it showed and count for nothing. With explorers,
 * the completion's score and badge are the best explorer's.
 */
export async function completeHunt(ctx: MutationContext, huntId: HuntKey, input: HuntComplete): Promise<Outcome> {
  const { db, user } = ctx;
  const lang = input.lang ?? DEFAULT_LANG;
  const hunt = await playedHunt(db, huntId, lang);
  const finds = countedFinds(hunt, input.finds ?? []);
  const found = finds.map((find) => find.item_id);
  const explorers = scoreExplorers(hunt.sheet, input.explorers ?? [], { sent: input.finds?.length ?? 0, counted: found });
  const { score, badge_earned } = bestExplorer(explorers) ?? scoreSentRun(hunt.sheet, found, input);

  let pointsAwarded = 0;
  if (user) {
    // 50 for finishing, 50 more the first time the badge is earned: at most 100 per hunt and person.
    const key = `hunt:${huntKeyText(huntId)}`;
    pointsAwarded += await awardPoints(db, user.id, HUNT_COMPLETION_POINTS, `Completed ${hunt.title}`, `${key}:complete`);
    if (badge_earned) {
      const bonus = completionPoints(true) - HUNT_COMPLETION_POINTS;
      pointsAwarded += await awardPoints(db, user.id, bonus, `Badge earned: ${hunt.title}`, `${key}:badge`);
    }
  }
  const [completion] = await db
    .insert(huntCompletions)
    .values({
      huntKey: huntKeyText(huntId),
      userId: user?.id ?? null,
      score,
      badgeEarned: badge_earned,
      deviceScore: input.score,
      deviceBadgeEarned: input.badge_earned,
      pointsAwarded,
      explorers,
      lang,
      createdAt: ctx.happenedAt.toISOString(),
    })
    .returning({ id: huntCompletions.id });
  await storeFinds(db, completion!.id, huntKeyText(huntId), finds);
  await addCounts(db, [
    { metric: "hunt.completions", subject: huntKeyText(huntId), detail: lang },
    ...finds.map((find) => ({ metric: "hunt.finds" as const, subject: huntKeyText(huntId), detail: find.method })),
  ]);
  const body: HuntCompletionResult = { hunt_id: huntId, score, badge_earned, points_awarded: pointsAwarded };
  if (input.explorers) body.explorers = explorers.map(explorerResult);
  return { status: 201, body };
}

/**
 * Records a hunt purchase as an unpaid order and answers where the family approves the payment. It is
 * paid like a book (provider approval, then capture on the return page): the hunt unlocks, the order
 * counts as revenue and points are paid only by the capture.
 */
export async function purchaseHunt(ctx: MutationContext, input: HuntPurchase): Promise<Outcome> {
  const { db, user } = ctx;
  const [hunt] = await db.select().from(hunts).where(eq(hunts.id, input.hunt_id));
  if (!hunt || !hunt.published) throw notFound("Hunt");
  if (hunt.priceCents === 0) throw new HttpError(422, { key: "huntIsFree" });
  if (toCents(input.amount) !== hunt.priceCents) {
    throw new HttpError(422, { key: "huntPrice", params: { price: formatMoney(toDollars(hunt.priceCents)) } });
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
    returnUrl: `${origin}${checkoutReturnPath(id, input.lang)}`,
    cancelUrl: `${origin}${huntCancelPath(hunt.id, id, input.lang)}`,
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
