// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HUNT_DOWNLOADS_CACHE } from "../../lib/installed-app/cache-names";
import { db } from "../../lib/database/db";
import { downloadHunt, huntImageUrls, isHuntReady } from "./hunt-download";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../testing/hunts/screens";

const image = () => new Response("img", { status: 200, headers: { "content-type": "image/jpeg" } });

beforeEach(resetDevice);
afterEach(() => vi.unstubAllGlobals());

describe("downloadHunt", () => {
  it("stores the hunt with downloadedAt, caches every image and reports progress step by step", async () => {
    const hunt = sampleHunt({
      items: [{ ...sampleHunt().items[0]!, educational_fact: "See the map at /uploads/map.png before you go." }],
    });
    stubFetch(
      (url) => (url.pathname === "/api/hunts/1" ? Response.json(hunt) : undefined),
      (url) => (url.pathname.startsWith("/uploads/") ? image() : undefined),
    );
    const stores = stubCaches();
    const progress = vi.fn();

    const stored = await downloadHunt(1, progress);

    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
    const saved = await db.hunts.get(1);
    expect(saved?.downloadedAt).toBe(stored.downloadedAt);
    expect(saved?.items).toHaveLength(1);
    expect([...stores.get(HUNT_DOWNLOADS_CACHE)!.keys()]).toEqual(["http://localhost:3000/uploads/zion.jpg", "http://localhost:3000/uploads/map.png"]);
    expect(await isHuntReady(saved)).toBe(true);
  });

  it("fails offline without marking the hunt downloaded", async () => {
    stubFetch();
    stubCaches();
    await expect(downloadHunt(1)).rejects.toThrow();
    expect(await db.hunts.get(1)).toBeUndefined();
  });

  it("is not ready when an image is missing from the cache, or the hunt was never downloaded", async () => {
    stubCaches();
    const hunt = sampleHunt();
    expect(await isHuntReady({ ...hunt })).toBe(false);
    expect(await isHuntReady({ ...hunt, downloadedAt: Date.now() })).toBe(false);
    expect(await isHuntReady({ ...hunt, thumbnail_image: "", downloadedAt: Date.now() })).toBe(true);
    const { items: _items, ...summary } = hunt;
    expect(await isHuntReady({ ...summary, thumbnail_image: "", downloadedAt: Date.now() })).toBe(false);
  });

  it("saves the park's map with the hunt, and is not ready without it", async () => {
    const map = { image_url: "/images/maps/zion-canyon.webp", width: 1000, height: 2067, credit: "Park Hunts", points: [], rms_m: null };
    const hunt = sampleHunt({ map });
    stubFetch(
      (url) => (url.pathname === "/api/hunts/1" ? Response.json(hunt) : undefined),
      (url) => (url.pathname.startsWith("/uploads/") || url.pathname.startsWith("/images/") ? image() : undefined),
    );
    const stores = stubCaches();
    const stored = await downloadHunt(1);
    expect([...stores.get(HUNT_DOWNLOADS_CACHE)!.keys()]).toContain("http://localhost:3000/images/maps/zion-canyon.webp");
    expect(await isHuntReady(stored)).toBe(true);
    await stores.get(HUNT_DOWNLOADS_CACHE)!.delete("http://localhost:3000/images/maps/zion-canyon.webp");
    expect(await isHuntReady(stored)).toBe(false);
  });

  it("collects each image once, absolute", () => {
    const urls = huntImageUrls(sampleHunt({ thumbnail_image: "https://img.example.com/a.webp?w=400" }));
    expect(urls).toEqual(["https://img.example.com/a.webp?w=400"]);
  });
});
