import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_M } from "./geo";
import { fitGeoreference, rmsM, toLatLng, toPixel, type ControlPoint, type Georeference } from "./georeference";

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

/** A brochure map of Old Faithful's basin: 2 m a pixel, north 10° right of up, 3,000 x 2,000 px. */
const PICTURE = { width: 3000, height: 2000 };
const TURN = (10 * Math.PI) / 180;
const ANCHOR = { lat: 44.46, lng: -110.83 };
const COS_ANCHOR = Math.cos((ANCHOR.lat * Math.PI) / 180);

/** The map's own truth: where a pixel is on the ground (affine in degrees, as it is in metres). */
function trueLatLng(x: number, y: number): { lat: number; lng: number } {
  const [dx, dy] = [(x - 1500) * 2, (1000 - y) * 2];
  const east = dx * Math.cos(TURN) - dy * Math.sin(TURN);
  const north = dx * Math.sin(TURN) + dy * Math.cos(TURN);
  return { lat: ANCHOR.lat + north / METRES_PER_DEGREE, lng: ANCHOR.lng + east / (METRES_PER_DEGREE * COS_ANCHOR) };
}

const pointAt = (x: number, y: number): ControlPoint => ({ x, y, ...trueLatLng(x, y) });

function fitted(points: ControlPoint[], picture = PICTURE) {
  const fit = fitGeoreference(points, picture);
  if (!fit.ok) throw new Error(`refused: ${fit.message}`);
  return fit;
}

/** Metres between two places a few hundred metres apart (flat enough at this size). */
function metresApart(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  return Math.hypot((a.lat - b.lat) * METRES_PER_DEGREE, (a.lng - b.lng) * METRES_PER_DEGREE * COS_ANCHOR);
}

