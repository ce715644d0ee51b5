// @chunk core
/**
 * Whether the server has room for the family's photos. It refuses an upload once the family's photo
 * storage is full, and the upload then waits on this phone, still pending, until a deletion makes room.
 * Apart from photo-store.ts because the header reads it on every page (and photo-store.ts needs the
 * database's code).
 */
import { PHOTO_STORAGE_FULL } from "#shared/rules/family-record";
import type { OutboxRow } from "../lib/database/db";

/** Whether an upload waits because the account's photo storage is full (the server's refusal says so). */
export function waitsForRoom(row: Pick<OutboxRow, "kind" | "state" | "reason">): boolean {
  return row.kind === "hunt.photo" && row.state === "pending" && row.reason?.key === PHOTO_STORAGE_FULL;
}
