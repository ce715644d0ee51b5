/**
 * Sending the family's photos: each upload goes alone as multipart to POST /api/hunts/{hunt_id}/photos
 * (`file`, `item_id`, `taken_at`) with the row's id as Idempotency-Key, so a photo whose answer was
 * lost is sent again and the server hands back the photo it already stored. Deleting a photo already
 * uploaded is a row too (DELETE /api/users/photos/{id}), so a deletion made with no signal still reaches
 * the server. Only rows with a session go, and only with their own account's (row-account.ts): photos
 * taken signed out wait on the device until sign-in gives them one (outbox-rows.ts). A photo whose
 * account has signed out leaves the device once it is uploaded, so the next family on this phone never
 * sees it. Run by flushOutbox, inside its lock, after the JSON batches; loaded only when there is a
 * photo to send. Outcomes follow the batches': a refusal waits in "Needs attention", a lost connection,
 * 5xx or 408 backs off, a 401 keeps the row waiting for its account to sign in again. Two answers are
 * neither failures nor refusals, and the photo stays on the phone, pending: a 429 waits as long as its
 * Retry-After says, and "photo storage is full" (413) holds the account's uploads until a deletion the
 * server confirms makes room, "Sync now", or PHOTO_ROOM_WAIT_MS.
 */
import { db, type OutboxRow } from "../lib/database/db";

type PhotoOutboxRow = OutboxRow<"hunt.photo" | "hunt.photo.delete">;
import { KV } from "../lib/database/store-keys";
import { photoBlob } from "./photo-bytes";
import { PHOTO_STORAGE_FULL } from "#shared/rules/family-record";
import { reasonOf, type RefusalReason } from "../lib/database/row-types";
import { waitsForRoom } from "./photo-room";
import { isPhoto, postponeAll, waitChange, type FlushOptions, type FlushReport } from "../sync/flush";
import { newMutation, requestFlush } from "../sync/outbox";
import { accountOf, readSession, sameAccount, waitForSignIn, waitsForItsAccount } from "../sync/row-account";

/** How long uploads refused for lack of room wait before they are tried again unasked. */
export const PHOTO_ROOM_WAIT_MS = 60 * 60_000;

export type PhotoOutcome = "done" | "refused" | "retry" | "sign-in" | "wait" | "full";

/**
 * What an answer means for a photo row; `understood` is whether a success answer also made sense, and
 * `reason` is the message the server's refusal names, which tells a full photo storage from another 413.
 */
export function photoOutcome(status: number, understood = true, reason: RefusalReason | null = null): PhotoOutcome {
  if (status === 401) return "sign-in";
  // A 2xx that is not the API's answer (a captive portal's page) confirmed nothing.
  if (status >= 200 && status < 300) return understood ? "done" : "retry";
  if (status === 429) return "wait";
  if (status === 413 && reason?.key === PHOTO_STORAGE_FULL) return "full";
  if (status === 408 || status >= 500 || status < 200) return "retry";
  return "refused";
}

interface Answer {
  outcome: PhotoOutcome;
  detail: string;
  reason?: RefusalReason | null;
  /** The uploaded photo's server id. */
  id?: string;
  /** How long the server asked to wait (Retry-After, in seconds on the wire). */
  waitMs?: number;
}

async function send(url: string, init: RequestInit, options: FlushOptions, upload: boolean): Promise<Answer> {
  const res = await (options.fetch ?? fetch)(url, init);
  const body = (await res.json().catch(() => null)) as { id?: unknown; detail?: unknown; key?: unknown; params?: unknown } | null;
  const id = typeof body?.id === "string" ? body.id : undefined;
  const detail = typeof body?.detail === "string" && body.detail ? body.detail : `Server answered ${res.status}`;
  // A deletion the server cannot find is done all the same: the photo is not there.
  if (!upload && res.status === 404) return { outcome: "done", detail };
  const retryAfter = res.headers.get("retry-after")?.trim() ?? "";
  const waitMs = /^\d+$/.test(retryAfter) ? Number(retryAfter) * 1000 : undefined;
  const reason = reasonOf(body);
  return { outcome: photoOutcome(res.status, !upload || id !== undefined, reason), detail, reason, id, waitMs };
}

/** The server has no room for this account's photos: its uploads all wait (deletions still go). */
async function waitForRoom(row: OutboxRow, detail: string, reason: RefusalReason | null | undefined, now: number): Promise<void> {
  await db.outbox
    .where("[kind+state]")
    .equals(["hunt.photo", "pending"])
    .filter((other) => other.auth === row.auth)
    .modify({ nextAttemptAt: now + PHOTO_ROOM_WAIT_MS, lastError: detail, reason: reason ?? null });
}

