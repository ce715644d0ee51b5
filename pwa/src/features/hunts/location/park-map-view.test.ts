import { describe, expect, it } from "vitest";
import { fitGeoreference } from "#shared/rules/georeference";
import { parkViewport } from "./park-map-frame";
import { clampView, fitView, inFrame, panBy, pixelsPerMetre, zoomCentre, zoomRange, ZOOM_MAX_UNITS_PER_PIXEL, type ParkFrame } from "./park-map-view";

const picture = { width: 1000, height: 2000 };
const frame: ParkFrame = { picture, viewport: parkViewport(picture) };
const POINTS = [
  { x: 400, y: 900 },
  { x: 600, y: 1300 },
];

describe("the park map's frame", () => {
  it("is as wide as the hunt's own map and as tall as the picture's shape asks, within bounds", () => {
    expect(parkViewport({ width: 1000, height: 1000 })).toEqual({ width: 320, height: 320 });
    expect(parkViewport({ width: 1000, height: 2067 })).toEqual({ width: 320, height: 400 });
    expect(parkViewport({ width: 2000, height: 797 })).toEqual({ width: 320, height: 200 });
  });
});

describe("what part of a park map shows", () => {
  it("starts on every point, inside the padding, and no closer than the zoom allows", () => {
    const view = fitView(POINTS, frame);
    for (const p of POINTS.map((point) => inFrame(view, point))) {
      expect(p.x).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(frame.viewport.width - 28 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(28 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(frame.viewport.height - 28 + 1e-6);
    }
    // A lone point is shown as close as the picture allows, in the middle.
    const lone = fitView([{ x: 500, y: 1000 }], frame);
    expect(lone.scale).toBe(ZOOM_MAX_UNITS_PER_PIXEL);
    expect(inFrame(lone, { x: 500, y: 1000 })).toEqual({ x: frame.viewport.width / 2, y: frame.viewport.height / 2 });
    // No points: the whole picture.
    expect(fitView([], frame).scale).toBe(zoomRange(frame).min);
  });

  it("zooms in and out about the middle, keeping the spot there in place", () => {
    const start = fitView(POINTS, frame);
    const middle = { x: frame.viewport.width / 2, y: frame.viewport.height / 2 };
    const spot = { x: (middle.x - start.x) / start.scale, y: (middle.y - start.y) / start.scale };
    const closer = zoomCentre(start, 2, frame);
    expect(closer.scale).toBeCloseTo(start.scale * 2);
    expect(inFrame(closer, spot).x).toBeCloseTo(middle.x);
    expect(inFrame(closer, spot).y).toBeCloseTo(middle.y);
    const back = zoomCentre(closer, 1 / 2, frame);
    expect(back.scale).toBeCloseTo(start.scale);
    expect(back.x).toBeCloseTo(start.x);
    expect(back.y).toBeCloseTo(start.y);
  });

  it("zooms out no further than the whole picture, centred, and in no closer than the limit", () => {
    const whole = zoomCentre(fitView(POINTS, frame), 1 / 1000, frame);
    expect(whole.scale).toBe(zoomRange(frame).min);
    expect(whole.scale * picture.height).toBeCloseTo(frame.viewport.height);
    expect(whole.x).toBeCloseTo((frame.viewport.width - picture.width * whole.scale) / 2);
    expect(zoomCentre(whole, 1e6, frame).scale).toBe(ZOOM_MAX_UNITS_PER_PIXEL);
  });

  it("pans as far as the picture's edge and no further", () => {
    const view = zoomCentre(fitView(POINTS, frame), 2, frame);
    expect(panBy(view, 10, -5, frame)).toEqual({ scale: view.scale, x: view.x + 10, y: view.y - 5 });
    expect(panBy(view, 1e6, 1e6, frame)).toMatchObject({ x: 0, y: 0 });
    const farthest = panBy(view, -1e6, -1e6, frame);
    expect(farthest.x).toBeCloseTo(frame.viewport.width - picture.width * view.scale);
    expect(farthest.y).toBeCloseTo(frame.viewport.height - picture.height * view.scale);
    // Zoomed all the way out, the picture stays in the middle however it is pushed.
    const whole = clampView({ scale: 0, x: 0, y: 0 }, frame);
    expect(panBy(whole, 50, 0, frame)).toEqual(whole);
  });

  it("knows how many of the picture's pixels make a metre", () => {
    // Two metres a pixel: 0.001° of latitude is 111.2 m, 55.6 pixels.
    const metresPerDegree = (6371008.8 * Math.PI) / 180;
    const cos = Math.cos((44.46 * Math.PI) / 180);
    const at = (x: number, y: number) => ({ x, y, lat: 44.46 - (y * 2) / metresPerDegree, lng: -110.83 + (x * 2) / (metresPerDegree * cos) });
    const fit = fitGeoreference([at(0, 0), at(500, 0), at(0, 500), at(500, 500)]);
    if (!fit.ok) throw new Error(fit.message);
    expect(pixelsPerMetre(fit.transform)).toBeCloseTo(0.5, 3);
  });
});
