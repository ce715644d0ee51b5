import { describe, expect, it } from "vitest";
import { accuracyFeet, bearingDegrees, checkIn, compassWord, distanceMeters, EARTH_RADIUS_M, readDistance } from "./geo";

const ORIGIN = { lat: 0, lng: 0 };

describe("distance (haversine)", () => {
  it("measures a degree of latitude and a quarter of a meridian as the sphere says", () => {
    expect(distanceMeters(ORIGIN, { lat: 1, lng: 0 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
    expect(distanceMeters(ORIGIN, { lat: 90, lng: 0 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 2, 1);
    expect(distanceMeters({ lat: 0, lng: -179.5 }, { lat: 0, lng: 179.5 })).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
  });

  it("agrees with known distances between real places within 0.5%", () => {
    const paris = { lat: 48.8566, lng: 2.3522 };
    const london = { lat: 51.5074, lng: -0.1278 };
    expect(distanceMeters(paris, london) / 343_560).toBeCloseTo(1, 2);
    const oldFaithful = { lat: 44.46049, lng: -110.82815 };
    const grandPrismatic = { lat: 44.52514, lng: -110.83818 };
    expect(distanceMeters(oldFaithful, grandPrismatic)).toBeGreaterThan(7_150);
    expect(distanceMeters(oldFaithful, grandPrismatic)).toBeLessThan(7_250);
    expect(distanceMeters(paris, paris)).toBe(0);
  });
});

describe("bearing", () => {
  it.each([
    [{ lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 1 }, 90],
    [{ lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: -1 }, 270],
  ])("from the origin to %o is %d°", (to, expected) => {
    expect(bearingDegrees(ORIGIN, to)).toBeCloseTo(expected, 6);
  });

  it("follows the great circle: New York to Paris starts out north-east", () => {
    expect(bearingDegrees({ lat: 40.7128, lng: -74.006 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(53.9, 0);
  });

  it.each([
    [0, "north"],
    [22.4, "north"],
    [22.6, "north-east"],
    [90, "east"],
    [135, "south-east"],
    [180, "south"],
    [225, "south-west"],
    [270, "west"],
    [315, "north-west"],
    [337.4, "north-west"],
    [337.6, "north"],
    [359.9, "north"],
    [-45, "north-west"],
  ])("%d° is %s", (bearing, word) => {
    expect(compassWord(bearing)).toBe(word);
  });
});

describe("distances in feet and miles", () => {
  it.each([
    [0, { unit: "ft", feet: 0 }],
    [3, { unit: "ft", feet: 10 }],
    [106.68, { unit: "ft", feet: 350 }],
    [160, { unit: "ft", feet: 520 }],
    [161, { unit: "mi", miles: 0.1 }],
    [1_931, { unit: "mi", miles: 1.2 }],
    [16_093.44, { unit: "mi", miles: 10 }],
  ])("%d m reads %o", (meters, read) => {
    expect(readDistance(meters)).toEqual(read);
  });

  it("says a fix's accuracy in whole feet", () => {
    expect(accuracyFeet(7.62)).toBe(25);
    expect(accuracyFeet(0.1)).toBe(1);
  });
});

describe("the check-in rule", () => {
  const at = (distanceM: number, accuracyM: number, radiusM = 40) => checkIn({ distanceM, radiusM, accuracyM });

  it("finds within the radius plus the fix's accuracy, and not a centimetre beyond", () => {
    expect(at(50, 10)).toEqual({ kind: "found" });
    expect(at(50.01, 10)).toEqual({ kind: "far", distanceM: 50.01 });
    expect(at(40, 0)).toEqual({ kind: "found" });
    expect(at(10, 0, 10)).toEqual({ kind: "found" });
  });

  it("caps the accuracy allowance at 30 m", () => {
    expect(at(70, 60)).toEqual({ kind: "found" });
    expect(at(70.1, 60)).toEqual({ kind: "far", distanceM: 70.1 });
    expect(at(70.1, 100)).toEqual({ kind: "far", distanceM: 70.1 });
  });

  it("decides nothing on a fix worse than 100 m, even standing on the spot", () => {
    expect(at(0, 100.5)).toEqual({ kind: "poor-fix", accuracyM: 100.5 });
    expect(at(0, 100)).toEqual({ kind: "found" });
  });
});
