/**
 * How much room a downloaded hunt takes on the device, for the Ready page: the hunt as IndexedDB holds
 * it (its JSON) and each of its pictures in the HUNT_DOWNLOADS_CACHE. A picture from another site saved
 * without CORS is opaque: the browser will not say its size (and pads it in its own estimate), so it is
 * left out, and the figure is a little low for such a hunt.
 */
import { HUNT_DOWNLOADS_CACHE } from "../../lib/installed-app/cache-names";
import type { StoredHunt } from "../../lib/database/db";
import { huntImageUrls } from "./hunt-download";

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

export async function huntSavedBytes(hunt: StoredHunt): Promise<number> {
  const data = new TextEncoder().encode(JSON.stringify(hunt)).length;
  if (typeof caches === "undefined") return data;
  const cache = await caches.open(HUNT_DOWNLOADS_CACHE);
  const pictures = await Promise.all(
    huntImageUrls(hunt).map(async (url) => {
      const saved = await cache.match(url);
      return saved && saved.type !== "opaque" ? (await saved.clone().blob()).size : 0;
    }),
  );
  return pictures.reduce((sum, bytes) => sum + bytes, data);
}

/** A size as people read it: whole kilobytes under a megabyte ("350 KB"), else megabytes to a tenth ("2.4 MB"). */
export function sizeInUnits(bytes: number): { unit: "KB" | "MB"; value: number } {
  const kilobytes = Math.max(1, Math.round(bytes / BYTES_PER_KB));
  if (kilobytes < BYTES_PER_MB / BYTES_PER_KB) return { unit: "KB", value: kilobytes };
  return { unit: "MB", value: Math.round((bytes / BYTES_PER_MB) * 10) / 10 };
}
