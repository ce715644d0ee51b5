/**
 * Sending the family's photos: each upload goes alone as multipart to POST /api/hunts/{hunt_id}/photos
 * (`file`, `item_id`, `taken_at`) with the row's id as Idempotency-Key, so a photo whose answer was
 * lost is sent again and the server hands back the photo it already stored. Deleting a photo already
 * uploaded is a row too (DELETE /api/users/photos/{id}), so a deletion made with no signal still reaches
 * the server. Only rows with a session go: photos taken signed out wait on the device until sign-in
 * gives them one (outbox-rows.ts). Run by flushOutbox, inside its lock, after the JSON batches; loaded
 * only when there is a photo to send. Outcomes follow the batches': a refusal waits in "Needs
 * attention", a lost connection, 5xx, 408 or 429 backs off, a 401 keeps the row and asks for sign-in.
 */
import { db, type OutboxRow } from "../lib/db";
import { KV } from "../lib/kv";
import { photoBlob } from "../lib/photo-bytes";
import { postponeAll, type FlushOptions, type FlushReport } from "./flush";
import { newMutation, requestFlush, SIGN_IN_AGAIN } from "./outbox";
import { claimsOf } from "./outbox-rows";

export type PhotoOutcome = "done" | "refused" | "retry" | "sign-in";

/** What an answer means for a photo row; `understood` is whether a success answer also made sense. */
export function photoOutcome(status: number, understood = true): PhotoOutcome {
  if (status === 401) return "sign-in";
  // A 2xx that is not the API's answer (a captive portal's page) confirmed nothing.
  if (status >= 200 && status < 300) return understood ? "done" : "retry";
  if (status === 408 || status === 429 || status >= 500 || status < 200) return "retry";
  return "refused";
}

interface Answer {
  outcome: PhotoOutcome;
  detail: string;
  /** The uploaded photo's server id. */
  id?: string;
}

async function send(url: string, init: RequestInit, options: FlushOptions, upload: boolean): Promise<Answer> {
  const res = await (options.fetch ?? fetch)(url, init);
  const body = (await res.json().catch(() => null)) as { id?: unknown; detail?: unknown } | null;
  const id = typeof body?.id === "string" ? body.id : undefined;
  const detail = typeof body?.detail === "string" && body.detail ? body.detail : `Server answered ${res.status}`;
  // A deletion the server cannot find is done all the same: the photo is not there.
  if (!upload && res.status === 404) return { outcome: "done", detail };
  return { outcome: photoOutcome(res.status, !upload || id !== undefined), detail, id };
}

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * A row the server confirmed leaves the outbox; an upload's photo is marked uploaded in the same
 * transaction. A photo deleted on the device while it was on its way is deleted on the server too, by a
 * new row sent straight after.
 */
async function settle(row: OutboxRow, serverId: string | undefined, now: number): Promise<void> {
  const sub = claimsOf(row.auth ?? "").sub;
  let orphan = false;
  await db.transaction("rw", db.outbox, db.photos, db.kv, async () => {
    await db.outbox.delete(row.id);
    if (serverId !== undefined) {
      // Filed under the account whose session sent it (a photo taken signed out had none).
      const changes = typeof sub === "number" ? { server_id: serverId, user_id: sub } : { server_id: serverId };
      orphan = (await db.photos.update(row.id, changes)) === 0;
      if (orphan) await db.outbox.add(newMutation("hunt.photo.delete", { photo_id: serverId }, row.auth, now));
    }
    await db.kv.put({ key: KV.lastSyncedAt, value: now });
    await db.kv.delete(KV.signInRequired);
  });
  if (orphan) requestFlush();
}

/** Sends one row and writes what became of it; answers whether the drain may go on to the next. */
async function sendOne(row: OutboxRow, options: FlushOptions, report: FlushReport, now: () => number): Promise<boolean> {
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
      const id = encodeURIComponent((row.payload as { photo_id: string }).photo_id);
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
      return true;
    case "refused":
      report.sent++;
      report.rejected++;
      await db.outbox.update(row.id, { state: "rejected", detail: answer.detail, lastError: answer.detail });
      return true;
    case "sign-in":
      report.signInRequired = true;
      await db.kv.put({ key: KV.signInRequired, value: true });
      await postponeAll([row], SIGN_IN_AGAIN, now());
      return false;
    case "retry":
      report.failed = true;
      await postponeAll([row], answer.detail, now());
      return false;
  }
}

/** The photo rows due now that have a session, oldest first. */
async function duePhotoRows(now: number): Promise<OutboxRow[]> {
  const rows = await db.outbox
    .where("[kind+state]")
    .anyOf([
      ["hunt.photo", "pending"],
      ["hunt.photo.delete", "pending"],
    ])
    .toArray();
  return rows.filter((row) => row.auth !== null && row.nextAttemptAt <= now).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Sends the due photo rows one at a time, adding what happened to the flush's report; stops at the first failure. */
export async function drainPhotos(options: FlushOptions, report: FlushReport): Promise<void> {
  const now = options.now ?? Date.now;
  for (const row of await duePhotoRows(now())) {
    // Read again just before sending: deleted, refused or adopted since the list was read.
    const current = await db.outbox.get(row.id);
    if (!current || current.state !== "pending" || current.auth === null) continue;
    if (!(await sendOne(current, options, report, now))) return;
  }
}
