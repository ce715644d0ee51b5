/**
 * A hunt's park map (table hunt_maps): the picture an admin placed under the hunt and the control points
 * fitting it to the ground. Points are checked and fitted by the same rule the editor and the family's
 * map use (shared/rules/georeference.ts), so the RMS kept is the one they would work out. A new picture
 * clears the points, which were placed on the old one.
 */
import { eq, sql } from "drizzle-orm";
import { fitGeoreference, type ControlPoint } from "#shared/rules/georeference";
import type { MapPointsResult, ParkMap, ParkMapPicture } from "#shared/schemas/park-map";
import type { Db } from "../../db";
import { huntMaps, hunts } from "../../db/tables";
import { HttpError, notFound } from "../../errors";

type MapRow = typeof huntMaps.$inferSelect;

// Names the outer row explicitly, as the catalog's other correlated subqueries do (hunts.ts).
const outerHuntId = sql.raw(`"hunts"."id"`);

/**
 * Whether the catalog's row has a map: one look-up by the map table's key. A count, not `exists`, which
 * PostgreSQL may answer by hashing the whole table first.
 */
export const hasMapColumn = sql<boolean>`((select count(*) from hunt_maps where hunt_maps.hunt_id = ${outerHuntId}) > 0)`.mapWith(Boolean);

export function huntMapQuery(db: Db, huntId: number) {
  return db.select().from(huntMaps).where(eq(huntMaps.huntId, huntId));
}

function toParkMap(row: MapRow): ParkMap {
  return { image_url: row.imageUrl, width: row.width, height: row.height, credit: row.credit, points: row.points, rms_m: row.rmsM };
}

export async function findHuntMap(db: Db, huntId: number): Promise<ParkMap | null> {
  const [row] = await huntMapQuery(db, huntId);
  return row ? toParkMap(row) : null;
}

const noMap = () => notFound("Park map");

/** The address of the hunt's map picture, or null: what to remove once the map or the hunt is gone. */
export async function mapImageOf(db: Db, huntId: number): Promise<string | null> {
  const [row] = await db.select({ imageUrl: huntMaps.imageUrl }).from(huntMaps).where(eq(huntMaps.huntId, huntId));
  return row?.imageUrl ?? null;
}

/** Places `picture` under the hunt with no points; answers the address of the picture it replaced, or null. */
export async function saveMapPicture(db: Db, huntId: number, picture: ParkMapPicture): Promise<string | null> {
  const [hunt] = await db.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, huntId));
  if (!hunt) throw notFound("Hunt");
  const replaced = await mapImageOf(db, huntId);
  const values = { imageUrl: picture.image_url, width: picture.width, height: picture.height, credit: picture.credit, points: [], rmsM: null };
  await db
    .insert(huntMaps)
    .values({ huntId, ...values })
    .onConflictDoUpdate({ target: huntMaps.huntId, set: values });
  return replaced;
}

/** Changes the credit under the hunt's map, keeping its picture and points; answers the picture as it now is. */
export async function saveMapCredit(db: Db, huntId: number, credit: string): Promise<ParkMapPicture> {
  const [row] = await db.update(huntMaps).set({ credit }).where(eq(huntMaps.huntId, huntId)).returning();
  if (!row) throw noMap();
  return { image_url: row.imageUrl, width: row.width, height: row.height, credit: row.credit };
}

/** Fits the map to `points` and keeps them, or refuses them (422) with why no map can be fitted. */
export async function saveMapPoints(db: Db, huntId: number, points: ControlPoint[]): Promise<MapPointsResult> {
  const [row] = await huntMapQuery(db, huntId);
  if (!row) throw noMap();
  const fit = fitGeoreference(points, { width: row.width, height: row.height });
  if (!fit.ok) throw new HttpError(422, fit.message);
  await db.update(huntMaps).set({ points, rmsM: fit.rmsM }).where(eq(huntMaps.huntId, huntId));
  return { points, rms_m: fit.rmsM, residuals_m: fit.residualsM };
}

/** Removes the hunt's map; answers the address of its picture. */
export async function deleteHuntMap(db: Db, huntId: number): Promise<string> {
  const [removed] = await db.delete(huntMaps).where(eq(huntMaps.huntId, huntId)).returning({ imageUrl: huntMaps.imageUrl });
  if (!removed) throw noMap();
  return removed.imageUrl;
}
