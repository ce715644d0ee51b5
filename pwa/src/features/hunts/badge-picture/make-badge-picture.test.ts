import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceCanvas, makeBadgePicture } from "./make-badge-picture";
import { MAYA as maya } from "../../../testing/hunts/badge-picture";
import { fakeCanvas, type FakeCanvas } from "../../../testing/hunts/badge-canvas";


afterEach(() => vi.unstubAllGlobals());

describe("making a badge picture", () => {
  it("asks for a 1080 x 1350 canvas and draws the badge's emoji, the explorer, the hunt, its place, the day and the score", async () => {
    let canvas: FakeCanvas | undefined;
    const png = await makeBadgePicture(maya, (width, height) => (canvas = fakeCanvas(width, height)));
    expect([canvas?.width, canvas?.height]).toEqual([1080, 1350]);
    expect(canvas?.texts.map((t) => t.text)).toEqual(["🏅", "Zion Canyon Quest", "Zion National Park, Utah", "Maya", "Score: 30 of 30 points", "June 1, 2025"]);
    // Every text in the system font stack: nothing is fetched.
    for (const t of canvas!.texts) expect(t.font).toContain('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif');
    expect(png.type).toBe("image/png");
  });

  it("draws on an OffscreenCanvas where the device has one, encoded as PNG", async () => {
    const made: { width: number; height: number; fake: FakeCanvas }[] = [];
    const convertToBlob = vi.fn(async (options?: ImageEncodeOptions) => new Blob(["png"], { type: options?.type }));
    vi.stubGlobal(
      "OffscreenCanvas",
      class {
        fake: FakeCanvas;
        constructor(width: number, height: number) {
          this.fake = fakeCanvas(width, height);
          made.push({ width, height, fake: this.fake });
        }
        getContext() {
          return this.fake.context;
        }
        convertToBlob = convertToBlob;
      },
    );
    const png = await makeBadgePicture(maya);
    expect(made.map(({ width, height }) => [width, height])).toEqual([[1080, 1350]]);
    expect(made[0]!.fake.texts.map((t) => t.text)).toContain("Maya");
    expect(convertToBlob).toHaveBeenCalledWith({ type: "image/png" });
    expect(png.type).toBe("image/png");
  });

  it("says so when the device cannot draw", () => {
    vi.stubGlobal("OffscreenCanvas", class { getContext() { return null; } });
    expect(() => deviceCanvas(1080, 1350)).toThrow("This device cannot draw pictures.");
  });
});
