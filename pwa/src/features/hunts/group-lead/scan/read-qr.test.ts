/**
 * Which reader a photo goes to: the browser's own where it reads QR codes (nothing downloaded), else
 * zxing-wasm on the photo's pixels, drawn on an OffscreenCanvas no larger than the reader needs.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { qrPicture, readerInNode, SIGNED_RESULT } from "../../../../testing/hunts/qr-picture";
import { readQrInPhoto } from "./read-qr";
// Loaded before the bytes are handed over, so its own setup (the file's address on the server) is replaced.
import "./zxing-reader";

const PHOTO = new Blob([new Uint8Array([0xff, 0xd8])], { type: "image/jpeg" });

/** The browser's own reader, knowing `formats`, finding the result in any picture. */
function browserReader(formats: string[]) {
  const detect = vi.fn(async () => [{ rawValue: SIGNED_RESULT }]);
  vi.stubGlobal("BarcodeDetector", class {
    static getSupportedFormats = async () => formats;
    detect = detect;
  });
  return detect;
}

/** A phone's photo, 4000 x 3000, whose pixels (drawn at the size asked) hold the result's code. */
function photoDecoder() {
  const drawn: number[][] = [];
  vi.stubGlobal("createImageBitmap", async () => ({ width: 4000, height: 3000, close: () => undefined }));
  vi.stubGlobal("OffscreenCanvas", class {
    constructor(width: number, height: number) {
      drawn.push([width, height]);
    }
    getContext = () => ({ drawImage: () => undefined, getImageData: () => qrPicture(SIGNED_RESULT) });
  });
  return drawn;
}

beforeAll(readerInNode);
afterEach(() => vi.unstubAllGlobals());

describe("reading a team's code in a photo", () => {
  it("asks the browser's own reader where it reads QR codes", async () => {
    const detect = browserReader(["ean_13", "qr_code"]);
    const drawn = photoDecoder();
    expect(await readQrInPhoto(PHOTO)).toEqual([SIGNED_RESULT]);
    expect(detect).toHaveBeenCalledOnce();
    expect(drawn).toEqual([]);
  });

  it.each([["a browser whose reader knows no QR codes", ["ean_13"]], ["a browser with no reader", null]])("reads the pixels with zxing-wasm on %s", async (_, formats) => {
    const detect = formats ? browserReader(formats) : vi.fn();
    const drawn = photoDecoder();
    expect(await readQrInPhoto(PHOTO)).toEqual([SIGNED_RESULT]);
    expect(detect).not.toHaveBeenCalled();
    expect(drawn).toEqual([[2048, 1536]]);
  });
});
