// @chunk core
/**
 * Whether the server has room for the family's photos. It refuses an upload once the family's photo
 * storage is full, and the upload then waits on this phone, still pending, until a deletion makes room.
 * Apart from photo-store.ts because the header reads it on every page (and photo-store.ts needs the
 * database's code).
 */
import { PHOTO_STORAGE_FULL } from "#shared/rules/core-messages";
import type { OutboxRow } from "../lib/database/db";

/** What the family sees of a photo the server has no room for: it waits on this phone until there is. */
export const PHOTO_STORAGE_FULL_NOTE = PHOTO_STORAGE_FULL;

/** Whether an upload waits because the account's photo storage is full (the server's refusal says so). */
export function waitsForRoom(row: Pick<OutboxRow, "kind" | "state" | "lastError">): boolean {
  return row.kind === "hunt.photo" && row.state === "pending" && (row.lastError?.startsWith(PHOTO_STORAGE_FULL) ?? false);
}
