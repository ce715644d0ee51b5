/**
 * The group page keeps the QR reader's WebAssembly for scanning with no signal: this version's file in
 * the scanner's cache, an earlier version's dropped, and nothing at all where the browser reads QR codes
 * itself.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SCANNER_CACHE } from "../../../../lib/installed-app/cache-names";
import { keepScannerOffline, SCANNER_WASM_URL } from "./scanner-wasm";

const ORIGIN = "https://parkhunts.example";
const OLD_VERSION = `${ORIGIN}/assets/zxing_reader-0ld.wasm`;

/** Cache Storage holding `urls` in the scanner's cache; `fetched` lists what it went to the network for. */
function cachesHolding(urls: string[]) {
  const kept = new Map(urls.map((url) => [url, new Response("old")]));
  const fetched: string[] = [];
  const cache = {
    keys: async () => [...kept.keys()].map((url) => ({ url })),
    match: async (url: string) => kept.get(url),
    delete: async ({ url }: { url: string }) => kept.delete(url),
    add: async (url: string) => void (fetched.push(url), kept.set(url, new Response("wasm"))),
  };
  vi.stubGlobal("caches", { open: async (name: string) => (name === SCANNER_CACHE ? cache : null) });
  return { kept, fetched };
}

const current = () => new URL(SCANNER_WASM_URL, ORIGIN).href;

beforeEach(() => vi.stubGlobal("location", new URL(`${ORIGIN}/group/K7M2QX`)));
afterEach(() => vi.unstubAllGlobals());

describe("keeping the QR reader for no signal", () => {
  it("fetches this version's file once and drops an earlier version's", async () => {
    const { kept, fetched } = cachesHolding([OLD_VERSION]);
    await keepScannerOffline();
    await keepScannerOffline();
    expect([...kept.keys()]).toEqual([current()]);
    expect(fetched).toEqual([current()]);
    expect(SCANNER_WASM_URL).toMatch(/zxing_reader.*\.wasm$/);
  });

  it("keeps nothing where the browser reads QR codes itself", async () => {
    vi.stubGlobal("BarcodeDetector", class {
      static getSupportedFormats = async () => ["qr_code"];
    });
    const { kept, fetched } = cachesHolding([]);
    await keepScannerOffline();
    expect(kept.size).toBe(0);
    expect(fetched).toEqual([]);
  });
});
