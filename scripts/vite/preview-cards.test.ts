/**
 * The build's preview cards: one for each sample picture of pwa/public/images that the card rule names,
 * and the site's drawn from the hero's source, written where the rule says they are served.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { build } from "vite";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../api/src/testing/test-db.ts";
import { CARD_FACTS, expectColourAt } from "../../api/src/testing/card-checks.ts";
import { imageFacts } from "../../api/src/testing/photos.ts";
import { builtCards, previewCards } from "./preview-cards.ts";

const PUBLIC_DIR = fileURLToPath(new URL("../../pwa/public", import.meta.url));
const HERO = fileURLToPath(new URL("../../pwa/image-sources/hero.svg", import.meta.url));

const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));

describe("the cards the build makes", () => {
  it("are one for each post, book and hunt picture of the site, and the site's own from the hero", async () => {
    const cards = await builtCards(PUBLIC_DIR, HERO);
    const pictures = filesUnder(join(PUBLIC_DIR, "images")).filter((file) => /^(blog|books|hunts)\/[^/]+\.webp$/.test(file));
    expect(pictures.length).toBeGreaterThan(30);
    expect(cards.slice(0, -1).map((card) => relative(PUBLIC_DIR, card.source)).sort()).toEqual(pictures.map((file) => join("images", file)).sort());
    expect(cards).toContainEqual({ path: "/cards/images/blog/zion-with-kids.jpg", source: join(PUBLIC_DIR, "images/blog/zion-with-kids.webp") });
    expect(cards.at(-1)).toEqual({ path: "/cards/site.jpg", source: HERO });
  });

  it("are written into the build at their paths as 1200 x 630 JPEGs, and nothing else is", async () => {
    const root = tempFolder("preview-cards-");
    mkdirSync(join(root, "public/images/blog"), { recursive: true });
    mkdirSync(join(root, "public/images/icons"), { recursive: true });
    writeFileSync(join(root, "index.html"), "<!doctype html><title>Park Hunts</title>");
    const blue = { r: 30, g: 30, b: 220 };
    await sharp({ create: { width: 800, height: 500, channels: 3, background: blue } }).webp().toFile(join(root, "public/images/blog/trail.webp"));
    await sharp({ create: { width: 8, height: 8, channels: 3, background: blue } }).png().toFile(join(root, "public/images/icons/icon.png"));
    writeFileSync(join(root, "public/images/roper-hunt.svg"), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    const hero = join(root, "hero.svg");
    writeFileSync(hero, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 700"><rect width="1600" height="700" fill="#2f5d3a"/></svg>');

    await build({ configFile: false, logLevel: "silent", root, plugins: [previewCards(hero)], build: { outDir: "dist" } });

    const cards = join(root, "dist/cards");
    expect(filesUnder(cards).sort()).toEqual(["images/blog/trail.jpg", "site.jpg"]);
    for (const file of filesUnder(cards)) expect(await imageFacts(readFileSync(join(cards, file)))).toEqual(CARD_FACTS);
    const [trail, site] = [readFileSync(join(cards, "images/blog/trail.jpg")), readFileSync(join(cards, "site.jpg"))];
    await expectColourAt(trail, 600, 315, [30, 30, 220]);
    await expectColourAt(site, 600, 315, [0x2f, 0x5d, 0x3a]);
  });
});
