/**
 * A hunt's versions in other languages: an admin writes one language at a time (items and questions
 * named by id), and every read carries the versions with the languages the hunt can be played in.
 * Whether a version is complete is worked out whenever the version or the hunt is written, and kept
 * with it, so a list can say which languages each hunt is offered in without reading every item.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { answerInPlace, isCompleteVersion, translationGaps, type EnglishHunt, type TranslationGap } from "#shared/rules/hunt-translation";
import { DEFAULT_LANG, LANGS, type Lang, type TranslatedLang } from "#shared/rules/languages";
import type { HuntTexts, HuntTranslationValues, HuntVersion } from "#shared/schemas/hunt-translation";
import type { Db } from "../../db";
import { huntItems, hunts, huntTranslations, quizQuestions } from "../../db/tables";
import { HttpError, notFound } from "../../errors";

type TranslationRow = typeof huntTranslations.$inferSelect;

/** The English texts a version is checked against, or null for no such hunt. */
async function englishHunt(db: Db, huntId: number): Promise<EnglishHunt | null> {
  const [hunt] = await db
    .select({ title: hunts.title, description: hunts.description, location: hunts.location, estimated_time: hunts.estimatedTime, age_range: hunts.ageRange })
    .from(hunts)
    .where(eq(hunts.id, huntId));
  if (!hunt) return null;
  const items = await db
    .select({
      id: huntItems.id,
      name: huntItems.name,
      location_description: huntItems.locationDescription,
      educational_fact: huntItems.educationalFact,
      photo_prompt: huntItems.photoPrompt,
    })
    .from(huntItems)
    .where(eq(huntItems.huntId, huntId))
    .orderBy(asc(huntItems.position));
  const quiz_questions = await db
    .select({ id: quizQuestions.id, question: quizQuestions.question, options: quizQuestions.options, correct_answer: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .where(eq(quizQuestions.huntId, huntId))
    .orderBy(asc(quizQuestions.position));
  return { ...hunt, items, quiz_questions };
}

function unique(ids: number[], what: string): void {
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated !== undefined) throw new HttpError(422, `${what} ${repeated} is given twice`);
}

/** The version an admin's input describes, checked against the hunt: its items and questions, and each question's options. */
export function versionFrom(input: HuntTranslationValues, english: EnglishHunt): HuntVersion {
  unique(input.items.map((item) => item.id), "item");
  unique(input.quiz_questions.map((q) => q.id), "question");
  const itemIds = new Set(english.items.map((item) => item.id));
  const questions = new Map((english.quiz_questions ?? []).map((q) => [q.id, q]));
  const items: HuntVersion["items"] = {};
  for (const { id, ...texts } of input.items) {
    if (!itemIds.has(id)) throw new HttpError(422, `item ${id} is not in this hunt`);
    items[String(id)] = texts;
  }
  const quiz: HuntVersion["quiz_questions"] = {};
  for (const { id, question, options, correct_answer } of input.quiz_questions) {
    const original = questions.get(id);
    if (!original) throw new HttpError(422, `question ${id} is not in this hunt`);
    if (options.length > 0 && options.length !== original.options.length) {
      throw new HttpError(422, `question ${id} has ${original.options.length} options in English: give as many, in the same order`);
    }
    if (correct_answer !== undefined && correct_answer !== "" && !options.includes(correct_answer)) {
      throw new HttpError(422, `question ${id}: the correct answer must be one of its options`);
    }
    quiz[String(id)] = { question, options, correct_answer: correct_answer || answerInPlace(original, options) };
  }
  const { title, description, location, estimated_time, age_range } = input;
  return { title, description, location, estimated_time, age_range, items, quiz_questions: quiz };
}

export interface SavedTranslation {
  lang: TranslatedLang;
  complete: boolean;
  /** What the version still lacks for the hunt to be offered in its language. */
  missing: TranslationGap[];
}

/** Writes (or replaces) a hunt's version in `lang`. */
export async function saveHuntTranslation(db: Db, huntId: number, lang: TranslatedLang, input: HuntTranslationValues): Promise<SavedTranslation> {
  const english = await englishHunt(db, huntId);
  if (!english) throw notFound("Hunt");
  const texts = versionFrom(input, english);
  const missing = translationGaps(english, texts);
  const complete = missing.length === 0;
  await db
    .insert(huntTranslations)
    .values({ huntId, lang, texts, complete })
    .onConflictDoUpdate({ target: [huntTranslations.huntId, huntTranslations.lang], set: { texts, complete } });
  return { lang, complete, missing };
}

export async function deleteHuntTranslation(db: Db, huntId: number, lang: TranslatedLang): Promise<void> {
  const removed = await db
    .delete(huntTranslations)
    .where(and(eq(huntTranslations.huntId, huntId), eq(huntTranslations.lang, lang)))
    .returning({ id: huntTranslations.id });
  if (removed.length === 0) throw notFound("Translation");
}

/** After the hunt's English changed (an item added, a fact written), whether each version is still complete. */
export async function refreshTranslationsComplete(db: Db, huntId: number): Promise<void> {
  const rows = await db.select().from(huntTranslations).where(eq(huntTranslations.huntId, huntId));
  if (rows.length === 0) return;
  const english = await englishHunt(db, huntId);
  if (!english) return;
  for (const row of rows) {
    const complete = isCompleteVersion(english, row.texts);
    if (complete !== row.complete) await db.update(huntTranslations).set({ complete }).where(eq(huntTranslations.id, row.id));
  }
}

/** Each hunt's versions, by hunt id; for families only the complete ones (an unfinished one is the admin's draft). */
export async function translationsOf(db: Db, huntIds: readonly number[], forAdmin: boolean): Promise<Map<number, TranslationRow[]>> {
  const byHunt = new Map<number, TranslationRow[]>();
  if (huntIds.length === 0) return byHunt;
  const query = db.select().from(huntTranslations);
  const rows = await (forAdmin ? query.where(inArray(huntTranslations.huntId, [...huntIds])) : query.where(and(inArray(huntTranslations.huntId, [...huntIds]), eq(huntTranslations.complete, true))));
  for (const row of rows) byHunt.set(row.huntId, [...(byHunt.get(row.huntId) ?? []), row]);
  return byHunt;
}

const huntTexts = ({ title, description, location, estimated_time, age_range }: HuntTexts): HuntTexts => ({ title, description, location, estimated_time, age_range });

/** What a read carries: the languages the hunt is played in, and its versions (whole, or only the hunt's own texts in a list). */
export function languagesAndTranslations<Whole extends boolean>(
  rows: readonly TranslationRow[],
  whole: Whole,
): { languages: Lang[]; translations: Partial<Record<TranslatedLang, Whole extends true ? HuntVersion : HuntTexts>> } {
  const translations: Partial<Record<TranslatedLang, HuntVersion | HuntTexts>> = {};
  for (const row of rows) translations[row.lang as TranslatedLang] = whole ? row.texts : huntTexts(row.texts);
  const complete = new Set(rows.filter((row) => row.complete).map((row) => row.lang));
  const languages = LANGS.filter((lang) => lang === DEFAULT_LANG || complete.has(lang));
  return { languages, translations: translations as Partial<Record<TranslatedLang, Whole extends true ? HuntVersion : HuntTexts>> };
}
