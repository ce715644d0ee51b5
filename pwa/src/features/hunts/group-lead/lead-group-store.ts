/**
 * The groups this phone made, each under `group-lead:<code>` in the key-value table (lead-group.ts says
 * what a record holds): written when the group is made, when the board is read, and when a team's result
 * is scanned, so the page opens with no signal on the last board and every result scanned since. A
 * scanned result is queued as a `group.progress` mutation in the same transaction that records it, and
 * only the first time its signed text is seen.
 */
import type { GroupBoard, GroupCreated } from "#shared/schemas/group";
import type { TeamResultReading } from "#shared/rules/team-result";
import { readKv, writeKv } from "../../../lib/database/kv";
import { withDatabase } from "../../../lib/database/db-loader";
import type { ParkHuntsDb } from "../../../lib/database/db";
import { joinPath } from "#shared/rules/group-play";
import { enqueueWith, newMutation } from "../../../sync/enqueue";
import { leadGroupKey, newerScan, scannedTeam, type LeadGroup } from "./lead-group";

/** A result this group's key checked. */
export type TeamReading = Extract<TeamResultReading, { ok: true }>;

export interface GroupHunt {
  id: number;
  title: string;
  itemCount: number;
}

export function saveNewGroup(created: GroupCreated, hunt: GroupHunt): Promise<void> {
  const lead: LeadGroup = {
    code: created.code,
    huntId: created.hunt_id,
    huntTitle: hunt.title,
    itemCount: hunt.itemCount,
    joinUrl: created.join_url,
    key: created.key,
    board: null,
    boardAt: null,
    scans: {},
    queued: [],
  };
  return writeKv(leadGroupKey(created.code), lead);
}

export const readLeadGroup = (code: string) => readKv<LeadGroup>(leadGroupKey(code));

/**
 * A group this phone did not make, first read from the server (its leader on another phone): the hunt's
 * title as the phone has it, and no key, so it cannot check a scanned result.
 */
async function unknownGroup(db: ParkHuntsDb, board: GroupBoard): Promise<LeadGroup> {
  const hunt = await db.hunts.get(board.hunt_id);
  const total = Math.max(0, ...board.teams.map((team) => team.total));
  return {
    code: board.code,
    huntId: board.hunt_id,
    huntTitle: hunt?.title ?? "",
    itemCount: hunt?.item_count ?? total,
    joinUrl: new URL(joinPath(board.code), location.origin).href,
    key: null,
    board: null,
    boardAt: null,
    scans: {},
    queued: [],
  };
}

/** Keeps the server's latest board of a group. */
export function saveBoard(board: GroupBoard, now = Date.now()): Promise<void> {
  const key = leadGroupKey(board.code);
  return withDatabase((db) =>
    db.transaction("rw", db.kv, db.hunts, async () => {
      const lead = ((await db.kv.get(key))?.value as LeadGroup | undefined) ?? (await unknownGroup(db, board));
      await db.kv.put({ key, value: { ...lead, board, boardAt: now } satisfies LeadGroup });
    }),
  );
}

/** The signature ending a signed text: it differs for every text the key signs. */
const signatureOf = (text: string) => text.slice(text.lastIndexOf("|") + 1);

/**
 * Lays a team's checked result over its row and queues it for the server, once per signed text: false
 * when this phone had already queued it.
 */
export function recordScan(code: string, reading: TeamReading, token: string | null): Promise<boolean> {
  const key = leadGroupKey(code);
  const signature = signatureOf(reading.text);
  const row = newMutation("group.progress", { result: reading.text }, token);
  return enqueueWith(row, async (db) => {
    const lead = (await db.kv.get(key))?.value as LeadGroup | undefined;
    if (!lead || lead.queued.includes(signature)) return false;
    const scan = scannedTeam(reading.result);
    const scans = { ...lead.scans, [scan.id]: newerScan(lead.scans[scan.id], scan) };
    await db.kv.put({ key, value: { ...lead, scans, queued: [...lead.queued, signature] } satisfies LeadGroup });
  });
}
