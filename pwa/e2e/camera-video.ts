/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a Y4M stream, the
 * simplest format it plays, of a QR code held still in front of the lens, made in Node with no encoder.
 */
import { writeFileSync } from "node:fs";
import { qrPath } from "../src/lib/qr/qr-code";

const WIDTH = 640;
const HEIGHT = 480;
/** Camera pixels a module: a phone held a hand's width from another phone's screen. */
const SCALE = 6;
const FRAMES = 10;

/** Writes `frames` identical 4:2:0 frames of `text`'s QR code, dark modules black on a white card. */
export function writeQrVideo(path: string, text: string): void {
  const { size, d } = qrPath(text);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  const [left, top] = [Math.floor((WIDTH - size * SCALE) / 2), Math.floor((HEIGHT - size * SCALE) / 2)];
  if (left < 0 || top < 0) throw new Error(`a code of ${size} modules does not fit the camera at ${SCALE} px a module`);
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = 0; row < SCALE; row++) {
      const start = (top + Number(y) * SCALE + row) * WIDTH + left + Number(x) * SCALE;
      luma.fill(0, start, start + Number(run) * SCALE);
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
