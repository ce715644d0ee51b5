/**
 * Draws a badge picture on a canvas of the device (an OffscreenCanvas where there is one) and encodes
 * it as PNG: no network, no font download. Loaded when a family first asks for a picture. The canvas
 * is passed in so tests (jsdom has none) can watch what is drawn.
 */
import { BADGE_DISC, BADGE_EMOJI, BADGE_MEDAL, BADGE_RIBBONS } from "../components/badge-art";
import { badgeLayout, COLORS, FONT_STACK, PICTURE, type PictureLayout } from "./badge-layout";
import type { BadgePictureInfo } from "./badge-picture-info";

/** What drawing needs of a 2D context: both the page's canvas and an OffscreenCanvas have it. */
export type PictureContext = Pick<
  CanvasRenderingContext2D,
  | "fillStyle"
  | "strokeStyle"
  | "lineWidth"
  | "font"
  | "textAlign"
  | "textBaseline"
  | "fillRect"
  | "strokeRect"
  | "fillText"
  | "measureText"
  | "beginPath"
  | "moveTo"
  | "lineTo"
  | "closePath"
  | "arc"
  | "fill"
  | "stroke"
  | "setLineDash"
  | "save"
  | "restore"
  | "translate"
  | "scale"
>;

export interface PictureCanvas {
  context: PictureContext;
  toPng: () => Promise<Blob>;
}

export type CreateCanvas = (width: number, height: number) => PictureCanvas;

const FRAME_INSET_PX = 40;
const FRAME_WIDTH_PX = 10;

export const deviceCanvas: CreateCanvas = (width, height) => {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This device cannot draw pictures.");
    return { context, toPng: () => canvas.convertToBlob({ type: "image/png" }) };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This device cannot draw pictures.");
  return {
    context,
    toPng: () => new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))), "image/png")),
  };
};

function drawBadge(ctx: PictureContext, { x, y, scale }: PictureLayout["badge"], emoji: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  for (const ribbon of BADGE_RIBBONS) {
    ctx.beginPath();
    ribbon.points.forEach(([px, py], i) => (i === 0 ? ctx.moveTo(px, py) : ctx.lineTo(px, py)));
    ctx.closePath();
    ctx.fillStyle = ribbon.fill;
    ctx.fill();
  }
  for (const circle of [BADGE_MEDAL, BADGE_DISC]) {
    ctx.beginPath();
    ctx.arc(circle.cx, circle.cy, circle.r, 0, 2 * Math.PI);
    ctx.fillStyle = circle.fill;
    ctx.fill();
    ctx.setLineDash("dash" in circle ? [...circle.dash] : []);
    ctx.lineWidth = circle.strokeWidth;
    ctx.strokeStyle = circle.stroke;
    ctx.stroke();
  }
  ctx.setLineDash([]);
  ctx.font = `${BADGE_EMOJI.size}px ${FONT_STACK}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = COLORS.ink;
  ctx.fillText(emoji, BADGE_EMOJI.x, BADGE_EMOJI.y);
  ctx.restore();
}

export function drawBadgePicture(ctx: PictureContext, layout: PictureLayout, emoji: string): void {
  ctx.fillStyle = COLORS.paper;
  ctx.fillRect(0, 0, PICTURE.width, PICTURE.height);
  ctx.strokeStyle = COLORS.frame;
  ctx.lineWidth = FRAME_WIDTH_PX;
  ctx.strokeRect(FRAME_INSET_PX, FRAME_INSET_PX, PICTURE.width - 2 * FRAME_INSET_PX, PICTURE.height - 2 * FRAME_INSET_PX);
  drawBadge(ctx, layout.badge, emoji);
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (const text of layout.texts) {
    ctx.font = text.font;
    ctx.fillStyle = text.color;
    ctx.fillText(text.text, text.x, text.y);
  }
}

/** The badge picture as a PNG. */
export async function makeBadgePicture(info: BadgePictureInfo, createCanvas: CreateCanvas = deviceCanvas): Promise<Blob> {
  const { context, toPng } = createCanvas(PICTURE.width, PICTURE.height);
  const measure = (text: string, font: string) => {
    context.font = font;
    return context.measureText(text).width;
  };
  drawBadgePicture(context, badgeLayout(info, measure), info.emoji);
  return toPng();
}
