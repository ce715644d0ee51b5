/**
 * Renders the PWA icons (PNG) from their SVG sources with headless Chromium (playwright-core):
 *   pwa/public/icons/icon.svg      -> icon-192.png, icon-512.png, apple-touch-icon.png (180)
 *   pwa/public/icons/maskable.svg  -> maskable-512.png (artwork inside the central safe zone)
 *   pwa/public/favicon.svg         -> icons/favicon-48.png (the tab's icon: a browser draws an SVG one as a
 *                                     whole document of its own, on the page's main thread as it starts)
 *
 * Usage: npx tsx scripts/make-icons.ts
 * Needs a system Chromium; override its path with CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "./lib/browser";

const root = fileURLToPath(new URL("..", import.meta.url));
const iconsDir = join(root, "pwa/public/icons");

const targets = [
  { source: "icon.svg", out: "icon-192.png", size: 192 },
  { source: "icon.svg", out: "icon-512.png", size: 512 },
  { source: "maskable.svg", out: "maskable-512.png", size: 512 },
  { source: "icon.svg", out: "apple-touch-icon.png", size: 180 },
  // Rounded corners: transparent around them.
  { source: "../favicon.svg", out: "favicon-48.png", size: 48, transparent: true },
];

const browser = await launchBrowser();

try {
  for (const { source, out, size, transparent = false } of targets) {
    const svg = readFileSync(join(iconsDir, source));
    const src = `data:image/svg+xml;base64,${svg.toString("base64")}`;
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}img{display:block}</style></head>` +
        `<body><img id="icon" width="${size}" height="${size}" alt="" src="${src}"></body></html>`,
    );
    await page.waitForFunction(() => {
      const img = document.getElementById("icon");
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    await page.screenshot({
      path: join(iconsDir, out),
      omitBackground: transparent,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    await page.close();
    console.log(`wrote pwa/public/icons/${out} (${size}x${size}) from ${source}`);
  }
} finally {
  await browser.close();
}
