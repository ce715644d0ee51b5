/**
 * Renders the sample content's pictures (book covers, blog and hunt pictures, the sample hunts' park
 * maps, the home hero) from their SVG sources in pwa/image-sources to WebP in pwa/public/images (the
 * hero: see SPECIAL), with headless Chromium (playwright-core).
 * The pages show them as raster images because a browser decodes those off the main thread, while each
 * SVG picture on a page is a small document of its own, built and laid out on the main thread.
 *
 * Usage: npx tsx scripts/make-images.ts [folder of pwa/image-sources ...]   (every picture when none is named)
 * Needs a system Chromium; override its path with CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "./lib/browser";

const root = fileURLToPath(new URL("..", import.meta.url));
const sourcesDir = join(root, "pwa/image-sources");
const outDir = join(root, "pwa/public/images");
const QUALITY = 0.8;

/**
 * Pictures drawn otherwise than at their viewBox size into pwa/public/images. The home hero sits
 * behind a dark overlay, where a quarter of its size and a lower quality lose nothing visible; it goes
 * beside the home styles, small enough for the build to inline into them, so it is there with the
 * page's first paint instead of being fetched after the styles.
 */
const SPECIAL: Record<string, { scale: number; quality: number; out: string }> = {
  "hero.svg": { scale: 0.25, quality: 0.6, out: join(root, "pwa/src/features/site/hero.webp") },
};

function svgFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith(".svg") ? [path] : [];
  });
}

// Only the folders named: redrawing one kind of picture leaves every other file as it was.
const folders = process.argv.slice(2);
const sources = folders.length === 0 ? svgFiles(sourcesDir) : folders.flatMap((folder) => svgFiles(join(sourcesDir, folder)));

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  for (const source of sources) {
    const text = readFileSync(source, "utf8");
    // Drawn at the picture's own size (its viewBox), which is what the largest card shows, unless scaled.
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(text);
    if (!viewBox) throw new Error(`${source}: no viewBox to take the size from`);
    const special = SPECIAL[relative(sourcesDir, source)];
    const scale = special?.scale ?? 1;
    const [width, height] = [Math.round(Number(viewBox[1]) * scale), Math.round(Number(viewBox[2]) * scale)];
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;base64,${svg}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        canvas.getContext("2d")!.drawImage(img, 0, 0, width, height);
        return canvas.toDataURL("image/webp", quality);
      },
      { svg: Buffer.from(text).toString("base64"), width, height, quality: special?.quality ?? QUALITY },
    );
    if (!dataUrl.startsWith("data:image/webp;base64,")) throw new Error(`${source}: this Chromium cannot encode WebP`);
    const out = special?.out ?? join(outDir, relative(sourcesDir, source).replace(/\.svg$/, ".webp"));
    mkdirSync(dirname(out), { recursive: true });
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    writeFileSync(out, bytes);
    console.log(`wrote ${relative(root, out)} (${bytes.length} bytes)`);
  }
} finally {
  await browser.close();
}
