/**
 * Reads QR codes in a picture's pixels with zxing-wasm, where the browser has no reader of its own.
 * Loaded only when the leader scans on such a browser; its WebAssembly comes from the app's own server
 * (scanner-wasm.ts), never from zxing-wasm's default CDN.
 */
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { SCANNER_WASM_URL } from "./scanner-wasm";

// Set before the first read, which instantiates the module: the glue asks where its .wasm is.
prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? SCANNER_WASM_URL : prefix + path) } });

/** A few codes at most: a team's phone shows one, and a photo may catch a neighbour's. */
const CODES_MAX = 4;

/** The texts of the QR codes in `image`, in the order found; empty when there is none. */
export async function readQrCodes(image: ImageData): Promise<string[]> {
  const codes = await readBarcodes(image, { formats: ["QRCode"], maxNumberOfSymbols: CODES_MAX });
  return codes.filter((code) => code.isValid).map((code) => code.text);
}
