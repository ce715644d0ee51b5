/**
 * Where everything goes on a badge picture (1080 x 1350, a portrait post): the hunt's title and place
 * above the badge, the explorer's name, score and day below it, centred as a block. Text is measured
 * with the canvas's own fonts (passed in as `measure`) and fitted: a long title wraps onto up to three
 * lines and shrinks, and what still does not fit ends in an ellipsis. Pure, so it is tested without a canvas.
 */
import { BADGE_VIEW } from "../components/badge-art";
import { formatPictureDay, type BadgePictureInfo } from "./badge-picture-info";
import { textsNow } from "../../../lib/i18n/texts";
import { huntsTexts } from "../hunts-texts";

export const PICTURE = { width: 1080, height: 1350 } as const;
/** The app's own font stack (styles.css): the picture needs no font from the network. */
export const FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const COLORS = { paper: "#f7f3e8", frame: "#2f5d3a", title: "#1f3d27", ink: "#1d2421", muted: "#55615b", score: "#c2410c" } as const;

const TEXT_WIDTH_PX = 860;
const BADGE_SCALE = 2.8;
const SHRINK_STEP_PX = 2;

/** The width of `text` drawn in the CSS `font`. */
export type Measure = (text: string, font: string) => number;

export interface PictureText {
  text: string;
  font: string;
  color: string;
  /** Centre of the line. */
  x: number;
  /** Top of the line. */
  y: number;
}

export interface PictureLayout {
  texts: PictureText[];
  /** Top left of the badge and its scale from its own units (components/badge-art.ts). */
  badge: { x: number; y: number; scale: number };
}

interface TextStyle {
  weight: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  color: string;
  /** Space before the block, in pixels. */
  gapBefore: number;
}

const STYLES = {
  title: { weight: 800, maxSize: 68, minSize: 40, maxLines: 3, color: COLORS.title, gapBefore: 0 },
  place: { weight: 400, maxSize: 40, minSize: 28, maxLines: 2, color: COLORS.muted, gapBefore: 12 },
  name: { weight: 800, maxSize: 88, minSize: 52, maxLines: 2, color: COLORS.ink, gapBefore: 44 },
  score: { weight: 700, maxSize: 48, minSize: 36, maxLines: 1, color: COLORS.score, gapBefore: 16 },
  day: { weight: 400, maxSize: 40, minSize: 28, maxLines: 1, color: COLORS.muted, gapBefore: 8 },
} satisfies Record<string, TextStyle>;
const BADGE_GAP_PX = 40;
const LINE_HEIGHT = 1.18;

export const pictureFont = (weight: number, size: number) => `${weight} ${size}px ${FONT_STACK}`;

/** Greedy word wrap; a word wider than the line on its own is broken where it must be. */
export function wrapText(text: string, width: number, font: string, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined, font) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line, font) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && measure(line.slice(0, cut), font) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Cuts a line until it fits with an ellipsis after it. */
function ellipsize(line: string, width: number, font: string, measure: Measure): string {
  let cut = line.trimEnd();
  while (cut.length > 0 && measure(`${cut}…`, font) > width) cut = cut.slice(0, -1).trimEnd();
  return `${cut}…`;
}

/** The largest size at which the text fits its lines; at the smallest, the lines it has, the last one cut. */
export function fitText(text: string, style: Omit<TextStyle, "color" | "gapBefore">, width: number, measure: Measure): { size: number; lines: string[] } {
  for (let size = style.maxSize; size >= style.minSize; size -= SHRINK_STEP_PX) {
    const lines = wrapText(text, width, pictureFont(style.weight, size), measure);
    if (lines.length <= style.maxLines) return { size, lines };
  }
  const size = style.minSize;
  const font = pictureFont(style.weight, size);
  const lines = wrapText(text, width, font, measure).slice(0, style.maxLines);
  lines[lines.length - 1] = ellipsize(lines.at(-1) ?? "", width, font, measure);
  return { size, lines };
}

export function badgeLayout(info: BadgePictureInfo, measure: Measure): PictureLayout {
  const centre = PICTURE.width / 2;
  const texts: PictureText[] = [];
  let y = 0;
  const place = (text: string, style: TextStyle) => {
    if (!text.trim()) return;
    const { size, lines } = fitText(text.trim(), style, TEXT_WIDTH_PX, measure);
    y += style.gapBefore;
    for (const line of lines) {
      texts.push({ text: line, font: pictureFont(style.weight, size), color: style.color, x: centre, y });
      y += Math.round(size * LINE_HEIGHT);
    }
  };

  place(info.huntTitle, STYLES.title);
  place(info.place, STYLES.place);
  y += BADGE_GAP_PX;
  const badge = { x: centre - (BADGE_VIEW.width * BADGE_SCALE) / 2, y, scale: BADGE_SCALE };
  y += BADGE_VIEW.height * BADGE_SCALE;
  place(info.name ?? "", STYLES.name);
  place(textsNow(huntsTexts, info.lang ?? "en").pictureScore({ score: info.score, max: info.maxScore }), STYLES.score);
  place(formatPictureDay(info.day, info.lang), STYLES.day);

  // The block is centred top to bottom, so a short title leaves no empty band at the bottom.
  const shift = Math.round((PICTURE.height - y) / 2);
  return { texts: texts.map((t) => ({ ...t, y: t.y + shift })), badge: { ...badge, y: badge.y + shift } };
}
