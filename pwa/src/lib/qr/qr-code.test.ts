/**
 * The drawn code is the code: the path's squares painted into pixels are read back by a real decoder
 * (zxing-wasm, the one the leader's phone scans with when the browser has no BarcodeDetector).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { qrPath } from "./qr-code";

const SCALE = 3;

beforeAll(() => {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
});

/** Paints the path's runs ("M x y h n v1 h -n z") black on white, SCALE pixels a module. */
function paint({ size, d }: { size: number; d: string }): ImageData {
  const width = size * SCALE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * SCALE; py < (Number(y) + 1) * SCALE; py++) {
      for (let px = Number(x) * SCALE; px < (Number(x) + Number(run)) * SCALE; px++) data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return { data, width, height: width, colorSpace: "srgb" } as ImageData;
}

describe("a QR code drawn on the device", () => {
  it.each([
    ["a join link", "https://parkhunts.example/join/K7M2QX"],
    ["a team's signed result", `PH1|K7M2QX|41|es|3,5,8|12:Verdadero%2C%20s%C3%AD|65|1|1|1793000000|R%C3%ADo%20Owls|${"Ab_-9".repeat(4)}ab`],
  ])("reads back as %s, quiet zone and all", async (_, text) => {
    const drawn = qrPath(text);
    expect(drawn.d).not.toBe("");
    const [read] = await readBarcodes(paint(drawn), { formats: ["QRCode"], tryHarder: false });
    expect(read?.text).toBe(text);
    // The quiet zone: no dark module in the four outer rows and columns.
    for (const [, x, y, run] of drawn.d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(4);
      expect(Number(y)).toBeGreaterThanOrEqual(4);
      expect(Number(x) + Number(run)).toBeLessThanOrEqual(drawn.size - 4);
    }
  });
});
