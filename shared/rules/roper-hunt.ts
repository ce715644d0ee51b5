/**
 * The built-in Roper hunt (decision 046) put together for one language from its content:
 * content/roper-hunt.json holds what no language changes (the clues and questions by id and in order,
 * their points, the badge line, each question's kind and its correct choice), and
 * content/i18n/<lang>/roper-hunt.json what a family reads, one text a key. A text a language lacks is
 * read in English. The server reads the files itself (api/src/services/catalog/roper-hunt.ts), the app as its
 * message catalogs (pwa/src/features/hunts/roper-hunt.ts); both put the hunt together here.
 */
import { maxScore, type ScoringSheet } from "./scoring.ts";

export interface RoperClueContent {
  id: number;
  points: number;
}

/** A true-or-false question's answer is a yes or no; a multiple-choice one's the place of its option (1 the first). */
export type RoperQuestionContent =
  | { id: number; kind: "fill-in"; points: number }
  | { id: number; kind: "true-false"; points: number; answer: boolean }
  | { id: number; kind: "multiple-choice"; points: number; options: number; correctOption: number };

export interface RoperHuntContent {
  emoji: string;
  difficulty: "easy" | "medium" | "hard";
  /** The badge's own line, not a share of the maximum. */
  badgeScore: number;
  clues: readonly RoperClueContent[];
  questions: readonly RoperQuestionContent[];
}

/** One language's texts by key ("title", "clue1.hint", "question1.option2"). */
export type RoperTexts = Readonly<Partial<Record<string, string>>>;

const HUNT_TEXT_KEYS = ["title", "description", "location", "estimatedTime", "ageRange", "badgeName", "true", "false"];
const CLUE_TEXTS = ["riddle", "hint", "fact"];

const optionKey = (questionId: number, place: number) => `question${questionId}.option${place}`;

/** Every text the hunt has: what English holds, and any other language may. */
export function roperTextKeys(content: RoperHuntContent): string[] {
  const clues = content.clues.flatMap((clue) => CLUE_TEXTS.map((text) => `clue${clue.id}.${text}`));
  const questions = content.questions.flatMap((q) => [
    `question${q.id}.text`,
    ...(q.kind === "multiple-choice" ? Array.from({ length: q.options }, (_, i) => optionKey(q.id, i + 1)) : []),
    ...(q.kind === "fill-in" ? [`question${q.id}.answer`] : []),
  ]);
  return [...HUNT_TEXT_KEYS, ...clues, ...questions];
}

export interface RoperClue {
  id: number;
  points: number;
  clue: string;
  hint: string;
  fact: string;
}

/** A fill-in's answer is one expected word; a true-or-false one is one of its language's two words ("True", "Verdadero"). */
export type RoperQuestion =
  | { id: number; points: number; kind: "fill-in"; question: string; answer: string }
  | { id: number; points: number; kind: "true-false"; question: string; answer: string }
  | { id: number; points: number; kind: "multiple-choice"; question: string; options: string[]; answer: string };

/** The Roper hunt as it is played in one language, and how its answers score there. */
export interface RoperHunt {
  title: string;
  description: string;
  location: string;
  estimated_time: string;
  age_range: string;
  badgeName: string;
  emoji: string;
  difficulty: RoperHuntContent["difficulty"];
  clues: readonly RoperClue[];
  questions: readonly RoperQuestion[];
  /** The language's words for true and false. */
  trueFalse: readonly [string, string];
  scoring: ScoringSheet;
  maxScore: number;
  badgeScore: number;
}

/**
 * A fill-in answer is right when it contains the expected word, whatever the case; a true-or-false or
 * multiple-choice answer when it is exactly the expected one.
 */
function scoringOf(content: RoperHuntContent, questions: readonly RoperQuestion[]): ScoringSheet {
  return {
    items: content.clues.map((clue) => ({ id: clue.id, points: clue.points })),
    questions: questions.map((q) => ({ id: q.id, points: q.points, correct_answer: q.answer, match: q.kind === "fill-in" ? ("word" as const) : ("exact" as const) })),
    badgeScore: content.badgeScore,
  };
}

/** The hunt with `texts`, each text `texts` lacks taken from `english`. */
export function assembleRoperHunt(content: RoperHuntContent, texts: RoperTexts, english: RoperTexts): RoperHunt {
  const text = (key: string): string => texts[key] ?? english[key] ?? "";
  const trueFalse = [text("true"), text("false")] as const;
  const clues = content.clues.map((c) => ({ id: c.id, points: c.points, clue: text(`clue${c.id}.riddle`), hint: text(`clue${c.id}.hint`), fact: text(`clue${c.id}.fact`) }));
  const questions = content.questions.map((q): RoperQuestion => {
    const base = { id: q.id, points: q.points, question: text(`question${q.id}.text`) };
    if (q.kind === "fill-in") return { ...base, kind: q.kind, answer: text(`question${q.id}.answer`) };
    if (q.kind === "true-false") return { ...base, kind: q.kind, answer: q.answer ? trueFalse[0] : trueFalse[1] };
    const options = Array.from({ length: q.options }, (_, i) => text(optionKey(q.id, i + 1)));
    return { ...base, kind: q.kind, options, answer: options[q.correctOption - 1]! };
  });
  const scoring = scoringOf(content, questions);
  return {
    title: text("title"),
    description: text("description"),
    location: text("location"),
    estimated_time: text("estimatedTime"),
    age_range: text("ageRange"),
    badgeName: text("badgeName"),
    emoji: content.emoji,
    difficulty: content.difficulty,
    clues,
    questions,
    trueFalse,
    scoring,
    maxScore: maxScore(scoring),
    badgeScore: content.badgeScore,
  };
}
