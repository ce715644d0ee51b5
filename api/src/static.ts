/**
 * Serves the built PWA. Hashed assets are cached forever; the service worker, manifest and index.html
 * are always revalidated so a new deployment is noticed. Any other GET that is not a file gets
 * index.html, letting the client router handle deep links such as /hunt/3; the public pages it
 * pre-renders get index.html with the page drawn in. A page in another language (`/es/…`) gets the
 * shell with that language in its `<html lang>`. Text files go out compressed (brotli or gzip) to
 * browsers that accept it.
 */
import type { Context, Hono } from "hono";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { AppEnv } from "./deps";
import { notFoundBody } from "./errors";
import { chooseEncoding, COMPRESSIBLE, compress, compressedCopy, type Encoding } from "./compression";
import { DEFAULT_LANG } from "#shared/rules/languages";
import { langOfPath } from "#shared/rules/lang-path";
import { withDocumentLang, withPageHead, type Prerender } from "./prerender";

export const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  // The QR reader's WebAssembly: browsers compile it as it streams in only when it is named as such.
  ".wasm": "application/wasm",
};

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = normalize(join(root, decoded));
  if (!full.startsWith(root + sep) && full !== root) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

function cacheControl(urlPath: string): string {
  return urlPath.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache";
}

/**
 * Sends a text body compressed with the encoding the browser accepts (`compressWith` makes or finds
 * the copy), or as it is when none is accepted or compressing does not pay.
 */
async function sendText(
  c: Context<AppEnv>,
  body: Buffer<ArrayBuffer>,
  headers: Record<string, string>,
  compressWith: (encoding: Encoding) => Promise<Buffer<ArrayBuffer> | null>,
): Promise<Response> {
  headers.vary = "accept-encoding";
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  const compressed = encoding ? await compressWith(encoding) : null;
  if (!encoding || !compressed) return c.body(body, 200, headers);
  return c.body(compressed, 200, { ...headers, "content-encoding": encoding });
}

export function serveApp(app: Hono<AppEnv>, staticDir: string, prerender?: Prerender) {
  const root = normalize(staticDir);
  app.get("*", async (c) => {
    const path = c.req.path;
    const found = await fileIn(root, path);
    if (!found && !extname(path) && prerender) {
      const page = await prerender(new URL(c.req.url));
      if (page !== null) {
        const body = Buffer.from(page);
        return sendText(c, body, { "content-type": CONTENT_TYPES[".html"]!, "cache-control": "no-cache" }, (encoding) => compress(body, encoding));
      }
    }
    const file = found ?? (extname(path) ? null : join(root, "index.html"));
    if (!file) return c.json(notFoundBody(), 404);
    const body = await readFile(file).catch(() => null);
    if (!body) return c.json(notFoundBody(), 404);
    if (!found) {
      // A page the app draws from the device: the shell, in the page's language, with the page's head.
      const head = prerender ? await prerender.head(new URL(c.req.url)) : "";
      const lang = langOfPath(path);
      if (head || lang !== DEFAULT_LANG) {
        const shell = Buffer.from(withDocumentLang(withPageHead(body.toString("utf8"), head), lang));
        return sendText(c, shell, { "content-type": CONTENT_TYPES[".html"]!, "cache-control": "no-cache" }, (encoding) => compress(shell, encoding));
      }
    }
    const headers: Record<string, string> = {
      "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": cacheControl(path),
    };
    if (!COMPRESSIBLE.has(extname(file))) return c.body(body, 200, headers);
    return sendText(c, body, headers, (encoding) => compressedCopy(file, body, encoding));
  });
}
