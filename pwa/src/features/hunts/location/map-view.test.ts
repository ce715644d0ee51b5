import { describe, expect, it } from "vitest";
import { distanceMeters } from "#shared/rules/geo";
import { fitMap, MAP_PADDING, MAP_WIDTH } from "./map-view";

const A = { lat: 37.2712, lng: -112.9377 };
const B = { lat: 37.2515, lng: -112.9573 };

describe("fitting a hunt's map", () => {
  it("keeps true proportions: east-west shrinks with the cosine of the latitude", () => {
    const east = { lat: A.lat, lng: A.lng + 0.01 };
    const north = { lat: A.lat + 0.01, lng: A.lng };
    const view = fitMap([A, east, north], null);
    const [a, e, n] = [A, east, north].map(view.project);
    const px = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);
    expect(px(a!, e!) / px(a!, n!)).toBeCloseTo(distanceMeters(A, east) / distanceMeters(A, north), 2);
    // North is up, east is right.
    expect(n!.y).toBeLessThan(a!.y);
    expect(e!.x).toBeGreaterThan(a!.x);
  });

  it("fits every point inside the padding", () => {
    const view = fitMap([A, B], null);
    for (const p of [A, B].map(view.project)) {
      expect(p.x).toBeGreaterThanOrEqual(MAP_PADDING - 0.01);
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH - MAP_PADDING + 0.01);
      expect(p.y).toBeGreaterThanOrEqual(MAP_PADDING - 0.01);
      expect(p.y).toBeLessThanOrEqual(view.height - MAP_PADDING + 0.01);
    }
  });

  it("gives a lone item a map of its own surroundings rather than an infinite zoom", () => {
    const view = fitMap([A], null);
    expect(Number.isFinite(view.scale)).toBe(true);
    expect(view.project(A)).toEqual({ x: MAP_WIDTH / 2, y: view.height / 2 });
    expect(view.scaleBar).toMatchObject({ unit: "ft", value: 200 });
  });

  it("takes in the family only when they are within a few miles", () => {
    expect(fitMap([A, B], { lat: A.lat - 0.01, lng: A.lng }).familyOnMap).toBe(true);
    expect(fitMap([A, B], { lat: 40.7, lng: -74 }).familyOnMap).toBe(false);
  });

  it("draws a scale bar of a round length no wider than a good part of the map", () => {
    const { scaleBar } = fitMap([A, B], null);
    expect(scaleBar).toMatchObject({ unit: "mi", value: 0.5 });
    expect(scaleBar.length).toBeLessThanOrEqual((MAP_WIDTH - 2 * MAP_PADDING) * 0.4);
    expect(scaleBar.length).toBeGreaterThan(0);
  });
});
