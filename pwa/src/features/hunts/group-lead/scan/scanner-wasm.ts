/**
 * The QR reader's WebAssembly (zxing-wasm, about 1 MB): a file of the app's own build, served by its
 * own server (never a CDN), so a leader in a park scans with no signal. It is needed only where the
 * browser has no QR reader of its own, and only by the group page, so it is neither precached with the
 * app (every device would carry it) nor loaded by any other page: the group page puts it in its own
 * cache on opening, which the service worker answers from (sw/runtime-caching.ts).
 */
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";
import { SCANNER_CACHE } from "../../../../lib/installed-app/cache-names";
import { nativeQrDetector } from "./native-qr-detector";

export const SCANNER_WASM_URL = wasmUrl;

/** Keeps this version's reader in the scanner's cache, and drops an earlier version's (its name changes with it). */
export async function keepScannerOffline(): Promise<void> {
  if (typeof caches === "undefined" || (await nativeQrDetector())) return;
  const cache = await caches.open(SCANNER_CACHE);
  const url = new URL(SCANNER_WASM_URL, location.href).href;
  for (const request of await cache.keys()) if (request.url !== url) await cache.delete(request);
  if (!(await cache.match(url))) await cache.add(url);
}
