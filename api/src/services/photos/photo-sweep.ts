/**
 * Removes photo files no row refers to. Deleting a hunt or an account removes its photos' rows by
 * foreign-key cascade, inside SQL, where no file can be touched; their files (and, on disk, the temp
 * file of a write cut short by a crash) are left for this sweep, which the server runs at start and then
 * daily. A file younger than the grace period may be an upload whose row another process has not
 * committed yet.
 */
import type { Db } from "../../db";
import { familyPhotos } from "../../db/tables";
import type { FileStore } from "../files/file-store";

export const PHOTO_SWEEP_GRACE_MS = 60 * 60 * 1000;
export const PHOTO_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** The number of files removed. */
export async function sweepOrphanPhotos(db: Db, photos: FileStore, now: Date, graceMs = PHOTO_SWEEP_GRACE_MS): Promise<number> {
  // The files are listed before the rows are read, so a row committed in between still keeps its file.
  const files = await photos.list();
  const kept = new Set((await db.select({ fileName: familyPhotos.fileName }).from(familyPhotos)).map((row) => row.fileName));
  let removed = 0;
  for (const { name, modifiedMs } of files) {
    if (kept.has(name) || now.getTime() - modifiedMs < graceMs) continue;
    await photos.remove(name).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  return removed;
}
