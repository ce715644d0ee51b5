/**
 * "Download for offline": before the trip a parent saves a hunt (items, quiz) in IndexedDB and every
 * image it shows in the HUNT_DOWNLOADS_CACHE, which the service worker serves first and never expires,
 * so the hunt opens complete in a park with no signal. `downloadedAt` is written last, only once the
 * data and all images are saved, so it means "complete", never "half done".
 */
import type { Hunt } from "#shared/schemas/hunt";
import { apiRequest } from "../../lib/api/api-client";
import { HUNT_DOWNLOADS_CACHE } from "../../lib/installed-app/cache-names";
import { db, type StoredHunt } from "../../lib/database/db";

export interface DownloadProgress {
  done: number;
  total: number;
}

export class HuntDownloadError extends Error {
  override name = "HuntDownloadError";
}

// Image links inside item or quiz texts (an uploaded picture, a hosted photo).
const IMAGE_URL = /(?:https?:\/\/|\/)[^\s"'<>()]+\.(?:png|jpe?g|gif|webp|avif|svg)(?:\?[^\s"'<>()]*)?/gi;

/**
 * Every image the hunt shows, absolute, without repeats: the thumbnail, the park's map (the family needs
 * it most where there is no signal) and any image linked in its texts.
 */
export function huntImageUrls(hunt: Pick<StoredHunt, "thumbnail_image" | "items" | "quiz_questions" | "map">): string[] {
  const found = [hunt.thumbnail_image, hunt.map?.image_url ?? "", ...JSON.stringify([hunt.items ?? [], hunt.quiz_questions ?? []]).matchAll(IMAGE_URL)].map((m) =>
    typeof m === "string" ? m : m[0],
  );
  const base = typeof location === "undefined" ? "http://localhost/" : location.href;
  const urls = found.filter((u) => u && u.trim() !== "").map((u) => new URL(u.trim(), base).href);
  return [...new Set(urls)];
}

async function fetchImage(url: string): Promise<Response> {
  // Another site's picture cannot be read without CORS; an opaque copy still displays in <img>.
  const crossOrigin = typeof location !== "undefined" && new URL(url).origin !== location.origin;
  const res = await fetch(url, crossOrigin ? { mode: "no-cors" } : undefined);
  if (res.type !== "opaque" && !res.ok) throw new HuntDownloadError(`Image answered ${res.status}`);
  return res;
}

/**
 * Fetches the hunt and each of its images, reporting progress as steps done out of 1 + images.
 * Throws (leaving any earlier complete download in place) when anything cannot be fetched.
 */
export async function downloadHunt(id: number, onProgress: (progress: DownloadProgress) => void = () => {}): Promise<StoredHunt> {
  // The family's copy is the public read, even on an admin's phone: an admin's read also carries the
  // items' sign words, which a downloaded hunt must not hold.
  const res = await apiRequest<Hunt>("GET", `/hunts/${id}`, { token: null });
  if (!res.success) throw new HuntDownloadError(res.error);
  const hunt = res.data;
  const urls = huntImageUrls(hunt);
  const total = 1 + urls.length;
  let done = 1;
  onProgress({ done, total });
  if (urls.length > 0) {
    if (typeof caches === "undefined") throw new HuntDownloadError("This browser cannot save images for offline use");
    const cache = await caches.open(HUNT_DOWNLOADS_CACHE);
    for (const url of urls) {
      await cache.put(url, await fetchImage(url));
      onProgress({ done: ++done, total });
    }
  }
  const stored: StoredHunt = { ...hunt, downloadedAt: Date.now() };
  await db.hunts.put(stored);
  return stored;
}

/** True when the hunt can be played with no signal: saved complete, with items, quiz and every image. */
export async function isHuntReady(hunt: StoredHunt | undefined): Promise<boolean> {
  if (!hunt?.downloadedAt || !Array.isArray(hunt.items) || !Array.isArray(hunt.quiz_questions)) return false;
  const urls = huntImageUrls(hunt);
  if (urls.length === 0) return true;
  if (typeof caches === "undefined") return false;
  const cache = await caches.open(HUNT_DOWNLOADS_CACHE);
  const hits = await Promise.all(urls.map((url) => cache.match(url)));
  return hits.every((hit) => hit !== undefined);
}
