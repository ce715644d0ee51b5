/** Test helpers for stored photos (imported only by tests). */
import type { PhotoRow } from "../../lib/database/db";
import { photoBlob } from "../../photos/photo-bytes";

/** The bytes of a blob (a Node Blob in tests), or of the picture a stored photo holds in either form. */
export async function bytesOf(source: Blob | Pick<PhotoRow, "picture" | "blob"> | null | undefined): Promise<Uint8Array> {
  const blob = source && ("arrayBuffer" in source ? source : photoBlob(source));
  if (!blob) throw new Error("no picture");
  return new Uint8Array(await blob.arrayBuffer());
}
