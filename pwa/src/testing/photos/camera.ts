/**
 * Test helpers for the photo encoder (imported only by tests): a camera-like JPEG carrying an EXIF block
 * with a GPS position, built byte by byte; a reader for that block; and a real JPEG codec in plain
 * JavaScript (jpeg-js, which Lighthouse brings) standing in for the browser's decoder and canvas, which
 * jsdom lacks.
 */
import { Blob as NodeBlob } from "node:buffer";
import jpeg from "jpeg-js";
import type { DecodedPhoto, PhotoCodec } from "../../photos/photo-encode";

/** Yosemite Valley, as a phone's camera writes it: 37°44'46" N, 119°35'22" W. */
export const SECRET_PLACE = { lat: [37, 44, 46], latRef: "N", lng: [119, 35, 22], lngRef: "W" } as const;

const word = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const long = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * An APP1 "Exif" segment (big-endian TIFF) whose IFD0 points at a GPS IFD with latitude and longitude,
 * and with `orientation` also carries the Orientation tag a phone held sideways writes (6: turn 90°
 * clockwise to show it upright).
 */
export function exifGpsSegment(orientation?: number): Uint8Array {
  const ifd0Entries = orientation === undefined ? 1 : 2;
  const gpsIfdAt = 8 + 2 + ifd0Entries * 12 + 4;
  const gpsEntries = 4;
  const dataAt = gpsIfdAt + 2 + gpsEntries * 12 + 4;
  const rationals = (values: readonly number[]) => values.flatMap((v) => [...long(v), ...long(1)]);
  const entry = (tag: number, type: number, count: number, value: number[]) => [...word(tag), ...word(type), ...long(count), ...value];
  const tiff = [
    ...ascii("MM"), ...word(42), ...long(8),
    // IFD0, its entries in tag order: the orientation (a SHORT, left-aligned in its 4 bytes), the GPS IFD's offset.
    ...word(ifd0Entries),
    ...(orientation === undefined ? [] : entry(0x0112, 3, 1, [...word(orientation), 0, 0])),
    ...entry(0x8825, 4, 1, long(gpsIfdAt)), ...long(0),
    // GPS IFD: GPSLatitudeRef, GPSLatitude, GPSLongitudeRef, GPSLongitude.
    ...word(gpsEntries),
    ...entry(0x0001, 2, 2, [...ascii(SECRET_PLACE.latRef), 0, 0, 0]),
    ...entry(0x0002, 5, 3, long(dataAt)),
    ...entry(0x0003, 2, 2, [...ascii(SECRET_PLACE.lngRef), 0, 0, 0]),
    ...entry(0x0004, 5, 3, long(dataAt + 24)),
    ...long(0),
    ...rationals(SECRET_PLACE.lat),
    ...rationals(SECRET_PLACE.lng),
  ];
  const body = [...ascii("Exif"), 0, 0, ...tiff];
  return Uint8Array.from([0xff, 0xe1, ...word(body.length + 2), ...body]);
}

/**
 * A real JPEG of `width`×`height` (a gradient), with the camera's EXIF GPS block right after its start;
 * with `orientation`, one a phone held sideways took (its pixels stored on their side).
 */
export function cameraJpeg(width: number, height: number, orientation?: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([(x * 255) / width, (y * 255) / height, 128, 255], (y * width + x) * 4);
  const plain = new Uint8Array(jpeg.encode({ width, height, data }, 90).data);
  const exif = exifGpsSegment(orientation);
  const out = new Uint8Array(plain.length + exif.length);
  out.set(plain.subarray(0, 2));
  out.set(exif, 2);
  out.set(plain.subarray(2), 2 + exif.length);
  return out;
}

/** The JPEG's segments before its image data: each marker with its payload. */
export function jpegSegments(bytes: Uint8Array): { marker: number; payload: Uint8Array }[] {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error("not a JPEG");
  const segments: { marker: number; payload: Uint8Array }[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    segments.push({ marker, payload: bytes.subarray(at + 4, at + 2 + length) });
    if (marker === 0xda) break; // start of scan: image data follows
    at += 2 + length;
  }
  return segments;
}

