/**
 * Helpers for the admin area's browser tests: signing in through the screens a person uses, a real image
 * file to upload, and axe-core's serious and critical findings on the page as it is.
 */
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { ADMIN } from "../../scripts/lib/server-process";

/**
 * Signs the admin in on /admin/login, reached the way a person reaches it: by opening `from`, which the
 * guard sends there. Resolves back on `from`.
 */
export async function signInAsAdmin(page: Page, baseUrl: string, from = "/admin/dashboard"): Promise<void> {
  await page.goto(`${baseUrl}${from}`);
  await page.waitForURL(/\/admin\/login$/);
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === from);
}

/** Creates a regular family account through /register; resolves on the profile it lands on. */
export async function registerFamily(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/register`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(`${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("trail-mix-42");
  await page.getByLabel("Confirm Password").fill("trail-mix-42");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL(/\/profile$/);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour, so the server's byte sniffing and the browser's decoder both accept it. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(pixels)), pngChunk("IEND", Buffer.alloc(0))]);
}

