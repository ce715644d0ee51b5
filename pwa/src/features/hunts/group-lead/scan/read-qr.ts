/**
 * Reading QR codes from the camera or a photo: with the browser's own reader where there is one, else
 * with zxing-wasm on the picture's pixels (drawn on a canvas, an OffscreenCanvas where there is one).
 * Loaded when the leader first scans, never with the page.
 */
import { nativeQrDetector } from "./native-qr-detector";

/** Reads a picture `width` x `height` pixels: the texts of its QR codes. */
export type QrReader = (source: ImageBitmap | HTMLVideoElement, width: number, height: number) => Promise<string[]>;

/** The longest side a picture is read at: a phone's photo of a code still gives it hundreds of pixels. */
const READ_SIDE_MAX_PX = 2048;

type Context2d = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const scale = Math.min(1, READ_SIDE_MAX_PX / Math.max(width, height));
  const [w, h] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
  const canvas = typeof OffscreenCanvas === "function" ? new OffscreenCanvas(w, h) : Object.assign(document.createElement("canvas"), { width: w, height: h });
  const context = canvas.getContext("2d", { willReadFrequently: true }) as Context2d | null;
  if (!context) throw new Error("This browser cannot read a picture's pixels");
  context.drawImage(source, 0, 0, w, h);
  return context.getImageData(0, 0, w, h);
}

export async function qrReader(): Promise<QrReader> {
  const native = await nativeQrDetector();
  if (native) return async (source) => (await native.detect(source)).map((code) => code.rawValue);
  const { readQrCodes } = await import("./zxing-reader");
  return (source, width, height) => readQrCodes(pixelsOf(source, width, height));
}

/** The texts of the QR codes in a photo (a file the camera took, or one picked). */
export async function readQrInPhoto(photo: Blob): Promise<string[]> {
  const [read, bitmap] = await Promise.all([qrReader(), createImageBitmap(photo)]);
  try {
    return await read(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
