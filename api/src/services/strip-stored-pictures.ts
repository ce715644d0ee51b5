/**
 * Pictures stored before the server kept only their pixels may still carry a camera's GPS position. This
 * goes through the uploads and the family photos once and writes again (clean-image.ts) each picture
 * that still holds EXIF, XMP or IPTC, under its own name so every link to it keeps working; a picture
 * already bare is only read. The first server process runs it in the background after a start, outside
 * any write transaction but the small ones that record a photo's new size; it is recorded as done only
 * once every file has been seen through (a start cut short, or a store that failed to answer, means the
 * next start goes through them again; a file no decoder can read is left as it is and logged). A photo
 * deleted meanwhile may be written back with no row: the orphan sweep (photo-sweep.ts) removes it.
 */
import { eq } from "drizzle-orm";
import { extname } from "node:path";
import sharp from "sharp";
import { writeTx, type Db } from "../db";
import { codeMigrations, familyPhotos } from "../db/tables";
import { HttpError } from "../errors";
import { cleanImage, type CleanableType } from "./clean-image";
import type { FileStore } from "./file-store";

/** Never renamed: the name records, in code_migrations, that every stored picture has been cleaned. */
export const STRIP_STORED_PICTURES = "strip-stored-picture-metadata";

const TYPE_BY_EXTENSION: Record<string, CleanableType> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

const UNREADABLE = "The picture cannot be decoded";

async function carriesMetadata(bytes: Uint8Array): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta === null) throw new HttpError(415, UNREADABLE);
  return meta.exif !== undefined || meta.xmp !== undefined || meta.iptc !== undefined;
}

interface Pass {
  cleaned: number;
  /** Files to try again at the next start. */
  failed: number;
}

/** Cleans what needs it in one store. */
async function stripStore(db: Db, store: FileStore, photos: boolean, pass: Pass): Promise<void> {
  for (const { name } of await store.list()) {
    const type = TYPE_BY_EXTENSION[extname(name)];
    if (!type) continue;
    try {
      const bytes = await store.read(name);
      if (!bytes || !(await carriesMetadata(bytes))) continue;
      const clean = await cleanImage(bytes, type, UNREADABLE);
      await store.write(name, clean);
      if (photos) await writeTx(db, () => db.update(familyPhotos).set({ size: clean.byteLength }).where(eq(familyPhotos.fileName, name)));
      pass.cleaned += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) pass.failed += 1;
      console.error(`Removing the metadata of the stored picture ${name} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

/** The number of pictures written again (none once it has run to the end). */
export async function stripStoredPictures(db: Db, stores: { uploads: FileStore; photos: FileStore }): Promise<number> {
  const [done] = await db.select().from(codeMigrations).where(eq(codeMigrations.name, STRIP_STORED_PICTURES)).limit(1);
  if (done) return 0;
  const pass: Pass = { cleaned: 0, failed: 0 };
  await stripStore(db, stores.uploads, false, pass);
  await stripStore(db, stores.photos, true, pass);
  if (pass.failed === 0) await writeTx(db, () => db.insert(codeMigrations).values({ name: STRIP_STORED_PICTURES }).onConflictDoNothing());
  return pass.cleaned;
}
