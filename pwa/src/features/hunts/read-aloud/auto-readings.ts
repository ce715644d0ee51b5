/**
 * What "Read aloud" says by itself as a hunt moves on, worked out from the progress before and after a
 * change: whose turn it is and the first question still to answer, the next question once a choice is
 * made, "Pass the phone to {next}", an item's fact when it is found at the spot (GPS or the sign's word,
 * where the family is looking at the place, not the screen), and the result. Only changes count: a hunt
 * opened in the middle of its quiz says nothing until something happens. Finishing the hunt stops
 * whatever was being read, with the switch off too.
 */
import { badgeScore, maxScore, type ScoringSheet } from "#shared/rules/scoring";
import type { Reading } from "../../../lib/speech/speaker";
import type { Progress } from "../stores/hunt-progress";
import type { Findable, QuizQuestionView } from "../components/play-views";
import type { Lang } from "#shared/rules/languages";
import { foundReading, passReading, questionReading, readingWords, resultReading, turnReading, type ReadingWords, type ResultLine } from "./readings";

export interface HuntScript {
  entries: readonly Findable[];
  questions: readonly QuizQuestionView[];
  sheet: ScoringSheet;
  /** The language of the hunt's texts: what they, and the words around them, are read in (English when left out). */
  lang?: Lang;
}

/** Read now, in place of anything being read; read after what is being read; or just stop. */
export type AutoReading = { play: Reading[] } | { queue: Reading[] } | { stop: true } | null;

/** Which screen the hunt shows below its items: still looking, the quiz, an explorer's turn, the pass, the result. */
function screenOf(progress: Progress, entries: readonly Findable[]): string {
  if (progress.quizCompleted) return "result";
  if (!progress.showQuiz && !entries.every((entry) => progress.found.includes(entry.id))) return "items";
  const explorers = progress.explorers;
  if (!explorers) return "quiz";
  const run = explorers.runs[explorers.turn];
  return run?.submitted && explorers.runs[explorers.turn + 1] ? `pass:${explorers.turn}` : `turn:${explorers.turn}:${run?.name}`;
}

const answered = (progress: Progress, id: number) => (progress.quizAnswers[String(id)] ?? "").trim() !== "";

/** The first question still to answer from `from` on, else from the start. */
function nextQuestion(progress: Progress, questions: readonly QuizQuestionView[], from = 0): QuizQuestionView | undefined {
  const open = (q: QuizQuestionView) => !answered(progress, q.id);
  return questions.slice(from).find(open) ?? questions.find(open);
}

function resultLines(progress: Progress): ResultLine[] {
  if (!progress.explorers) return [{ score: progress.totalScore, badgeEarned: progress.badgeEarned }];
  return progress.explorers.runs.flatMap(({ result }) => (result ? [{ name: result.name, score: result.score, badgeEarned: result.badge_earned }] : []));
}

function announcement(screen: string, progress: Progress, questions: readonly QuizQuestionView[], words: ReadingWords): Reading[] {
  const first = nextQuestion(progress, questions);
  const ask = first ? [questionReading(first, words)] : [];
  const explorers = progress.explorers;
  if (screen === "quiz") return ask;
  if (screen.startsWith("turn:") && explorers) return [turnReading(explorers.runs[explorers.turn]!.name, words), ...ask];
  if (screen.startsWith("pass:") && explorers) return [passReading(explorers.runs[explorers.turn + 1]!.name, words)];
  return [];
}

export function autoReading(before: Progress, after: Progress, script: HuntScript, on: boolean): AutoReading {
  const words = readingWords(script.lang);
  if (!before.quizCompleted && after.quizCompleted) {
    return on ? { play: [resultReading(resultLines(after), maxScore(script.sheet), badgeScore(script.sheet), words)] } : { stop: true };
  }
  if (!on) return null;
  const seen = new Set(before.finds.map((find) => find.item_id));
  const facts = after.finds
    .filter((find) => !seen.has(find.item_id) && (find.method === "gps" || find.method === "word"))
    .flatMap((find) => script.entries.filter((entry) => entry.id === find.item_id).map((entry) => foundReading(entry, words)));

  const screen = screenOf(after, script.entries);
  if (screen !== screenOf(before, script.entries)) {
    const said = announcement(screen, after, script.questions, words);
    if (said.length > 0) return { play: [...facts, ...said] };
  } else if (screen === "quiz" || screen.startsWith("turn:")) {
    // A choice made moves on to the next question; typing a fill-in answer does not (every key would).
    const chosen = script.questions.findIndex((q) => q.options.length > 0 && answered(after, q.id) && !answered(before, q.id));
    const next = chosen >= 0 ? nextQuestion(after, script.questions, chosen + 1) : undefined;
    if (next) return { play: [...facts, questionReading(next, words)] };
  }
  return facts.length > 0 ? { queue: facts } : null;
}
