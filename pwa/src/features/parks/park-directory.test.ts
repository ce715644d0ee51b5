import { describe, it, expect } from "vitest";
import { PARK_REGIONS } from "#shared/rules/park-regions";
import type { Park } from "#shared/schemas/park";
import { generic } from "#content/parks.json";
import { PARKS, PARK_EXTRAS, parkDescription, parkHighlights, parksInRegion } from "./park-directory";

const byId = (id: string): Park => {
  const park = PARKS.find((p) => p.id === id);
  if (!park) throw new Error(`missing park ${id}`);
  return park;
};

describe("PARKS", () => {
  it("has 64 entries covering 63 distinct parks", () => {
    expect(PARKS).toHaveLength(64);
    expect(new Set(PARKS.map((p) => p.name)).size).toBe(63);
  });

  it("lists Great Smoky Mountains once for each of its states", () => {
    const smokies = PARKS.filter((p) => p.name === "Great Smoky Mountains");
    expect(smokies.map((p) => p.state).sort()).toEqual(["North Carolina", "Tennessee"]);
  });

  it("has unique kebab-case ids", () => {
    const ids = PARKS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("uses only known regions and leaves no region empty", () => {
    for (const park of PARKS) expect(PARK_REGIONS).toContain(park.region);
    for (const region of PARK_REGIONS) expect(parksInRegion(region).length).toBeGreaterThan(0);
  });

  it("has coordinates within US national park bounds", () => {
    // American Samoa sits just south of the equator, hence the negative lower bound.
    for (const park of PARKS) {
      expect(park.lat, park.id).toBeGreaterThanOrEqual(-15);
      expect(park.lat, park.id).toBeLessThanOrEqual(72);
      expect(park.lng, park.id).toBeGreaterThanOrEqual(-171);
      expect(park.lng, park.id).toBeLessThanOrEqual(-64);
    }
  });
});

describe("PARK_EXTRAS", () => {
  it("covers exactly the five featured parks, each with four highlights", () => {
    expect(Object.keys(PARK_EXTRAS).sort()).toEqual(
      ["grand-canyon", "great-smoky-mountains-tn", "yellowstone", "yosemite", "zion"],
    );
    expect(PARKS.filter((p) => PARK_EXTRAS[p.id])).toHaveLength(5);
    for (const extras of Object.values(PARK_EXTRAS)) expect(extras.highlights).toHaveLength(4);
  });
});

describe("parkDescription / parkHighlights", () => {
  it("return hand-written content when a park has extras", () => {
    const yellowstone = byId("yellowstone");
    const extras = PARK_EXTRAS.yellowstone;
    expect(extras).toBeDefined();
    expect(parkDescription(yellowstone)).toBe(extras?.description);
    expect(parkHighlights(yellowstone)).toEqual(extras?.highlights);
  });

  it("fall back to generic content mentioning the park's name and state", () => {
    const acadia = byId("acadia");
    const description = parkDescription(acadia);
    expect(description).toContain("Acadia");
    expect(description).toContain("Maine");
    expect(parkHighlights(acadia)).toBe(generic.highlights);
    expect(generic.highlights).toHaveLength(4);
  });

  it("treats the North Carolina Smokies entry as a separate park without extras", () => {
    expect(parkHighlights(byId("great-smoky-mountains-nc"))).toBe(generic.highlights);
  });
});

describe("parksInRegion", () => {
  it("returns every park for All", () => {
    expect(parksInRegion("All")).toHaveLength(64);
  });

  it("returns only parks of the requested region", () => {
    const pacific = parksInRegion("Pacific");
    expect(pacific.map((p) => p.id).sort()).toEqual(["american-samoa", "haleakala", "hawaii-volcanoes"]);
  });
});
