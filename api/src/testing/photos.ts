/**
 * Small, whole images for photo tests (a PNG, a JPEG, a WebP and a GIF that decode, and end where their
 * format says they end, as a phone's re-encoded photo does), a camera's photo carrying its GPS position,
 * what a stored picture holds, and the multipart upload a device's outbox sends.
 */
import jpegJs from "jpeg-js";
import sharp from "sharp";
import { crc32, deflateSync } from "node:zlib";
import type { TestApp } from "./test-app";

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A chunk's length, type and checksum around its data. */
const PNG_CHUNK_OVERHEAD = 12;

/** The signature and header of an 8-bit RGB PNG of `width` x `height`. */
function pngStart(width: number, height: number): Buffer[] {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return [PNG_SIGNATURE, pngChunk("IHDR", header)];
}

/** A 1x1 white PNG; given `size`, padded to exactly that many bytes with a private chunk decoders skip. */
export function png(size?: number): Buffer {
  const head = [...pngStart(1, 1), pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255])))];
  const end = pngChunk("IEND", new Uint8Array(0));
  const bare = Buffer.concat([...head, end]);
  if (size === undefined) return bare;
  return Buffer.concat([...head, pngChunk("prVt", new Uint8Array(size - bare.length - PNG_CHUNK_OVERHEAD)), end]);
}

/** A small file whose header says 10,000 x 10,000 pixels: 100 MP to decode. */
export function oversizedPng(): Buffer {
  return Buffer.concat([...pngStart(10_000, 10_000), pngChunk("IDAT", deflateSync(Buffer.alloc(1024))), pngChunk("IEND", new Uint8Array(0))]);
}

const COMMENT_SEGMENT_MAX_BYTES = 65535;
/** A comment segment's marker and length. */
const COMMENT_SEGMENT_MIN_BYTES = 4;

/** Comment segments (which decoders skip) of `total` bytes in all. */
function jpegComments(total: number): Buffer[] {
  const segments: Buffer[] = [];
  for (let left = total; left > 0; ) {
    let length = Math.min(COMMENT_SEGMENT_MAX_BYTES, left);
    // Never leave a rest too short to be a segment of its own.
    if (left - length > 0 && left - length < COMMENT_SEGMENT_MIN_BYTES) length -= COMMENT_SEGMENT_MIN_BYTES;
    if (length < COMMENT_SEGMENT_MIN_BYTES) throw new Error(`Cannot pad a JPEG by ${total} bytes`);
    const segment = Buffer.alloc(length);
    segment.set([0xff, 0xfe], 0);
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    left -= length;
  }
  return segments;
}

/** An 8x8 grey JFIF JPEG ending with its end-of-image marker; given `size`, padded to it with comments. */
export function jpeg(size?: number): Buffer {
  const bare = Buffer.from(jpegJs.encode({ data: Buffer.alloc(8 * 8 * 4, 200), width: 8, height: 8 }, 90).data);
  if (size === undefined || size === bare.length) return bare;
  return Buffer.concat([bare.subarray(0, 2), ...jpegComments(size - bare.length), bare.subarray(2)]);
}

/** A 1x1 GIF. */
export function gif(): Buffer {
  return Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
}

/** A lossless WebP whose RIFF size covers the file exactly. */
export function webp(): Buffer {
  const data = Buffer.from([0x2f, 0, 0, 0, 0, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0]);
  const chunk = Buffer.concat([Buffer.from("VP8L"), Buffer.from([data.length, 0, 0, 0]), data]);
  const riff = Buffer.alloc(8);
  riff.write("RIFF", 0, "latin1");
  riff.writeUInt32LE(4 + chunk.length, 4);
  return Buffer.concat([riff, Buffer.from("WEBP"), chunk]);
}

/** A Photoshop resource segment (APP13) holding an IPTC city, as photo editors write one. */
function iptcSegment(city: string): Buffer {
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x5a, 0x00, city.length]), Buffer.from(city, "latin1")]);
  const resource = Buffer.concat([Buffer.from("8BIM"), Buffer.from([0x04, 0x04, 0, 0]), Buffer.alloc(4), record]);
  resource.writeUInt32BE(record.length, 10);
  const payload = Buffer.concat([Buffer.from("Photoshop 3.0\0", "latin1"), resource]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xed, 0, 0]), payload]);
  segment.writeUInt16BE(payload.length + 2, 2);
  return segment;
}

/** Old Faithful, where the camera says the photo was taken. */
const GPS_EXIF = {
  IFD0: { Make: "TrailPhone", Model: "TP-1" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "44/1 27/1 4200/100", GPSLongitudeRef: "W", GPSLongitude: "110/1 49/1 4800/100" },
};
const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="44,27.7N"/></rdf:RDF></x:xmpmeta>';

/** The stored picture's width: the left half red, the right half blue, so a turn shows. */
export const CAMERA_WIDTH = 400;
export const CAMERA_HEIGHT = 300;

/**
 * A camera's JPEG as an upload that did not come from the app may carry it: GPS position in EXIF, XMP and
 * IPTC, stored sideways with EXIF orientation 6 (turn 90 degrees clockwise to show it upright).
 */
export async function cameraPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(CAMERA_WIDTH * CAMERA_HEIGHT * 3);
  for (let i = 0; i < CAMERA_WIDTH * CAMERA_HEIGHT; i++) pixels.set(i % CAMERA_WIDTH < CAMERA_WIDTH / 2 ? [220, 30, 30] : [30, 30, 220], i * 3);
  const encoded = await sharp(pixels, { raw: { width: CAMERA_WIDTH, height: CAMERA_HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif(GPS_EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .toBuffer();
  return Buffer.concat([encoded.subarray(0, 2), iptcSegment("Yellowstone"), encoded.subarray(2)]);
}

/** The GPS IFD pointer (tag 0x8825) in little-endian EXIF: where a camera's position is kept. */
export const hasGpsTag = (exif: Buffer | undefined) => exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));

/** What a stored picture holds beyond its pixels, and its shape. */
export async function imageFacts(bytes: Uint8Array) {
  const meta = await sharp(bytes, { animated: true }).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.pageHeight ?? meta.height,
    frames: meta.pages ?? 1,
    orientation: meta.orientation ?? null,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    iptc: meta.iptc !== undefined,
  };
}

/** The colour at (x, y) of a picture as shown, as [r, g, b]. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

export interface PhotoFormInput {
  bytes: Uint8Array;
  name?: string;
  type?: string;
  item_id?: number | string;
  taken_at?: string;
}

export const TAKEN_AT = "2026-07-04T15:30:00.000Z";

export function photoForm({ bytes, name = "photo.jpg", type = "image/jpeg", item_id, taken_at = TAKEN_AT }: PhotoFormInput): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  if (item_id !== undefined) form.append("item_id", String(item_id));
  form.append("taken_at", taken_at);
  return form;
}

/** POST /api/hunts/{huntId}/photos as the outbox sends it. */
export function sendPhoto(t: TestApp, token: string | undefined, huntId: number | string, key: string | undefined, form: FormData) {
  return t.call("POST", `/api/hunts/${huntId}/photos`, { token, body: form, headers: key === undefined ? {} : { "idempotency-key": key } });
}
