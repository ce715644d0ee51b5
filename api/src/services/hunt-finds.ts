/**
 * How a completion's items were found (GPS at the spot, the sign's word, a tap, or a photo), checked
 * against the hunt and stored with the completion. A find must name an item of this hunt, once; a GPS
 * find needs an item with a location, a word find an item with a sign word and a photo find an item with
 * a photo prompt. Runs inside the caller's transaction.
 */
import { count, eq } from "drizzle-orm";
import { ROPER_CLUES } from "#shared/roper-hunt";
import { ROPER_HUNT_ID, type FindMethod, type HuntFind } from "#shared/schemas/hunt";
import type { Db } from "../db/client";
import { huntFinds, huntItems } from "../db/tables";
import { HttpError } from "../errors";

interface Findable {
  located: boolean;
  worded: boolean;
  pictured: boolean;
}

async function findableItems(db: Db, huntId: number | typeof ROPER_HUNT_ID): Promise<Map<number, Findable>> {
  // The Roper clues are fixed content with neither a location nor a sign word: found by a tap.
  if (huntId === ROPER_HUNT_ID) return new Map(ROPER_CLUES.map((clue) => [clue.id, { located: false, worded: false, pictured: false }]));
  const rows = await db
    .select({ id: huntItems.id, lat: huntItems.lat, hash: huntItems.checkWordHash, prompt: huntItems.photoPrompt })
    .from(huntItems)
    .where(eq(huntItems.huntId, huntId));
  return new Map(rows.map((row) => [row.id, { located: row.lat !== null, worded: row.hash !== "", pictured: row.prompt !== "" }]));
}

/** Refuses finds that do not fit the hunt with a 422 naming the item. */
export async function checkFinds(db: Db, huntId: number | typeof ROPER_HUNT_ID, finds: readonly HuntFind[]): Promise<void> {
  if (finds.length === 0) return;
  const items = await findableItems(db, huntId);
  const seen = new Set<number>();
  for (const find of finds) {
    const item = items.get(find.item_id);
    if (!item) throw new HttpError(422, `finds: item ${find.item_id} is not an item of this hunt`);
    if (seen.has(find.item_id)) throw new HttpError(422, `finds: item ${find.item_id} is listed more than once`);
    seen.add(find.item_id);
    if (find.method === "gps" && !item.located) throw new HttpError(422, `finds: item ${find.item_id} has no location to check in at`);
    if (find.method === "word" && !item.worded) throw new HttpError(422, `finds: item ${find.item_id} has no sign word`);
    if (find.method === "photo" && !item.pictured) throw new HttpError(422, `finds: item ${find.item_id} has no photo to take`);
  }
}

export async function storeFinds(db: Db, completionId: number, huntKey: string, finds: readonly HuntFind[]): Promise<void> {
  if (finds.length === 0) return;
  await db.insert(huntFinds).values(
    finds.map((find) => ({
      completionId,
      huntKey,
      itemId: find.item_id,
      method: find.method,
      foundAt: new Date(find.at).toISOString(),
      distanceM: find.method === "gps" ? (find.distance_m ?? null) : null,
      accuracyM: find.method === "gps" ? (find.accuracy_m ?? null) : null,
    })),
  );
}

export type FindsByMethod = Record<FindMethod, number>;

export const noFinds = (): FindsByMethod => ({ gps: 0, word: 0, tap: 0, photo: 0 });

/** Finds per hunt and method, for the admin's hunt analytics. */
export async function findsByMethod(db: Db): Promise<Map<string, FindsByMethod>> {
  const rows = await db
    .select({ huntKey: huntFinds.huntKey, method: huntFinds.method, n: count() })
    .from(huntFinds)
    .groupBy(huntFinds.huntKey, huntFinds.method);
  const byHunt = new Map<string, FindsByMethod>();
  for (const row of rows) {
    const counts = byHunt.get(row.huntKey) ?? noFinds();
    counts[row.method] = Number(row.n);
    byHunt.set(row.huntKey, counts);
  }
  return byHunt;
}
