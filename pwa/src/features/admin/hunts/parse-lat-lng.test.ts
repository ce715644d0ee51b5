import { describe, expect, it } from "vitest";
import { parseLatLng } from "./parse-lat-lng";

const OLD_FAITHFUL = { lat: 44.46049, lng: -110.82815 };

describe("parseLatLng", () => {
  it.each([
    "44.46049, -110.82815",
    "44.46049,-110.82815",
    "  44.46049 ,  -110.82815  ",
    "44.46049 -110.82815",
    "44.46049; -110.82815",
    "(44.46049, -110.82815)",
    "( 44.46049,-110.82815 )",
    "[44.46049, -110.82815]",
    "44.46049° N, 110.82815° W",
    "44.46049°N 110.82815°W",
    "44.46049 N, 110.82815 W",
    "44.46049n, 110.82815w",
    "N 44.46049, W 110.82815",
    "N44.46049 W110.82815",
    "110.82815° W, 44.46049° N",
    "44.46049°, -110.82815°",
    "44.46049º N, 110.82815º W",
    "+44.46049, \u2212110.82815",
    "44.46049,\u00a0-110.82815",
  ])("reads %j", (text) => {
    expect(parseLatLng(text)).toEqual(OLD_FAITHFUL);
  });

  it("makes the southern and eastern hemispheres negative and positive", () => {
    expect(parseLatLng("33.8568° S, 151.2153° E")).toEqual({ lat: -33.8568, lng: 151.2153 });
    expect(parseLatLng("S 33.8568 E 151.2153")).toEqual({ lat: -33.8568, lng: 151.2153 });
    expect(parseLatLng("-33.8568, 151.2153")).toEqual({ lat: -33.8568, lng: 151.2153 });
  });

  it("reads whole degrees and the edges of the range", () => {
    expect(parseLatLng("0, 0")).toEqual({ lat: 0, lng: 0 });
    expect(parseLatLng("90, 180")).toEqual({ lat: 90, lng: 180 });
    expect(parseLatLng("90° S, 180° W")).toEqual({ lat: -90, lng: -180 });
    expect(parseLatLng(".5, -.25")).toEqual({ lat: 0.5, lng: -0.25 });
  });

  it.each([
    ["", "empty"],
    ["44.46049", "one number"],
    ["-110.82815", "one negative number"],
    ["44.46049,", "a number and a comma"],
    ["44.46049, -110.82815, 12", "three numbers"],
    ["91, 10", "a latitude past the pole"],
    ["44.46049, -181", "a longitude past the date line"],
    ["110.82815° W, 110.82815° W", "two longitudes"],
    ["44.46049° N, 44.46049° S", "two latitudes"],
    ["-44.46049° N, 110.82815° W", "a minus and a letter"],
    ["N 44.46049 N, 110.82815 W", "two letters on one number"],
    ["44°27'37.8\"N 110°49'41.3\"W", "degrees, minutes and seconds"],
    ["44,46049, -110,82815", "decimal commas"],
    ["Old Faithful", "words"],
    ["44.46049, -110.82815 Old Faithful", "a place name after the numbers"],
    ["(44.46049, -110.82815", "an unclosed parenthesis"],
    ["1e2, 3", "an exponent"],
  ])("leaves %j alone (%s)", (text) => {
    expect(parseLatLng(text)).toBeNull();
  });
});
