/**
 * Taking an item's photo, loaded the first time a family picks one (photo-find.tsx): the camera's file
 * is decoded upright, scaled and re-encoded on the device (photo-encode.ts: no EXIF, so no GPS
 * position), then kept with its upload queued, under the session if there is one.
 */
import type { PhotoRow } from "../../../lib/db";
import { browserCodec, reencodePhoto, type DecodedPhoto, type PhotoCodec } from "./photo-encode";
import { useAuth } from "../../../stores/auth";
import { storePhoto } from "../../../sync/photo-outbox";

export async function takePhoto(file: Blob, huntId: number, itemId: number, codec: PhotoCodec<DecodedPhoto> = browserCodec): Promise<PhotoRow> {
  const { blob } = await reencodePhoto(file, codec);
  const { token, user } = useAuth.getState();
  return storePhoto({ huntId, itemId, blob, auth: token, userId: user?.id ?? null });
}