/** A deletion the server confirmed made room: uploads waiting for it are due again. */
async function wakeWaitingForRoom(now: number): Promise<void> {
  const woken = await db.outbox.where("[kind+state]").equals(["hunt.photo", "pending"]).filter(waitsForRoom).modify({ nextAttemptAt: now });
  if (woken > 0) requestFlush();
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * A row the server confirmed leaves the outbox; an upload's photo is marked uploaded in the same
 * transaction, or removed from the device when its account is no longer the one signed in. A photo
 * deleted on the device while it was on its way is deleted on the server too, by a new row sent
 * straight after.
 */
async function settle(row: OutboxRow, serverId: string | undefined, now: number): Promise<void> {
  const owner = accountOf(row.auth);
  let orphan = false;
  await db.transaction("rw", db.outbox, db.photos, db.kv, async () => {
    await db.outbox.delete(row.id);
    if (serverId !== undefined) {
      const session = await readSession();
      orphan = (await db.photos.get(row.id)) === undefined;
      if (orphan) await db.outbox.add(newMutation("hunt.photo.delete", { photo_id: serverId }, row.auth, now));
      else if (session === null || !sameAccount(row.auth!, session)) await db.photos.delete(row.id);
      // Filed under the account whose session sent it (a photo taken signed out had none).
      else await db.photos.update(row.id, owner !== null ? { server_id: serverId, user_id: owner } : { server_id: serverId });
    }
    await db.kv.put({ key: KV.lastSyncedAt, value: now });
    await db.kv.delete(KV.signInRequired);
  });
  if (orphan) requestFlush();
}

/** Sends one row and writes what became of it; answers whether the drain may go on to the next. */
async function sendOne(row: PhotoOutboxRow, options: FlushOptions, report: FlushReport, now: () => number): Promise<boolean> {
  const base = options.baseUrl ?? "";
  const auth = `Bearer ${row.auth}`;
  const upload = row.kind === "hunt.photo";
  let answer: Answer;
  try {
    if (upload) {
      const photo = await db.photos.get(row.id);
      const file = photo ? photoBlob(photo) : null;
      // Deleted on the device before it was sent: there is nothing left to send.
      if (!photo || !file) {
        await db.outbox.delete(row.id);
        return true;
      }
      const body = new FormData();
      body.append("file", file, `photo.${EXTENSIONS[file.type] ?? "jpg"}`);
      body.append("item_id", String(photo.item_id));
      body.append("taken_at", photo.taken_at);
      const headers = { authorization: auth, "idempotency-key": row.id };
      answer = await send(`${base}/api/hunts/${photo.hunt_id}/photos`, { method: "POST", headers, body }, options, true);
    } else {
      const id = encodeURIComponent(row.payload.photo_id);
      answer = await send(`${base}/api/users/photos/${id}`, { method: "DELETE", headers: { authorization: auth } }, options, false);
    }
  } catch {
    answer = { outcome: "retry", detail: "No connection" };
  }
  switch (answer.outcome) {
    case "done":
      report.sent++;
      report.applied++;
      await settle(row, upload ? answer.id : undefined, now());
      if (!upload) await wakeWaitingForRoom(now());
      return true;
    case "refused":
      report.sent++;
      report.rejected++;
      await db.outbox.update(row.id, { state: "rejected", detail: answer.detail, lastError: answer.detail, reason: answer.reason ?? null });
      return true;
    case "sign-in":
      report.signInRequired = true;
      await waitForSignIn([row], now());
      return false;
    case "retry":
      report.failed = true;
      await postponeAll([row], answer.detail, now());
      return false;
    case "wait": {
      report.sent++;
      report.waiting++;
      const { key, changes } = waitChange(row, answer.waitMs, answer.detail, now(), answer.reason);
      await db.outbox.update(key, changes);
      // The next upload would be held back the same way.
      return false;
    }
    case "full":
      report.sent++;
      report.waiting++;
      await waitForRoom(row, answer.detail, answer.reason, now());
      return true;
  }
}

/** Whether a photo row may go now: it has a session, its own account's, and is due. */
const mayGo = (row: OutboxRow, session: string | null, now: number) => row.auth !== null && row.nextAttemptAt <= now && !waitsForItsAccount(row, session);

/** The photo rows that may go now, oldest first. */
async function duePhotoRows(now: number, session: string | null): Promise<PhotoOutboxRow[]> {
  const rows = await db.outbox
    .where("[kind+state]")
    .anyOf([
      ["hunt.photo", "pending"],
      ["hunt.photo.delete", "pending"],
    ])
    .toArray();
  return rows.filter(isPhoto).filter((row) => mayGo(row, session, now)).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Sends the due photo rows one at a time, adding what happened to the flush's report; stops at the first failure. */
export async function drainPhotos(options: FlushOptions, report: FlushReport): Promise<void> {
  const now = options.now ?? Date.now;
  const session = await readSession();
  for (const row of await duePhotoRows(now(), session)) {
    // Read again just before sending: deleted, refused, adopted or set to wait since the list was read.
    const current = await db.outbox.get(row.id);
    if (!current || !isPhoto(current) || current.state !== "pending" || !mayGo(current, session, now())) continue;
    if (!(await sendOne(current, options, report, now))) return;
  }
}
