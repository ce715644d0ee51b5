// @chunk hunt
/** A hunt's difficulty as its card and its page show it. Apart from the card's price words, so a hunt page carries no money formatting. */
import type { Messages } from "../../lib/i18n/texts";
import type { playTexts } from "./play-texts";

const DIFFICULTIES = new Set(["easy", "medium", "hard"]);

export function difficultyLabel(difficulty: string, t: Messages<typeof playTexts.en>): string {
  return DIFFICULTIES.has(difficulty) ? t[difficulty as "easy" | "medium" | "hard"]() : difficulty;
}
