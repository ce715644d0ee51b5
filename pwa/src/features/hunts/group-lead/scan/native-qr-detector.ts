/**
 * The browser's own QR reader (the Shape Detection API's BarcodeDetector), where it has one that reads
 * QR codes: Chromium on Android, macOS and ChromeOS. Faster than any reader the app could bring, and
 * nothing to download. Elsewhere null, and the app reads with zxing-wasm (zxing-reader.ts).
 */

interface DetectedBarcode {
  rawValue: string;
}

export interface NativeQrDetector {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): NativeQrDetector;
  getSupportedFormats(): Promise<string[]>;
}

export async function nativeQrDetector(): Promise<NativeQrDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    // Some engines have the class but no QR codes (or no formats at all on a desktop without the service).
    return (await Detector.getSupportedFormats()).includes("qr_code") ? new Detector({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}
