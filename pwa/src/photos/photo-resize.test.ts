import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fitWithin, PHOTO_LONG_SIDE_MAX_PX } from "./photo-resize";

describe("fitWithin", () => {
  it("scales a 12 MP camera photo so its longest side is 1600 px, either way up", () => {
    expect(PHOTO_LONG_SIDE_MAX_PX).toBe(1600);
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(4000, 4000)).toEqual({ width: 1600, height: 1600 });
  });

  it("never enlarges a small photo, nor touches one exactly at the limit", () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it("keeps a panorama's thin side at least one pixel", () => {
    expect(fitWithin(16000, 3)).toEqual({ width: 1600, height: 1 });
  });

  it("refuses a picture with no size", () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });

  it("always fits, keeps the shape within rounding, and scales by one factor on both sides", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (w, h) => {
        const { width, height } = fitWithin(w, h);
        expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
        expect(width).toBeLessThanOrEqual(w);
        expect(height).toBeLessThanOrEqual(h);
        if (Math.max(w, h) <= 1600) expect({ width, height }).toEqual({ width: w, height: h });
        else expect(Math.max(width, height)).toBe(1600);
        // Each side is the original times one scale, rounded (and never below 1 px).
        const scale = Math.min(1, 1600 / Math.max(w, h));
        expect(Math.abs(width - w * scale)).toBeLessThanOrEqual(1);
        expect(Math.abs(height - h * scale)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
