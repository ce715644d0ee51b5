/**
 * Pictures stored before the server kept only their pixels may still carry a camera's GPS position. This
 * goes through the uploads and the family photos once and writes again (./clean-image.ts) each picture
 * that still holds EXIF, XMP or IPTC, under its own name so every link to it keeps working; a picture
 * already bare is only read. It may take long, so it runs once the server serves, outside any write
 * transaction but the small ones that record a photo's new size. It reports everything seen, which
 * records it, only once every file has been seen through: a start cut short, or a store that failed to
 * answer, means the next start goes through them again; a file no decoder can read is left as it is and
 * logged. A photo deleted meanwhile may be written back with no row: the orphan sweep removes it.
 */
import { sql } from "drizzle-orm";
import { extname } from "node:path";
import sharp from "sharp";
import type { MigrationTarget } from "../../../db/engine";
import { cleanImage, UnusablePicture, type CleanableType } from "./clean-image";

/** A file store as this migration uses one. */
interface Store {
  list(): Promise<{ name: string }[]>;
  read(name: string): Promise<Uint8Array | null>;
  write(name: string, bytes: Uint8Array): Promise<void>;
}

const TYPE_BY_EXTENSION: Record<string, CleanableType> = {
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

async function carriesMetadata(bytes: Uint8Array): Promise<boolean> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (meta === null) throw new UnusablePicture("The picture cannot be decoded");
  return meta.exif !== undefined || meta.xmp !== undefined || meta.iptc !== undefined;
}

/** Cleans what needs it in one store; the number of files to try again at the next start. */
async function stripStore(target: MigrationTarget, store: Store, photos: boolean): Promise<number> {
  let failed = 0;
  for (const { name } of await store.list()) {
    const type = TYPE_BY_EXTENSION[extname(name)];
    if (!type) continue;
    try {
      const bytes = await store.read(name);
      if (!bytes || !(await carriesMetadata(bytes))) continue;
      const clean = await cleanImage(bytes, type);
      await store.write(name, clean);
      if (photos) await target.write((tx) => tx.run(sql`UPDATE family_photos SET size = ${clean.byteLength} WHERE file_name = ${name}`));
    } catch (error) {
      if (!(error instanceof UnusablePicture)) failed += 1;
      console.error(`Removing the metadata of the stored picture ${name} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return failed;
}

async function run(target: MigrationTarget, files: { uploads: Store; photos: Store }): Promise<boolean> {
  const failed = (await stripStore(target, files.uploads, false)) + (await stripStore(target, files.photos, true));
  return failed === 0;
}

export const stripStoredPictureMetadata = { kind: "serving", name: "strip-stored-picture-metadata", run } as const;
