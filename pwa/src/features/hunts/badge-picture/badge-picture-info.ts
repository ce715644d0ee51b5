/**
 * What a badge picture shows (the explorer, the hunt, the day and the score) and what its file is
 * called. Made on the device from what the result screen already holds: no network.
 */
import type { Lang } from "#shared/rules/languages";
import { formatDate } from "../../../lib/i18n/format";

export interface BadgePictureInfo {
  /** The explorer's name; absent for a family playing as one. */
  name?: string;
  huntTitle: string;
  /** Where the hunt is ("" for nowhere in particular). */
  place: string;
  /** The badge's emoji, drawn in the medal as on screen. */
  emoji: string;
  score: number;
  maxScore: number;
  /** The day of the hunt, as a date-time. */
  day: string;
  /** The language the picture's words are written in (the page's). */
  lang?: Lang;
}

/** The day a hunt was played: its last find's (the result screen keeps no time of its own), else today. */
export function huntDay(finds: readonly { at: string }[], now = new Date()): string {
  return finds.at(-1)?.at ?? now.toISOString();
}

export function formatPictureDay(day: string, lang: Lang = "en"): string {
  const time = Date.parse(day);
  return Number.isNaN(time) ? "" : formatDate(time, lang, { year: "numeric", month: "long", day: "numeric" });
}

/** Letters and digits of any script, the rest as dashes: "Zion Canyon Quest" → "zion-canyon-quest". */
function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** "{hunt}-{name}-badge.png", or "{hunt}-badge.png" for a family playing as one. */
export function badgeFileName(info: Pick<BadgePictureInfo, "huntTitle" | "name">): string {
  return [slug(info.huntTitle) || "hunt", info.name && slug(info.name), "badge"].filter(Boolean).join("-") + ".png";
}
