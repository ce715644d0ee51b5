/**
 * Confirming a family's e-mail: a link mailed after registration (and again on request) that works for
 * 7 days. Until an address is confirmed nobody has shown it is theirs, so it claims nothing. Once it is,
 * the completed guest orders placed with that address (compared without case) join the account and
 * appear in its purchase history, and so does every guest order with it that completes later. Claimed
 * orders pay no points: points go to purchases made signed in.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { ACCOUNT_MAIL_TEXTS, CONFIRM_EMAIL_PATH, tokenLink } from "#shared/rules/account-mail";
import { pathInLang } from "#shared/rules/lang-path";
import type { Lang } from "#shared/rules/languages";
import type { Db } from "../db";
import { orders, users } from "../db/tables";
import { writeTx } from "../db";
import type { Deps } from "../deps";
import { HttpError } from "../errors";
import { CONFIRM_TOKEN_TTL_MS, issueAccountToken, retireAccountTokens, useAccountToken } from "./account-tokens";
import { queueMail } from "./mail/mail-queue";
import { confirmEmailMessage } from "./mail/templates/confirm-email";
import { confirmMailLimits, reserveAttempt } from "./rate-limit";
import { readSettings } from "./settings";

const TOO_MANY = "Too many confirmation e-mails. Please try again in an hour.";

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

/** "Send again": a new link (older ones keep working until they expire), at most CONFIRM_MAILS_MAX an hour. */
export async function resendConfirmation(deps: Deps, userId: number, lang: Lang): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  await writeTx(db, async () => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(404, "User not found");
    if (user.emailConfirmedAt !== null) throw new HttpError(409, ACCOUNT_MAIL_TEXTS.alreadyConfirmed);
    await reserveAttempt(db, "confirm-email", confirmMailLimits(userId), now, TOO_MANY);
    await queueConfirmation(deps, user, lang, now);
  });
  deps.mail.wake();
}

/** Completed guest orders placed with `email` join the account; answers how many did. */
export async function claimGuestOrders(db: Db, userId: number, email: string): Promise<number> {
  const claimed = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.status, "completed"), eq(sql`lower(trim(${orders.customerEmail}))`, email.trim().toLowerCase())))
    .returning({ id: orders.id });
  return claimed.length;
}

/**
 * The family has opened a link mailed to `email`: if that is still the account's address, it is
 * confirmed and claims its guest orders. Runs in the caller's write transaction; answers the number of
 * orders claimed, or null when the address is no longer the account's.
 */
export async function markEmailConfirmed(db: Db, userId: number, email: string, now: Date): Promise<number | null> {
  const [user] = await db.select({ email: users.email, confirmedAt: users.emailConfirmedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.email !== email) return null;
  if (user.confirmedAt === null) await db.update(users).set({ emailConfirmedAt: now.toISOString() }).where(eq(users.id, userId));
  await retireAccountTokens(db, userId, "confirm-email", now);
  return claimGuestOrders(db, userId, email);
}

export interface Confirmation {
  email: string;
  claimed_orders: number;
}

export async function confirmEmail(deps: Deps, token: string): Promise<Confirmation> {
  const { db } = deps;
  const now = deps.now();
  return writeTx(db, async () => {
    const owner = await useAccountToken(db, "confirm-email", token, now);
    const claimed = owner && (await markEmailConfirmed(db, owner.userId, owner.email, now));
    if (!owner || claimed === null) throw new HttpError(410, ACCOUNT_MAIL_TEXTS.confirmLinkDead);
    return { email: owner.email, claimed_orders: claimed };
  });
}

/** The account whose confirmed address `email` is, for a guest order that completes now. */
export async function confirmedOwnerOf(db: Db, email: string): Promise<number | null> {
  const address = email.trim().toLowerCase();
  if (!address) return null;
  const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, address), isNotNull(users.emailConfirmedAt)));
  return user?.id ?? null;
}

