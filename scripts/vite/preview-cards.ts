/**
 * Writes the preview cards of the sample pictures (every picture of pwa/public/images that
 * shared/rules/card-image.ts gives a card) and the site's own card, drawn from the home hero's SVG source
 * (its WebP is a quarter of its size), into the build at the paths the rule names. The cards are JPEG
 * files, which the service worker's precache leaves out: only scrapers fetch them.
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { makeCard } from "../../api/src/services/files/card-image.ts";
import { cardImagePath, SITE_CARD_PATH } from "../../shared/rules/card-image.ts";

/** A card the build writes: its path on the site, and the picture it is drawn from. */
export interface BuiltCard {
  path: string;
  source: string;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/** The cards of the pictures the site serves from `publicDir`, and the site's card drawn from `siteSource`. */
export async function builtCards(publicDir: string, siteSource: string): Promise<BuiltCard[]> {
  const cards: BuiltCard[] = [];
  for (const file of await filesUnder(publicDir)) {
    const path = cardImagePath(`/${relative(publicDir, file).split(sep).join("/")}`);
    if (path) cards.push({ path, source: file });
  }
  return [...cards.sort((a, b) => a.path.localeCompare(b.path)), { path: SITE_CARD_PATH, source: siteSource }];
}

/** Draws every card into `outDir`, all at once: sharp spreads them over libuv's threads. */
export async function writeCards(cards: BuiltCard[], outDir: string): Promise<void> {
  await Promise.all(
    cards.map(async ({ path, source }) => {
      const out = join(outDir, path);
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, await makeCard(source));
    }),
  );
}

export function previewCards(siteSource: string): Plugin {
  let publicDir = "";
  let outDir = "";
  let info: (message: string) => void = () => undefined;
  return {
    name: "preview-cards",
    apply: "build",
    configResolved(config) {
      publicDir = config.publicDir;
      outDir = resolve(config.root, config.build.outDir);
      info = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const started = performance.now();
      const cards = await builtCards(publicDir, siteSource);
      await writeCards(cards, outDir);
      info(`preview cards: ${cards.length} in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
