/**
 * What read-aloud says on a hunt, as readings of short parts (speaker.ts): an item's name (or its "Say it
 * like" text), where to look and its photo prompt, and once found its fact; a question and then its
 * options ("A: …"); whose turn it is, who gets the phone next, and the result.
 */
import { DEFAULT_LANG, LOCALES, type Lang } from "#shared/rules/languages";
import { textsNow, type Messages } from "../../../lib/i18n/texts";
import type { Reading, SpokenPart } from "../../../lib/speech/speaker";
import { huntsTexts } from "../hunts-texts";
import type { Findable, QuizQuestionView } from "../components/play-views";
import { spokenAt } from "./read-aloud-slot";

/**
 * What a reading is read in: the language of the hunt's texts (a Spanish hunt in a Spanish voice) and
 * the words read-aloud adds around them ("Did you know?", "Pass the phone to …") in that language.
 */
export interface ReadingWords {
  /** The BCP 47 tag a voice is chosen for ("en-US", "es-US"). */
  lang: string;
  t: Messages<typeof huntsTexts.en>;
}

export function readingWords(lang: Lang = DEFAULT_LANG): ReadingWords {
  return { lang: LOCALES[lang], t: textsNow(huntsTexts, lang) };
}

/** A reading of the parts there are: an empty text (an item with no "where to look") is left out. */
const reading = (id: string, parts: readonly (SpokenPart | false | undefined | "")[], words: ReadingWords): Reading => ({
  id,
  lang: words.lang,
  parts: parts.filter((part): part is SpokenPart => typeof part === "object" && part.text.trim() !== ""),
});

/** The button's reading and the item found's share an id, so the item's button says "Stop" during either. */
export const itemReadingId = (id: number) => `item:${id}`;
export const questionReadingId = (id: number) => `question:${id}`;

const nameOf = (entry: Findable): SpokenPart => ({ text: entry.say || entry.title, key: spokenAt.item(entry.id, "title") });
const factOf = (entry: Findable, { t }: ReadingWords): SpokenPart | false => {
  const lead = t.spokenFact();
  return Boolean(entry.fact) && { text: lead + entry.fact, key: spokenAt.item(entry.id, "fact"), shownFrom: lead.length };
};

/** Before it is found: what to look for, where, and the picture to take; once found, its fact. */
export function itemReading(entry: Findable, found: boolean, words = readingWords()): Reading {
  if (found) return reading(itemReadingId(entry.id), [nameOf(entry), factOf(entry, words)], words);
  return reading(
    itemReadingId(entry.id),
    [nameOf(entry), { text: entry.text, key: spokenAt.item(entry.id, "text") }, entry.prompt && { text: entry.prompt, key: spokenAt.item(entry.id, "prompt") }],
    words,
  );
}

/** An item just found at the spot (GPS or the sign's word): the find, then its fact. */
export function foundReading(entry: Findable, words = readingWords()): Reading {
  return reading(itemReadingId(entry.id), [{ text: words.t.spokenFound({ name: entry.say || entry.title }) }, factOf(entry, words)], words);
}

const letter = (index: number) => String.fromCharCode(65 + index);

export function questionReading(question: QuizQuestionView, words = readingWords()): Reading {
  return reading(
    questionReadingId(question.id),
    [
      { text: question.question, key: spokenAt.question(question.id) },
      ...question.options.map((option, index) => {
        const lead = words.t.spokenOption({ letter: letter(index) });
        return { text: lead + option, key: spokenAt.option(question.id, index), shownFrom: lead.length };
      }),
    ],
    words,
  );
}

export const turnReading = (name: string, words = readingWords()) => reading("turn", [{ text: words.t.turnOf({ name }) }], words);
export const passReading = (name: string, words = readingWords()) => reading("pass", [{ text: words.t.passPhone({ name }) }], words);

export interface ResultLine {
  name?: string;
  score: number;
  badgeEarned: boolean;
}

/** Each explorer's score and badge (or the single player's), out of the hunt's maximum. */
export function resultReading(lines: readonly ResultLine[], maxScore: number, badgeScore: number, words = readingWords()): Reading {
  const { t } = words;
  return reading(
    "result",
    lines.map(({ name, score, badgeEarned }) => {
      const who = name ? t.spokenNameScore({ name }) : t.spokenYourScore();
      const badge = badgeEarned ? t.spokenBadge({ name: name ?? "none" }) : t.spokenNoBadge({ points: badgeScore });
      return { text: `${who}${t.spokenScore({ score, max: maxScore })} ${badge}` };
    }),
    words,
  );
}
