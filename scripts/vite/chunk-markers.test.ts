import { describe, expect, it } from "vitest";
import { markerOf } from "./chunk-markers.ts";

describe("a module's chunk marker", () => {
  it("is a line of its own among the leading comments", () => {
    expect(markerOf('// @chunk core\n/** The API client. */\nimport { a } from "./a";')).toBe("core");
    expect(markerOf('/**\n * The API client.\n */\n\n// @chunk boot\nexport const a = 1;')).toBe("boot");
    expect(markerOf("// @vitest-environment jsdom\n// @chunk hunt\n")).toBe("hunt");
  });

  it("is not read from code, from inside a doc comment, or from a line that says more", () => {
    expect(markerOf('import { a } from "./a";\n// @chunk core\n')).toBeNull();
    expect(markerOf("/**\n * // @chunk core\n */\nexport {};")).toBeNull();
    expect(markerOf("// @chunk core, with the header\nexport {};")).toBeNull();
    expect(markerOf("export const a = 1;")).toBeNull();
  });
});
