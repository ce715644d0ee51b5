/**
 * Small, whole images for photo tests (a PNG, a JPEG and a WebP that end where their format says they
 * end, as a phone's re-encoded photo does) and the multipart upload a device's outbox sends.
 */
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

/** A 1x1 white PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/** A JFIF JPEG of `size` bytes (padded inside a comment segment), ending with its end-of-image marker. */
export function jpeg(size = 64): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const end = Buffer.from([0xff, 0xd9]);
  const filler = Buffer.alloc(Math.max(0, size - head.length - end.length));
  return Buffer.concat([head, filler, end]);
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
