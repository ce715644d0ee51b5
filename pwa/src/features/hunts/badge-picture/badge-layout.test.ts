import { describe, expect, it } from "vitest";
import { badgeLayout, fitText, PICTURE, wrapText, type Measure } from "./badge-layout";
import type { BadgePictureInfo } from "./badge-picture-info";
import { MAYA } from "../../../testing/hunts/badge-picture";

/** A stand-in for the canvas's measure: every character 0.6 of the font size wide. */
const measure: Measure = (text, font) => text.length * 0.6 * Number(/(\d+)px/.exec(font)![1]);
const sizeOf = (font: string) => Number(/(\d+)px/.exec(font)![1]);
const TEXT_WIDTH = 860;

const info = (over: Partial<BadgePictureInfo> = {}): BadgePictureInfo => ({
  ...MAYA,
  ...over,
});

describe("badge picture layout", () => {
  it("sets the hunt and its place above the badge, and the name, score and day below, centred", () => {
    const { texts, badge } = badgeLayout(info(), measure);
    expect(texts.map((t) => t.text)).toEqual(["Zion Canyon Quest", "Zion National Park, Utah", "Maya", "Score: 30 of 30 points", "June 1, 2025"]);
    expect(texts.map((t) => sizeOf(t.font))).toEqual([68, 40, 88, 48, 40]);
    for (const t of texts) expect(t.x).toBe(PICTURE.width / 2);
    const y = (text: string) => texts.find((t) => t.text === text)!.y;
    expect(y("Zion National Park, Utah")).toBeLessThan(badge.y);
    expect(y("Maya")).toBeGreaterThan(badge.y + 150 * badge.scale - 1);
    // The block sits in the middle of the picture.
    const top = texts[0]!.y;
    const bottom = texts.at(-1)!.y + 40 * 1.18;
    expect(Math.abs(top - (PICTURE.height - bottom))).toBeLessThanOrEqual(2);
  });

  it("wraps a long title onto up to three lines and shrinks it until it fits", () => {
    const title = "The Grand Circle of Southern Utah Canyons and Arches Family Explorer Challenge";
    const { texts } = badgeLayout(info({ huntTitle: title }), measure);
    const lines = texts.filter((t) => t.font.startsWith("800") && t.text !== "Maya");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.map((t) => t.text).join(" ")).toBe(title);
    for (const t of lines) expect(measure(t.text, t.font)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it("ends what still does not fit at the smallest size with an ellipsis", () => {
    const title = "word ".repeat(60).trim();
    const { size, lines } = fitText(title, { weight: 800, maxSize: 68, minSize: 40, maxLines: 3 }, TEXT_WIDTH, measure);
    expect(size).toBe(40);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith("…")).toBe(true);
    for (const line of lines) expect(measure(line, `800 ${size}px x`)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it("breaks a word too long for a line on its own", () => {
    const lines = wrapText("Supercalifragilistic", 200, "400 40px x", measure);
    expect(lines.join("")).toBe("Supercalifragilistic");
    for (const line of lines) expect(measure(line, "400 40px x")).toBeLessThanOrEqual(200);
  });

  it("keeps the longest texts inside the picture's frame", () => {
    const longest = info({ huntTitle: "Adventure ".repeat(20).trim(), place: "Somewhere ".repeat(20).trim(), name: "Maximiliana Wolfeschlegelstein", score: 1000, maxScore: 1000 });
    const { texts, badge } = badgeLayout(longest, measure);
    for (const t of texts) {
      expect(measure(t.text, t.font)).toBeLessThanOrEqual(TEXT_WIDTH);
      expect(t.y).toBeGreaterThanOrEqual(50);
      expect(t.y + sizeOf(t.font) * 1.18).toBeLessThanOrEqual(PICTURE.height - 50);
    }
    expect(badge.y).toBeGreaterThan(50);
  });

  it("leaves the name out for a family playing as one, and the place when the hunt has none", () => {
    const { texts } = badgeLayout(info({ name: undefined, place: "" }), measure);
    expect(texts.map((t) => t.text)).toEqual(["Zion Canyon Quest", "Score: 30 of 30 points", "June 1, 2025"]);
  });
});
