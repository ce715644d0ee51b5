/**
 * Whether a photo waits for room on the server: the sync status reads it on every page, so it lives
 * apart from the photo reads (which need the database's code).
 */
import { PHOTO_STORAGE_FULL } from "#shared/rules/core-messages";
import type { OutboxRow } from "./db";

/** What the family sees of a photo the server has no room for: it waits on this phone until there is. */
export const PHOTO_STORAGE_FULL_NOTE = PHOTO_STORAGE_FULL;

/** Whether an upload waits because the account's photo storage is full (the server's refusal says so). */
export function waitsForRoom(row: Pick<OutboxRow, "kind" | "state" | "lastError">): boolean {
  return row.kind === "hunt.photo" && row.state === "pending" && (row.lastError?.startsWith(PHOTO_STORAGE_FULL) ?? false);
}
