/**
 * What read-aloud says on a hunt, as readings of short parts (speaker.ts): an item's name (or its "Say it
 * like" text), where to look and its photo prompt, and once found its fact; a question and then its
 * options ("A: …"); whose turn it is, who gets the phone next, and the result.
 */
import type { Reading, SpokenPart } from "../../../lib/speech/speaker";
import { READING_LANG } from "../../../lib/speech/voices";
import type { Findable } from "../components/find-list";
import type { QuizQuestionView } from "../components/quiz-form";
import { spokenAt } from "./read-aloud-slot";

const FACT_LEAD = "Did you know? ";

/** A reading of the parts there are: an empty text (an item with no "where to look") is left out. */
const reading = (id: string, parts: readonly (SpokenPart | false | undefined | "")[]): Reading => ({
  id,
  lang: READING_LANG,
  parts: parts.filter((part): part is SpokenPart => typeof part === "object" && part.text.trim() !== ""),
});

/** The button's reading and the item found's share an id, so the item's button says "Stop" during either. */
export const itemReadingId = (id: number) => `item:${id}`;
export const questionReadingId = (id: number) => `question:${id}`;

const nameOf = (entry: Findable): SpokenPart => ({ text: entry.say || entry.title, key: spokenAt.item(entry.id, "title") });
const factOf = (entry: Findable): SpokenPart | false =>
  Boolean(entry.fact) && { text: FACT_LEAD + entry.fact, key: spokenAt.item(entry.id, "fact"), shownFrom: FACT_LEAD.length };

/** Before it is found: what to look for, where, and the picture to take; once found, its fact. */
export function itemReading(entry: Findable, found: boolean): Reading {
  if (found) return reading(itemReadingId(entry.id), [nameOf(entry), factOf(entry)]);
  return reading(itemReadingId(entry.id), [
    nameOf(entry),
    { text: entry.text, key: spokenAt.item(entry.id, "text") },
    entry.prompt && { text: entry.prompt, key: spokenAt.item(entry.id, "prompt") },
  ]);
}

/** An item just found at the spot (GPS or the sign's word): the find, then its fact. */
export function foundReading(entry: Findable): Reading {
  return reading(itemReadingId(entry.id), [{ text: `You found ${entry.say || entry.title}!` }, factOf(entry)]);
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function questionReading(question: QuizQuestionView): Reading {
  return reading(questionReadingId(question.id), [
    { text: question.question, key: spokenAt.question(question.id) },
    ...question.options.map((option, index) => {
      const lead = `${letter(index)}: `;
      return { text: lead + option, key: spokenAt.option(question.id, index), shownFrom: lead.length };
    }),
  ]);
}

export const turnReading = (name: string) => reading("turn", [{ text: `${name}'s turn` }]);
export const passReading = (name: string) => reading("pass", [{ text: `Pass the phone to ${name}` }]);

const points = (n: number) => (n === 1 ? "1 point" : `${n} points`);

export interface ResultLine {
  name?: string;
  score: number;
  badgeEarned: boolean;
}

/** Each explorer's score and badge (or the single player's), out of the hunt's maximum. */
export function resultReading(lines: readonly ResultLine[], maxScore: number, badgeScore: number): Reading {
  return reading(
    "result",
    lines.map(({ name, score, badgeEarned }) => {
      const who = name ? `${name}: ` : "Your score: ";
      const badge = badgeEarned ? `${name ?? "You"} earned the badge!` : `No badge this time: it takes ${points(badgeScore)}.`;
      return { text: `${who}${score} of ${points(maxScore)}. ${badge}` };
    }),
  );
}
