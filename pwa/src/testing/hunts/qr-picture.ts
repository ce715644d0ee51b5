/**
 * Pictures of QR codes for the scanner's tests (imported only by tests), and zxing-wasm made ready in
 * Node, which has no server to fetch its WebAssembly from: the bytes are handed over, as a fetch would.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { prepareZXingModule } from "zxing-wasm/reader";
import { qrPath } from "../../lib/qr/qr-code";

export async function readerInNode(): Promise<void> {
  const wasm = readFileSync(createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) }, fireImmediately: true });
}

/**
 * A grey picture `width` x `height`, as a photo of a phone's screen gives it, with `text`'s QR code
 * (as the team's phone draws it) on a white square, `scale` pixels a module, its corner at (left, top).
 */
export function qrPicture(text: string | null, { width = 640, height = 480, scale = 4, left = 60, top = 40 } = {}): ImageData {
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  if (text !== null) {
    const { size, d } = qrPath(text);
    const paint = (x0: number, y0: number, w: number, value: number) => {
      for (let y = y0; y < y0 + scale; y++) data.fill(value, ((top + y) * width + left + x0) * 4, ((top + y) * width + left + x0 + w) * 4);
    };
    for (let y = 0; y < size; y++) paint(0, y * scale, size * scale, 255);
    for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) paint(Number(x) * scale, Number(y) * scale, Number(run) * scale, 0);
  }
  for (let i = 3; i < data.length; i += 4) data[i] = 255;
  return { data, width, height, colorSpace: "srgb" } as ImageData;
}

/** A result as the team's phone signs it, long enough to make a dense code. */
export const SIGNED_RESULT = `PH1|K7M2QX|41|es|3,5,8|12:Verdadero%2C%20s%C3%AD|65|1|1|1793000000|R%C3%ADo%20Owls|${"Ab_-9".repeat(4)}ab`;
