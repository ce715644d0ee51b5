import { describe, expect, it } from "vitest";
import { patternParams, routePatterns } from "./screens";

describe("routePatterns", () => {
  it("gives every screen but the admin's a twin under each translated language, the catch-all's included", () => {
    expect(routePatterns("/")).toEqual(["/", "/es"]);
    expect(routePatterns("/hunt/:huntId")).toEqual(["/hunt/:huntId", "/es/hunt/:huntId"]);
    expect(routePatterns("*")).toEqual(["*", "/es/*"]);
    expect(routePatterns("/admin/hunts")).toEqual(["/admin/hunts"]);
  });
});

describe("patternParams", () => {
  it("names the segments a pattern's parameters stand for, and matches as the router does", () => {
    expect(patternParams("/hunt/:huntId", "/hunt/12")).toEqual({ huntId: "12" });
    expect(patternParams("/hunt/:huntId", "/HUNT/12/")).toEqual({ huntId: "12" });
    expect(patternParams("/shop", "/shop")).toEqual({});
    expect(patternParams("/admin/*", "/admin/hunts/3")).toEqual({});
    expect(patternParams("/hunt/:huntId", "/hunt")).toBeNull();
    expect(patternParams("/hunt/:huntId", "/hunt/12/edit")).toBeNull();
    expect(patternParams("/blog/:id", "/shop/12")).toBeNull();
  });
});
