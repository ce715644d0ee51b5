/**
 * Confirming a family's e-mail: a link mailed after registration (and again on request) that works for
 * 7 days. Opening it confirms the address: mail sent there reaches someone. It does not show that this
 * someone owns the account: anyone may register another person's address, and that person may open a
 * link they never asked for. So the account's guest orders wait for proof that one person holds both
 * the mailbox and the account: the link opened by a session of that account, or a password reset
 * through a link mailed to the address (which ends every earlier session). Then the address is proven:
 * the completed guest orders placed with it (compared without case) join the account and pay their
 * points once, as a purchase made signed in does, and so does every guest order with it that completes
 * later. Opened anywhere else, the link confirms the address, claims nothing, and keeps working until
 * it expires, so the family can sign in and open it again.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { CONFIRM_EMAIL_PATH, tokenLink } from "#shared/rules/account-mail";
import { pathInLang } from "#shared/rules/lang-path";
import type { Lang } from "#shared/rules/languages";
import { purchasePoints } from "#shared/rules/points";
import type { Db } from "../../db";
import { orders, users } from "../../db/tables";
import { writeTx } from "../../db";
import type { AuthUser, Deps } from "../../deps";
import { HttpError, type Refusal } from "../../errors";
import { CONFIRM_TOKEN_TTL_MS, findUsableToken, issueAccountToken, retireAccountTokens, useAccountToken } from "./account-tokens";
import { awardPoints } from "../points/ledger";
import { queueMail } from "../mail/mail-queue";
import { confirmEmailMessage } from "../mail/templates/confirm-email";
import { confirmMailLimits, reserveAttempt } from "../infrastructure/rate-limit";
import { readSettings } from "../site/settings";

const TOO_MANY: Refusal = { key: "tooManyConfirmations" };

export interface Addressee {
  id: number;
  name: string;
  email: string;
}

/** Issues a link and queues the message, in the caller's write transaction. */
export async function queueConfirmation(deps: Deps, user: Addressee, lang: Lang, now: Date): Promise<void> {
  const { db } = deps;
  const token = await issueAccountToken(db, { userId: user.id, purpose: "confirm-email", email: user.email, ttlMs: CONFIRM_TOKEN_TTL_MS, now });
  const { site_name } = await readSettings(db);
  const link = tokenLink(deps.siteOrigins[0]!, pathInLang(CONFIRM_EMAIL_PATH, lang), token);
  await queueMail(db, { kind: "confirm-email", to: user.email, ...confirmEmailMessage({ siteName: site_name, name: user.name, link, lang }) }, now);
}

/**
 * "Send again": a new link (older ones keep working until they expire), at most CONFIRM_MAILS_MAX an hour,
 * until the address is proven; an address confirmed from another device may still be proven with it.
 */
export async function resendConfirmation(deps: Deps, userId: number, lang: Lang): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  await writeTx(db, async () => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, "User not found");
    if (user.provenEmail === user.email) throw new HttpError(409, { key: "alreadyConfirmed" });
    await reserveAttempt(db, "confirm-email", confirmMailLimits(userId), now, TOO_MANY);
    await queueConfirmation(deps, user, lang, now);
  });
  deps.mail.wake();
}

/**
 * Completed guest orders placed with `email` join the account, each paying the points of a purchase made
 * signed in under its own reason: an order joins once (only unowned orders are taken), and its points
 * are paid once however often or concurrently a claim runs. Answers how many joined.
 */
async function claimGuestOrders(db: Db, userId: number, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.status, "completed"), eq(sql`lower(trim(${orders.customerEmail}))`, email.trim().toLowerCase())))
    .returning({ id: orders.id, amountCents: orders.amountCents, productName: orders.productName });
  for (const order of claimed) await awardPoints(db, userId, purchasePoints(order.amountCents), `Purchased ${order.productName}`, `order:${order.id}`);
  return claimed.length;
}

/**
 * The account's owner has opened a link mailed to `email` (from the account's own session, or to reset
 * its password): if that is still the account's address, it is confirmed and proven, its other
 * confirmation links retire, and its guest orders join. Runs in the caller's write transaction;
 * answers the number of orders that joined, or null when the address is no longer the account's.
 */
export async function proveEmail(db: Db, userId: number, email: string, now: Date): Promise<number | null> {
  const [user] = await db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.email !== email) return null;
  await db
    .update(users)
    .set({ emailConfirmedAt: user.confirmedAt ?? now.toISOString(), provenEmail: email })
    .where(eq(users.id, userId));
  await retireAccountTokens(db, userId, "confirm-email", now);
  return claimGuestOrders(db, userId, email);
}

export interface Confirmation {
  email: string;
  claimed_orders: number;
  /** The address is confirmed but not proven: opening the link signed in to the account adds its orders. */
  sign_in_to_claim: boolean;
}

/** A confirmation link opened by `viewer` (null when the request carries no session). */
export async function confirmEmail(deps: Deps, token: string, viewer: AuthUser | null): Promise<Confirmation> {
  const { db } = deps;
  const now = deps.now();
  const dead = new HttpError(410, { key: "confirmLinkDead" });
  return writeTx(db, async () => {
    const link = await findUsableToken(db, "confirm-email", token, now);
    if (!link) throw dead;
    const [user] = await db.select({ email: users.email, provenEmail: users.provenEmail }).from(users).where(eq(users.id, link.userId));
    if (!user || user.email !== link.email) throw dead;
    if (viewer?.id === link.userId || user.provenEmail === user.email) {
      await useAccountToken(db, "confirm-email", token, now);
      const claimed = await proveEmail(db, link.userId, link.email, now);
      return { email: link.email, claimed_orders: claimed ?? 0, sign_in_to_claim: false };
    }
    await db.update(users).set({ emailConfirmedAt: now.toISOString() }).where(and(eq(users.id, link.userId), isNull(users.emailConfirmedAt)));
    return { email: link.email, claimed_orders: 0, sign_in_to_claim: true };
  });
}

/** The account whose owner has proven `email`, for a guest order placed with it that completes now. */
export async function provenOwnerOf(db: Db, email: string): Promise<number | null> {
  const address = email.trim().toLowerCase();
  if (!address) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, address), eq(users.provenEmail, address)));
  return user?.id ?? null;
}
