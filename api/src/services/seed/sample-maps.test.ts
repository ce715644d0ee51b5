/**
 * The sample hunts' park maps: each hunt with places has one, its picture is one the app ships at the
 * size its file states, its points fit it to within a few metres, and every place a hunt names falls on
 * its map where the family would look for it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fitGeoreference, toPixel } from "#shared/rules/georeference";
import { SEED_HUNT_MAPS, SEED_HUNTS } from "./sample-content";

/** What an admin's careful clicks on a brochure map come to. */
const SAMPLE_RMS_MAX_M = 5;
/** A place drawn this near the edge would be half off the screen the family reads it on. */
const EDGE_MARGIN_PX = 40;

const placed = SEED_HUNTS.filter((hunt) => hunt.items.some((item) => item.lat !== null));

describe("the sample hunts' park maps", () => {
  it("come with every hunt that has places, credited to Park Hunts", () => {
    expect(placed.length).toBe(SEED_HUNTS.length);
    expect(Object.keys(SEED_HUNT_MAPS).sort()).toEqual(placed.map((hunt) => hunt.title).sort());
    for (const map of Object.values(SEED_HUNT_MAPS)) expect(map.credit).toBe("Park Hunts");
  });

  it.each(Object.entries(SEED_HUNT_MAPS))("%s: is a picture the app ships, drawn from its source, at the size its file states", async (_, map) => {
    const file = fileURLToPath(new URL(`../../../../pwa/public${map.image_url}`, import.meta.url));
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", map.width, map.height]);
    // Drawn from a source the team edits, as every sample picture is (scripts/make-images.ts).
    const source = map.image_url.replace(/^\/images\/(.*)\.webp$/, "../../../../pwa/image-sources/$1.svg");
    expect(existsSync(fileURLToPath(new URL(source, import.meta.url))), source).toBe(true);
  });

  it.each(placed.map((hunt) => [hunt.title, hunt] as const))("%s: fits its points within a few metres and shows every place on the map", (title, hunt) => {
    const map = SEED_HUNT_MAPS[title]!;
    const fit = fitGeoreference(map.points, map);
    if (!fit.ok) throw new Error(fit.message);
    expect(map.points.length).toBeGreaterThanOrEqual(4);
    expect(fit.rmsM).toBeLessThan(SAMPLE_RMS_MAX_M);
    for (const item of hunt.items.filter((i) => i.lat !== null && i.lng !== null)) {
      const { x, y } = toPixel(fit.transform, item.lat!, item.lng!);
      expect([item.name, x > EDGE_MARGIN_PX && x < map.width - EDGE_MARGIN_PX && y > EDGE_MARGIN_PX && y < map.height - EDGE_MARGIN_PX]).toEqual([item.name, true]);
    }
  });
});
