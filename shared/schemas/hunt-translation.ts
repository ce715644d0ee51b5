/**
 * A hunt's versions in other languages: the texts a family reads (title, description, location,
 * estimated time, age range; each item's name, where to look, fact, photo prompt and "Say it like";
 * each question, its options and its correct answer). Reads carry them by language under
 * `translations`, items and questions by id; an admin writes one language at a time, items and
 * questions named by id. Sign words are not translated: they are compared with what is printed on the
 * sign.
 */
import { z } from "zod";
import { PHOTO_PROMPT_MAX } from "../rules/family-record";
import { LANGS, TRANSLATED_LANGS } from "../rules/languages";
import { SAY_AS_MAX_CHARS } from "../rules/read-aloud";
import { shortText } from "./common";

export const huntTextsSchema = z.object({
  title: z.string(),
  description: z.string(),
  location: z.string(),
  estimated_time: z.string(),
  age_range: z.string(),
});
export type HuntTexts = z.infer<typeof huntTextsSchema>;

export const itemTextsSchema = z.object({
  name: z.string(),
  location_description: z.string(),
  educational_fact: z.string(),
  photo_prompt: z.string(),
  say_as: z.string(),
});
export type ItemTexts = z.infer<typeof itemTextsSchema>;

export const questionTextsSchema = z.object({
  question: z.string(),
  /** Beside the English options, in their order. */
  options: z.array(z.string()),
  /** One of `options`: what a quiz played in this language is scored against. */
  correct_answer: z.string(),
});
export type QuestionTexts = z.infer<typeof questionTextsSchema>;

/** A whole hunt in one language: its texts, and its items' and questions' by id. */
export const huntVersionSchema = huntTextsSchema.extend({
  items: z.record(z.string(), itemTextsSchema),
  quiz_questions: z.record(z.string(), questionTextsSchema),
});
export type HuntVersion = z.infer<typeof huntVersionSchema>;

const translatedLang = z.enum(TRANSLATED_LANGS);

/** What a list of hunts carries of each translation: the hunt's own texts. */
export const summaryTranslationsSchema = z.partialRecord(translatedLang, huntTextsSchema);
export type SummaryTranslations = z.infer<typeof summaryTranslationsSchema>;

/** What a hunt's read (and a download) carries: every translation, whole. */
export const huntTranslationsSchema = z.partialRecord(translatedLang, huntVersionSchema);
export type HuntTranslations = z.infer<typeof huntTranslationsSchema>;

/** A version as a device may hold it: whole once the hunt was opened or downloaded, else the hunt's own texts. */
export type KeptTranslations = Partial<Record<(typeof TRANSLATED_LANGS)[number], HuntTexts & Partial<Pick<HuntVersion, "items" | "quiz_questions">>>>;

/** The languages a hunt can be played in: English, and each language whose version is complete. */
export const huntLanguagesSchema = z.array(z.enum(LANGS));

const text = (max: number) => shortText(max).default("");

/** An admin's version of a hunt in one language (`PUT /api/hunts/{id}/translations/{lang}`); empty is not yet translated. */
export const huntTranslationInputSchema = z.object({
  title: text(200),
  description: text(5000),
  location: text(200),
  estimated_time: text(60),
  age_range: text(60),
  items: z
    .array(
      z.object({
        id: z.number().int().positive(),
        name: text(200),
        location_description: text(1000),
        educational_fact: text(2000),
        photo_prompt: text(PHOTO_PROMPT_MAX),
        say_as: text(SAY_AS_MAX_CHARS),
      }),
    )
    .max(100)
    .default([]),
  quiz_questions: z
    .array(
      z.object({
        id: z.number().int().positive(),
        question: text(500),
        options: z.array(z.string().trim().max(200)).max(8).default([]),
        /** One of `options`; left out, the option in the English correct answer's place. */
        correct_answer: z.string().trim().max(200).optional(),
      }),
    )
    .max(50)
    .default([]),
});
export type HuntTranslationInput = z.input<typeof huntTranslationInputSchema>;
export type HuntTranslationValues = z.output<typeof huntTranslationInputSchema>;
