/**
 * How a completion's items were found (GPS at the spot, the sign's word, a tap, or a photo), checked
 * against the hunt and stored with the completion. A phone may have downloaded the hunt before an admin
 * edited it, so what such a phone could honestly send is never refused: a find of an item removed since
 * counts for nothing, and a find by a way the item no longer offers (its place, sign word or photo
 * prompt taken away) is kept as it was made. What no app sends is refused with a 422 naming the item: an
 * item listed twice, a GPS find without its distance or beyond what the app's check-in accepts, and on
 * the Roper hunt, whose clues never change, a find its clues do not offer. Runs inside the caller's
 * transaction.
 */
import { ACCURACY_ALLOWANCE_MAX_M, checkIn, POOR_FIX_M } from "#shared/rules/geo";
import type { FindMethod, HuntFind } from "#shared/schemas/hunt";
import type { Db } from "../../db";
import { huntFinds } from "../../db/tables";
import { HttpError } from "../../errors";
import type { FindableItem, PlayedHunt } from "./played-hunt";

const refuse = (find: HuntFind, why: string) => new HttpError(422, `finds: item ${find.item_id} ${why}`);

/**
 * A GPS find counts only as a check-in the app itself would accept (shared/rules/geo.ts): within the
 * item's radius (the widest it has had) plus the fix's accuracy, that allowance capped; a find that
 * gives no accuracy gets the whole allowance.
 */
function checkGpsFind(find: HuntFind, item: FindableItem): void {
  if (find.distance_m === undefined) throw refuse(find, "is a GPS find without distance_m");
  const accuracyM = find.accuracy_m ?? ACCURACY_ALLOWANCE_MAX_M;
  const result = checkIn({ distanceM: find.distance_m, radiusM: item.widestRadiusM, accuracyM });
  if (result.kind === "poor-fix") throw refuse(find, `was checked in with a fix of ±${accuracyM} m: the app takes none worse than ${POOR_FIX_M} m`);
  if (result.kind === "far") {
    throw refuse(find, `was ${find.distance_m} m away: a GPS find is within its ${item.widestRadiusM} m radius plus at most ${ACCURACY_ALLOWANCE_MAX_M} m for the fix's accuracy`);
  }
}

function checkFixedMethod(find: HuntFind, item: FindableItem): void {
  if (find.method === "gps" && !item.located) throw refuse(find, "has no location to check in at");
  if (find.method === "word" && !item.worded) throw refuse(find, "has no sign word");
  if (find.method === "photo" && !item.pictured) throw refuse(find, "has no photo to take");
}

/** The finds that count, in the order sent: those of items the hunt has, once each, after refusing what no app sends. */
export function countedFinds(hunt: PlayedHunt, finds: readonly HuntFind[]): HuntFind[] {
  const seen = new Set<number>();
  const counted: HuntFind[] = [];
  for (const find of finds) {
    if (seen.has(find.item_id)) throw refuse(find, "is listed more than once");
    seen.add(find.item_id);
    const item = hunt.items.get(find.item_id);
    if (!item) continue;
    if (hunt.fixed) checkFixedMethod(find, item);
    if (find.method === "gps") checkGpsFind(find, item);
    counted.push(find);
  }
  return counted;
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