/** The GPS latitude an EXIF block in this JPEG gives, or null when it carries none. */
export function exifLatitude(bytes: Uint8Array): { ref: string; dms: number[] } | null {
  const app1 = jpegSegments(bytes).find((s) => s.marker === 0xe1 && String.fromCharCode(...s.payload.subarray(0, 4)) === "Exif");
  if (!app1) return null;
  const tiff = app1.payload.subarray(6);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const entries = (ifd: number) => Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12);
  const gpsPointer = entries(u32(4)).find((e) => u16(e) === 0x8825);
  if (gpsPointer === undefined) return null;
  const gps = entries(u32(gpsPointer + 8));
  const refEntry = gps.find((e) => u16(e) === 0x0001);
  const latEntry = gps.find((e) => u16(e) === 0x0002);
  if (refEntry === undefined || latEntry === undefined) return null;
  const at = u32(latEntry + 8);
  return { ref: String.fromCharCode(tiff[refEntry + 8]!), dms: [0, 1, 2].map((i) => u32(at + i * 8) / u32(at + i * 8 + 4)) };
}

/** Whether `needle` occurs anywhere in `bytes`. */
export function containsBytes(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

interface Pixels extends DecodedPhoto {
  data: Uint8Array;
  /** What jpeg-js read of the file's EXIF: the codec must not hand it on. */
  exifBuffer?: Uint8Array;
}

/**
 * A real codec in plain JavaScript with the browser codec's contract: decode the file, then draw only its
 * pixels at the new size (nearest neighbour, which is enough for a test) and encode them as a new JPEG.
 * `closed` counts the decoded pictures freed.
 */
export function jpegJsCodec(): PhotoCodec<Pixels> & { closed: number } {
  const codec = {
    closed: 0,
    async decode(file: Blob): Promise<Pixels> {
      const image = jpeg.decode(new Uint8Array(await file.arrayBuffer()), { useTArray: true, formatAsRGBA: true }) as ReturnType<typeof jpeg.decode> & {
        exifBuffer?: Uint8Array;
      };
      return { width: image.width, height: image.height, data: image.data, exifBuffer: image.exifBuffer, close: () => void codec.closed++ };
    },
    async encode(picture: Pixels, size: { width: number; height: number }): Promise<Blob> {
      const out = new Uint8Array(size.width * size.height * 4);
      for (let y = 0; y < size.height; y++) {
        const sy = Math.min(picture.height - 1, Math.floor((y * picture.height) / size.height));
        for (let x = 0; x < size.width; x++) {
          const sx = Math.min(picture.width - 1, Math.floor((x * picture.width) / size.width));
          out.set(picture.data.subarray((sy * picture.width + sx) * 4, (sy * picture.width + sx) * 4 + 4), (y * size.width + x) * 4);
        }
      }
      const encoded = jpeg.encode({ width: size.width, height: size.height, data: out }, 85).data;
      return new NodeBlob([encoded], { type: "image/jpeg" }) as unknown as Blob;
    },
  };
  return codec;
}

/**
 * A codec for screens: decodes any file as a 4000×3000 picture and encodes it as `output` (a Node Blob,
 * which fake-indexeddb can store), recording what it was asked to do.
 */
export function fakeCodec(output: Uint8Array = Uint8Array.from([0xff, 0xd8, 0xff, 0xdb, 1, 2, 3, 0xff, 0xd9])) {
  const calls: { width: number; height: number }[] = [];
  const codec: PhotoCodec & { calls: typeof calls; output: Uint8Array } = {
    calls,
    output,
    decode: async () => ({ width: 4000, height: 3000, close: () => undefined }),
    encode: async (_picture, size) => {
      calls.push(size);
      return new NodeBlob([output], { type: "image/jpeg" }) as unknown as Blob;
    },
  };
  return codec;
}