/** Seeded, so a failure is the same failure every run. */
function random(seed: number) {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

const CORNERS = [
  [0, 0],
  [PICTURE.width, 0],
  [0, PICTURE.height],
  [PICTURE.width, PICTURE.height],
] as const;

function expectFaithful(transform: Georeference, withinM: number) {
  for (const [x, y] of [...CORNERS, [1234, 567]] as const) {
    expect(metresApart(toLatLng(transform, x, y), trueLatLng(x, y))).toBeLessThan(withinM);
  }
}

describe("fitting a map from control points", () => {
  it("recovers the map from three exact points, both ways, with no error", () => {
    const fit = fitted([pointAt(200, 300), pointAt(2700, 400), pointAt(1500, 1800)]);
    expect(fit.rmsM).toBeLessThan(1e-6);
    expect(fit.residualsM).toHaveLength(3);
    expectFaithful(fit.transform, 1e-6);
    const place = trueLatLng(2222, 1111);
    const pixel = toPixel(fit.transform, place.lat, place.lng);
    expect(pixel.x).toBeCloseTo(2222, 6);
    expect(pixel.y).toBeCloseTo(1111, 6);
  });

  it("recovers the map from six points a few metres off, with an RMS the size of the noise", () => {
    const { normal } = random(31);
    const SIGMA_M = 3;
    const noise: [number, number][] = [];
    const points = [
      [150, 120],
      [2900, 200],
      [1600, 950],
      [300, 1850],
      [2750, 1900],
      [1000, 600],
    ].map(([x, y]) => {
      const [east, north] = [normal() * SIGMA_M, normal() * SIGMA_M];
      noise.push([east, north]);
      const place = trueLatLng(x!, y!);
      return { x: x!, y: y!, lat: place.lat + north / METRES_PER_DEGREE, lng: place.lng + east / (METRES_PER_DEGREE * COS_ANCHOR) };
    });
    const fit = fitted(points);
    const noiseRmsM = rmsM(noise.map(([east, north]) => Math.hypot(east, north)));
    // Least squares fits no worse than the true map, whose residuals are the noise itself; with six
    // points and three unknowns an axis, about half the noise's square stays in the residuals.
    expect(fit.rmsM).toBeLessThanOrEqual(noiseRmsM);
    expect(fit.rmsM).toBeGreaterThan(noiseRmsM / 2);
    expectFaithful(fit.transform, 4 * SIGMA_M);
  });

  it("measures the RMS in metres as worked out by hand", () => {
    // A square 100 m a side on the equator (a degree of longitude is a degree of latitude there), one
    // corner placed 8 m too far east. The best affine map shares that error out as 2 m at every corner.
    const deg = (metres: number) => metres / METRES_PER_DEGREE;
    const points = [
      { x: 0, y: 100, lat: 0, lng: 0 },
      { x: 100, y: 100, lat: 0, lng: deg(100) },
      { x: 0, y: 0, lat: deg(100), lng: 0 },
      { x: 100, y: 0, lat: deg(100), lng: deg(108) },
    ];
    const fit = fitted(points, { width: 100, height: 100 });
    for (const residual of fit.residualsM) expect(residual).toBeCloseTo(2, 6);
    expect(fit.rmsM).toBeCloseTo(2, 6);
  });

  it("comes back within half a pixel from pixel to ground to pixel, anywhere on the picture", () => {
    const { uniform } = random(7);
    const fit = fitted([pointAt(100, 100), pointAt(2900, 150), pointAt(200, 1900), pointAt(2800, 1850)]);
    for (let i = 0; i < 200; i++) {
      const [x, y] = [uniform() * PICTURE.width, uniform() * PICTURE.height];
      const place = toLatLng(fit.transform, x, y);
      const back = toPixel(fit.transform, place.lat, place.lng);
      expect(Math.hypot(back.x - x, back.y - y)).toBeLessThan(0.5);
    }
  });

  it("keeps a park across the antimeridian whole", () => {
    const deg = (metres: number) => metres / METRES_PER_DEGREE;
    const points = [
      { x: 0, y: 100, lat: 0, lng: 180 - deg(50) },
      { x: 100, y: 100, lat: 0, lng: -180 + deg(50) },
      { x: 0, y: 0, lat: deg(100), lng: 180 - deg(50) },
    ];
    const fit = fitted(points, { width: 100, height: 100 });
    expect(fit.rmsM).toBeLessThan(1e-6);
    expect(toLatLng(fit.transform, 50, 100).lng).toBeCloseTo(-180, 9);
    expect(toPixel(fit.transform, 0, -180 + deg(50)).x).toBeCloseTo(100, 6);
  });
});

describe("points that cannot place a map", () => {
  it("refuses fewer than three points", () => {
    expect(fitGeoreference([pointAt(10, 10), pointAt(500, 700)])).toMatchObject({ ok: false, problem: "too-few-points" });
    expect(fitGeoreference([])).toMatchObject({ ok: false, problem: "too-few-points" });
  });

  it("refuses points in a line, or nearly, on the picture", () => {
    const inLine = fitGeoreference([pointAt(0, 0), pointAt(1000, 500), pointAt(2000, 1000)]);
    expect(inLine).toMatchObject({ ok: false, problem: "in-a-line", message: expect.stringMatching(/on the picture/) });
    // The middle point 20 px off a line 1,000 px long.
    expect(fitGeoreference([pointAt(0, 500), pointAt(1000, 500), pointAt(500, 520)])).toMatchObject({ ok: false, problem: "in-a-line" });
    expect(fitGeoreference([pointAt(0, 500), pointAt(1000, 500), pointAt(500, 700)])).toMatchObject({ ok: true });
    const together = fitGeoreference([pointAt(40, 40), pointAt(40, 40), pointAt(40, 40)]);
    expect(together).toMatchObject({ ok: false, problem: "in-a-line" });
  });

  it("refuses points spread on the picture but in a line on the ground", () => {
    const line = [0, 0.001, 0.002].map((t) => ({ lat: ANCHOR.lat + t, lng: ANCHOR.lng + t }));
    const points = [
      { x: 100, y: 100, ...line[0]! },
      { x: 900, y: 150, ...line[1]! },
      { x: 400, y: 800, ...line[2]! },
    ];
    expect(fitGeoreference(points)).toMatchObject({ ok: false, problem: "in-a-line", message: expect.stringMatching(/on the ground/) });
  });

  it("refuses points that would mirror the picture", () => {
    const [a, b, c] = [pointAt(200, 300), pointAt(2700, 400), pointAt(1500, 1800)];
    const swapped = [a, { ...b, lat: c.lat, lng: c.lng }, { ...c, lat: b.lat, lng: b.lng }];
    expect(fitGeoreference(swapped)).toMatchObject({ ok: false, problem: "mirrored" });
  });

  it.each([
    ["a latitude past the pole", { lat: 90.5 }, /points\[1\]\.lat/],
    ["a longitude past the antimeridian", { lng: -180.01 }, /points\[1\]\.lng/],
    ["a negative x", { x: -1 }, /points\[1\]\.x/],
    ["an x past the picture's width", { x: 3000.5 }, /points\[1\]\.x must be on the picture, from 0 to 3000/],
    ["a y past the picture's height", { y: 2001 }, /points\[1\]\.y/],
    ["a coordinate that is not a number", { lat: Number.NaN }, /points\[1\]\.lat/],
    ["an infinite coordinate", { y: Number.POSITIVE_INFINITY }, /points\[1\]\.y/],
  ])("refuses %s", (_, change, message) => {
    const points = [pointAt(200, 300), { ...pointAt(2700, 400), ...change }, pointAt(1500, 1800)];
    expect(fitGeoreference(points, PICTURE)).toMatchObject({ ok: false, problem: "out-of-range", message: expect.stringMatching(message) });
  });

  it("takes any x and y of 0 or more when the picture's size is not given", () => {
    expect(fitGeoreference([pointAt(200, 300), pointAt(5000, 400), pointAt(1500, 1800)])).toMatchObject({ ok: true });
    expect(fitGeoreference([pointAt(200, 300), { ...pointAt(5000, 400), x: -2 }, pointAt(1500, 1800)])).toMatchObject({ ok: false, problem: "out-of-range" });
  });
});
