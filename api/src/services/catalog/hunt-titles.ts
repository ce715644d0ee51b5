/**
 * The titles of the hunts that completions name. A completion keeps its hunt as `hunt_key` (the id as
 * text, or "roper"), which no index of `hunts` can be searched by; so a list reads its page of
 * completions first, through its own index, then the few hunts they name here by primary key.
 */
import { inArray } from "drizzle-orm";
import { isRoperHunt } from "#shared/rules/hunt-key";
import type { Db } from "../../db";
import { hunts } from "../../db/tables";
import { completedHuntTitle } from "./roper-hunt";

/** The hunts of `ids`, by primary key. */
export const huntTitlesQuery = (db: Db, ids: number[]) => db.select({ id: hunts.id, title: hunts.title }).from(hunts).where(inArray(hunts.id, ids));

/** Each key's title: the Roper hunt's in English, a hunt's own, or null for a hunt deleted since (or a key naming none). */
export async function huntTitlesByKey(db: Db, keys: readonly string[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(keys.filter((key) => !isRoperHunt(key)).map(Number).filter(Number.isSafeInteger))];
  const rows = ids.length === 0 ? [] : await huntTitlesQuery(db, ids);
  const found = new Map(rows.map((row) => [String(row.id), row.title]));
  return new Map(keys.map((key) => [key, completedHuntTitle(key, found.get(key) ?? null)]));
}
