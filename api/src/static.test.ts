import { Hono } from "hono";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./deps";
import { serveApp } from "./static";
import { chooseEncoding } from "./compression";

let dir: string;
const app = new Hono<AppEnv>();
const script = `export const parks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Park number ${i}`))};\n`;
const png = Buffer.alloc(4096, 7);
/** WebAssembly's magic number and version, then a body as repetitive as a real module's. */
const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(8192, 0x41)]);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "static-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), `<!doctype html><title>Park Hunts</title>${"<p>hello</p>".repeat(200)}`);
  writeFileSync(join(dir, "assets", "app-1234.js"), script);
  writeFileSync(join(dir, "icon.png"), png);
  writeFileSync(join(dir, "assets", "zxing_reader-1234.wasm"), wasm);
  serveApp(app, dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("serving the built app", () => {
  it("sends scripts brotli-compressed to browsers that accept it, and the same bytes once decoded", async () => {
    const res = await get("/assets/app-1234.js", "gzip, deflate, br, zstd");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("accept-encoding");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gz = await get("/blog/3", "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("<title>Park Hunts</title>");

    const plain = await get("/assets/app-1234.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("accept-encoding");
    expect(await plain.text()).toBe(script);
  });

  it("sends WebAssembly as such, compressed, so a browser compiles it as it streams in", async () => {
    const res = await get("/assets/zxing_reader-1234.wasm", "br");
    expect(res.headers.get("content-type")).toBe("application/wasm");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).equals(wasm)).toBe(true);
  });

  it("leaves images as they are", async () => {
    const res = await get("/icon.png", "br, gzip");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, honours a refusal with q=0, and knows nothing else", () => {
    expect(chooseEncoding("gzip, br")).toBe("br");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.0, br;q=0")).toBeNull();
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
