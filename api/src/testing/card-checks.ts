/** What a test expects of a preview card, and of the colours a picture shows. */
import { expect } from "vitest";
import { pixelAt } from "./photos";

/** A preview card as imageFacts reads it: a 1200 x 630 JPEG with nothing but its pixels. */
export const CARD_FACTS = { format: "jpeg", width: 1200, height: 630, frames: 1, orientation: null, exif: false, xmp: false, iptc: false };

/** Expects the colour at (x, y) to be `expected` ([r, g, b]), each channel within JPEG's rounding. */
export async function expectColourAt(bytes: Uint8Array, x: number, y: number, expected: number[]): Promise<void> {
  const actual = await pixelAt(bytes, x, y);
  expect(actual.every((value, i) => Math.abs(value - expected[i]!) < 24), `(${x}, ${y}) is [${actual}], not [${expected}]`).toBe(true);
}
