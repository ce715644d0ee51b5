/**
 * Compressed copies of what the server sends most: the built app's text files (scripts, styles, HTML,
 * SVG, the manifest) and the cached catalog reads, so a phone on a slow connection downloads a third of
 * the bytes or less. Each body is compressed once, off the main thread, and kept with what it copies: a
 * file per version (path, size and modification time), a catalog read with its cache entry. Answers carry
 * `Vary: Accept-Encoding` so no cache hands a compressed copy to a client that did not ask for one.
 */
import { stat } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt", ".wasm"]);
/** Smaller bodies gain less than the compression header costs. */
const MIN_BYTES = 1024;
/** Brotli quality 9: nearly the size of 11 at a tenth of the time. */
const BROTLI_QUALITY = 9;

// zlib answers in fresh buffers of its own (never shared memory), which is what a response body takes.
const brotli = promisify(brotliCompress) as (body: Buffer, options: object) => Promise<Buffer<ArrayBuffer>>;
const gzipAsync = promisify(gzip) as (body: Buffer, options: object) => Promise<Buffer<ArrayBuffer>>;

export type Encoding = "br" | "gzip";

/** The encoding to answer with, from the request's Accept-Encoding (a `;q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** `body` compressed with `encoding`, or null when it is too small to gain or compression failed. */
export function compress(body: Uint8Array, encoding: Encoding): Promise<Buffer<ArrayBuffer> | null> {
  if (body.length < MIN_BYTES) return Promise.resolve(null);
  const input = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const copy =
    encoding === "br"
      ? brotli(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipAsync(input, { level: 9 });
  return copy.catch(() => null);
}

const copies = new Map<string, Promise<Buffer<ArrayBuffer> | null>>();

/** `body` (the contents of `file`) compressed with `encoding`, or null when not worth it or it failed. */
export async function compressedCopy(file: string, body: Buffer, encoding: Encoding): Promise<Buffer<ArrayBuffer> | null> {
  if (!COMPRESSIBLE.has(extname(file))) return null;
  const modified = (await stat(file).catch(() => null))?.mtimeMs;
  if (modified === undefined) return null;
  const key = `${encoding}:${file}:${body.length}:${modified}`;
  let copy = copies.get(key);
  if (!copy) {
    copy = compress(body, encoding);
    copies.set(key, copy);
  }
  const compressed = await copy;
  // A failed compression is forgotten, and the file is sent as it is.
  if (!compressed) copies.delete(key);
  return compressed;
}
