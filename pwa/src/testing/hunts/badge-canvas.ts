/**
 * A stand-in for a canvas (jsdom has none) for the badge picture's tests (imported only by tests): it
 * records the size asked for and every text drawn, measures text as 0.6 of the font size a character,
 * and encodes a small PNG-typed blob.
 */
import type { PictureCanvas, PictureContext } from "../../features/hunts/badge-picture/make-badge-picture";

export interface FakeCanvas extends PictureCanvas {
  width: number;
  height: number;
  texts: { text: string; font: string; x: number; y: number }[];
}

export function fakeCanvas(width: number, height: number): FakeCanvas {
  const texts: FakeCanvas["texts"] = [];
  const noop = () => {};
  const context = {
    fillStyle: "",
    strokeStyle: "",
    lineWidth: 1,
    font: "10px sans-serif",
    textAlign: "start",
    textBaseline: "alphabetic",
    fillRect: noop,
    strokeRect: noop,
    beginPath: noop,
    moveTo: noop,
    lineTo: noop,
    closePath: noop,
    arc: noop,
    fill: noop,
    stroke: noop,
    setLineDash: noop,
    save: noop,
    restore: noop,
    translate: noop,
    scale: noop,
    measureText(text: string) {
      return { width: text.length * 0.6 * Number(/(\d+)px/.exec(this.font)?.[1] ?? 10) } as TextMetrics;
    },
    fillText(text: string, x: number, y: number) {
      texts.push({ text, font: this.font, x, y });
    },
  } as PictureContext;
  return { width, height, texts, context, toPng: async () => new Blob(["png"], { type: "image/png" }) };
}
