import { describe, expect, it } from "vitest";
import { MAP_FILE_TOO_LARGE, MAP_INVALID_TYPE, MAP_UPLOAD_MAX_BYTES, mapFileProblem } from "./park-map";

describe("mapFileProblem", () => {
  it("lets through a JPEG, PNG or WebP up to 20 MB, named so by its type or by its name", () => {
    expect(mapFileProblem({ name: "scan.jpg", type: "image/jpeg", size: MAP_UPLOAD_MAX_BYTES })).toBeNull();
    expect(mapFileProblem({ name: "export", type: "image/webp", size: 1 })).toBeNull();
    // Some systems give no type for a file they do not know; its name still says what it is.
    expect(mapFileProblem({ name: "Brochure.PNG", type: "", size: 1 })).toBeNull();
  });

  it("refuses another type, and a picture past 20 MB", () => {
    expect(mapFileProblem({ name: "brochure.pdf", type: "application/pdf", size: 1 })).toBe(MAP_INVALID_TYPE);
    expect(mapFileProblem({ name: "trail.gif", type: "image/gif", size: 1 })).toBe(MAP_INVALID_TYPE);
    expect(mapFileProblem({ name: "scan.png", type: "image/png", size: MAP_UPLOAD_MAX_BYTES + 1 })).toBe(MAP_FILE_TOO_LARGE);
  });
});
