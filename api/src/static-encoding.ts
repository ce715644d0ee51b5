/**
 * Compressed copies of the built app's text files (scripts, styles, HTML, SVG, the manifest), so a phone
 * on a slow connection downloads a third of the bytes. Each file is compressed once per version (path,
 * size and modification time) off the main thread and kept in memory: the build is a few hundred
 * kilobytes, and a rebuild simply makes new entries. Answers carry `Vary: Accept-Encoding` so no cache
 * hands a compressed copy to a client that did not ask for one.
 */
import { stat } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".svg", ".txt"]);
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

const copies = new Map<string, Promise<Buffer<ArrayBuffer>>>();

/** `body` (the contents of `file`) compressed with `encoding`, or null when not worth it or it failed. */
export async function compressedCopy(file: string, body: Buffer, encoding: Encoding): Promise<Buffer<ArrayBuffer> | null> {
  if (!COMPRESSIBLE.has(extname(file)) || body.length < MIN_BYTES) return null;
  const modified = (await stat(file).catch(() => null))?.mtimeMs;
  if (modified === undefined) return null;
  const key = `${encoding}:${file}:${body.length}:${modified}`;
  let copy = copies.get(key);
  if (!copy) {
    copy =
      encoding === "br"
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipAsync(body, { level: 9 });
    copies.set(key, copy);
  }
  // A failed compression is forgotten, and the file is sent as it is.
  return copy.catch(() => {
    copies.delete(key);
    return null;
  });
}
