/**
 * Removes photo files no row refers to. Deleting a hunt or an account removes its photos' rows by
 * foreign-key cascade, inside SQL, where no file can be touched; their files (and the temp file of a
 * write cut short by a crash) are left for this sweep, which the server runs at start and then daily.
 * A file younger than the grace period may be an upload whose row another process has not committed yet.
 */
import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../db/client";
import { familyPhotos } from "../db/tables";

export const PHOTO_SWEEP_GRACE_MS = 60 * 60 * 1000;
export const PHOTO_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;

/** The number of files removed. */
export async function sweepOrphanPhotos(db: Db, photosDir: string, now: Date, graceMs = PHOTO_SWEEP_GRACE_MS): Promise<number> {
  const names = await readdir(photosDir).catch(() => [] as string[]);
  const kept = new Set((await db.select({ fileName: familyPhotos.fileName }).from(familyPhotos)).map((row) => row.fileName));
  let removed = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const path = join(photosDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < graceMs) continue;
    await unlink(path).then(
      () => (removed += 1),
      () => undefined,
    );
  }
  return removed;
}
