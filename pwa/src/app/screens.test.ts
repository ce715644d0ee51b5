import { describe, expect, it } from "vitest";
import { routePatterns } from "./screens";

describe("routePatterns", () => {
  it("gives every screen but the admin's a twin under each translated language, the catch-all's included", () => {
    expect(routePatterns("/")).toEqual(["/", "/es"]);
    expect(routePatterns("/hunt/:huntId")).toEqual(["/hunt/:huntId", "/es/hunt/:huntId"]);
    expect(routePatterns("*")).toEqual(["*", "/es/*"]);
    expect(routePatterns("/admin/hunts")).toEqual(["/admin/hunts"]);
  });
});
