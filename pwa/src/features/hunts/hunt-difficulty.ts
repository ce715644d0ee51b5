/** A hunt's difficulty as its card and its page show it. Apart from the card's price words, so a hunt page carries no money formatting. */
const DIFFICULTY_LABELS: Record<string, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

export function difficultyLabel(difficulty: string): string {
  return DIFFICULTY_LABELS[difficulty] ?? difficulty;
}
