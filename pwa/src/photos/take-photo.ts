/**
 * Taking an item's photo, loaded the first time a family picks one (photo-find.tsx): the camera's file
 * is decoded upright, scaled and re-encoded on the device (photo-encode.ts: no EXIF, so no GPS
 * position), in the photo worker where the engine allows (photo-encoder.ts), then kept with its upload
 * queued, under the session if there is one.
 */
import type { PhotoRow } from "../lib/database/db";
import { browserCodec } from "./photo-encode";
import { createPhotoEncoder } from "./photo-encoder";
import { useAuth } from "../stores/auth";
import { storePhoto } from "./photo-outbox";

const photoEncoder = createPhotoEncoder({
  scope: globalThis,
  startWorker: () => new Worker(new URL("./photo-worker.ts", import.meta.url), { type: "module", name: "photo" }),
  mainThreadCodec: browserCodec,
});

export async function takePhoto(file: Blob, huntId: number, itemId: number): Promise<PhotoRow> {
  const { blob } = await photoEncoder.encode(file);
  const { token, user } = useAuth.getState();
  return storePhoto({ huntId, itemId, blob, auth: token, userId: user?.id ?? null });
}
