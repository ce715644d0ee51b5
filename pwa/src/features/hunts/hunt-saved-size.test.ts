// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HUNT_DOWNLOADS_CACHE } from "../../lib/installed-app/cache-names";
import { zionMap } from "../../testing/hunts/park-map";
import { sampleHunt, stubCaches } from "../../testing/hunts/screens";
import { huntSavedBytes, sizeInUnits } from "./hunt-saved-size";

const KB = 1024;
const picture = (bytes: number) => new Response(new Uint8Array(bytes), { headers: { "content-type": "image/webp" } });
const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

afterEach(() => vi.unstubAllGlobals());

describe("the room a saved hunt takes", () => {
  it("counts the hunt's data and every picture it saved, the map's among them, and can count them again", async () => {
    const hunt = { ...sampleHunt({ map: zionMap() }), downloadedAt: 1 };
    const cache = stubCaches();
    const saved = await caches.open(HUNT_DOWNLOADS_CACHE);
    await saved.put("http://localhost:3000/uploads/zion.jpg", picture(300 * KB));
    await saved.put("http://localhost:3000/images/maps/zion-canyon.webp", picture(80 * KB));
    expect(cache.get(HUNT_DOWNLOADS_CACHE)?.size).toBe(2);
    expect(await huntSavedBytes(hunt)).toBe(jsonBytes(hunt) + 380 * KB);
    expect(await huntSavedBytes(hunt)).toBe(jsonBytes(hunt) + 380 * KB);
  });

  it("leaves out a picture it cannot measure (another site's, saved opaque) or that is not saved", async () => {
    const hunt = { ...sampleHunt({ thumbnail_image: "https://img.example.com/zion.jpg" }), downloadedAt: 1 };
    stubCaches();
    const opaque = Object.defineProperty(picture(500 * KB), "type", { value: "opaque" });
    await (await caches.open(HUNT_DOWNLOADS_CACHE)).put("https://img.example.com/zion.jpg", opaque);
    expect(await huntSavedBytes(hunt)).toBe(jsonBytes(hunt));
    vi.stubGlobal("caches", undefined);
    expect(await huntSavedBytes(hunt)).toBe(jsonBytes(hunt));
  });

  it("is written in whole kilobytes under a megabyte, else in megabytes to a tenth", () => {
    expect(sizeInUnits(350 * KB)).toEqual({ unit: "KB", value: 350 });
    expect(sizeInUnits(100)).toEqual({ unit: "KB", value: 1 });
    expect(sizeInUnits(1023.8 * KB)).toEqual({ unit: "MB", value: 1 });
    expect(sizeInUnits(2.44 * 1024 * KB)).toEqual({ unit: "MB", value: 2.4 });
  });
});
