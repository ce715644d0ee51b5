/**
 * A leader's groups (table groups): made for a hunt the leader may play, read and changed by the leader
 * alone. The code is what teams type or scan to join; the key signs their results, so it goes to the
 * leader here and to each team as it joins, and to nobody else.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { groupCodeFrom, GROUP_CODE_LENGTH, joinPath } from "#shared/rules/group-play";
import { GROUP_KEY_BYTES, groupKeyFrom } from "#shared/rules/team-result";
import type { GroupCreated } from "#shared/schemas/group";
import type { Db } from "../../db";
import { groups, hunts } from "../../db/tables";
import type { AuthUser } from "../../deps";
import { HttpError, notFound } from "../../errors";
import { accountMayPlay } from "../hunt-play/hunt-access";
import type { Outcome } from "../infrastructure/idempotency";

export type GroupRow = typeof groups.$inferSelect;

/** 31^6 codes: a clash is rare, and ten in a row would mean something else is wrong. */
const CODE_TRIES_MAX = 10;

export const groupNotFound = () => new HttpError(404, { key: "groupNotFound" });

export function groupByCodeQuery(db: Db, code: string) {
  return db.select().from(groups).where(eq(groups.code, code));
}

export async function groupByCode(db: Db, code: string): Promise<GroupRow> {
  const [group] = await groupByCodeQuery(db, code);
  if (!group) throw groupNotFound();
  return group;
}

/** The group as its leader reads or changes it: 404 for no such code, 403 for anyone else. */
export async function leadersGroup(db: Db, code: string, user: AuthUser): Promise<GroupRow> {
  const group = await groupByCode(db, code);
  if (group.leaderId !== user.id) throw new HttpError(403, { key: "groupLeaderOnly" });
  return group;
}

async function unusedCode(db: Db): Promise<string> {
  for (let tries = 0; tries < CODE_TRIES_MAX; tries++) {
    const code = groupCodeFrom(randomBytes(GROUP_CODE_LENGTH));
    const [taken] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
    if (!taken) return code;
  }
  throw new Error("No unused group code was found");
}

/**
 * Makes a group for a published hunt the leader may play (403 otherwise); answers its code, the address
 * its QR code opens (on the site's own origin) and its key. Runs in the caller's write transaction.
 */
export async function createGroup(db: Db, leader: AuthUser, huntId: number, siteOrigin: string, now: Date): Promise<Outcome> {
  const [hunt] = await db.select({ id: hunts.id, priceCents: hunts.priceCents, published: hunts.published }).from(hunts).where(eq(hunts.id, huntId));
  if (!hunt || !hunt.published) throw notFound("Hunt");
  if (!(await accountMayPlay(db, leader.id, hunt))) throw new HttpError(403, { key: "huntNotPlayable" });
  const code = await unusedCode(db);
  const key = groupKeyFrom(randomBytes(GROUP_KEY_BYTES));
  await db.insert(groups).values({ code, huntId, leaderId: leader.id, key, createdAt: now.toISOString() });
  const body: GroupCreated = { code, hunt_id: huntId, join_url: `${siteOrigin}${joinPath(code)}`, key };
  return { status: 201, body };
}

/**
 * The leader's changes: the leaderboard on or off (an ended group's too, to show the final standings),
 * and ending, which keeps the time it first ended; there is no way back to active.
 */
export async function updateGroup(db: Db, group: GroupRow, update: { leaderboard?: boolean; status?: "ended" }, now: Date): Promise<void> {
  const ending = update.status === "ended" && group.status !== "ended";
  if (update.leaderboard === undefined && !ending) return;
  await db
    .update(groups)
    .set({ ...(update.leaderboard === undefined ? {} : { leaderboard: update.leaderboard }), ...(ending ? { status: "ended" as const, endedAt: now.toISOString() } : {}) })
    .where(eq(groups.id, group.id));
}
