/** A card fills 1200 x 630 with the middle of its picture, whatever the picture's shape. */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { expectColourAt } from "../../testing/card-checks";
import { imageFacts } from "../../testing/photos";
import { makeCard } from "./card-image";

const RED = [220, 30, 30];
const GREEN = [30, 160, 60];
const BLUE = [30, 30, 220];
const PAGE = [247, 243, 232];

/** A PNG of `width` x `height` coloured pixel by pixel. */
async function picture(width: number, height: number, colourAt: (x: number, y: number) => number[]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) pixels.set(colourAt(x, y), (y * width + x) * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

describe("makeCard", () => {
  it("cuts a tall picture to its middle rows, with no bands of background", async () => {
    // Scaled to 1200 x 2400, the card keeps rows 885 to 1515: the picture's rows 295 to 505, all green.
    const card = await makeCard(await picture(400, 800, (_x, y) => (y < 200 ? RED : y >= 600 ? BLUE : GREEN)));
    expect(await imageFacts(card)).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    for (const [x, y] of [[600, 2], [600, 627], [2, 315], [1197, 315]] as const) await expectColourAt(card, x, y, GREEN);
  });

  it("cuts a wide picture to its middle columns", async () => {
    // At its own height, the card keeps columns 600 to 1800 of 2400.
    const card = await makeCard(await picture(2400, 630, (x) => (x < 560 ? RED : x >= 1840 ? BLUE : GREEN)));
    expect(await imageFacts(card)).toMatchObject({ width: 1200, height: 630 });
    for (const x of [2, 600, 1197]) await expectColourAt(card, x, 315, GREEN);
  });

  it("puts a transparent picture on the pages' background, not black", async () => {
    const clear = await sharp({ create: { width: 40, height: 21, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    await expectColourAt(await makeCard(clear), 600, 315, PAGE);
  });
});
