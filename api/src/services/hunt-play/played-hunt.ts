/**
 * A hunt as a completion is checked and scored against: its title, the scoring rule's view of it (each
 * item's and question's own points) and what each item can be found by. Read inside the caller's
 * transaction, so the score is the one of the hunt as it is when the completion arrives. A hunt played
 * in another language is scored against that version's correct answers, where it has them.
 */
import { and, eq } from "drizzle-orm";
import { isRoperHunt, type HuntKey } from "#shared/rules/hunt-key";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import type { ScoringSheet } from "#shared/rules/scoring";
import type { Db } from "../../db";
import { huntItems, hunts, huntTranslations, quizQuestions } from "../../db/tables";
import { notFound } from "../../errors";
import { roperHunt } from "../catalog/roper-hunt";

export interface FindableItem {
  located: boolean;
  worded: boolean;
  pictured: boolean;
  /** The widest radius the item has had, in metres: what a phone that downloaded it at any time checked in within. */
  widestRadiusM: number;
}

export interface PlayedHunt {
  title: string;
  sheet: ScoringSheet;
  items: Map<number, FindableItem>;
  /** Content that never changes (the Roper hunt): a find its items do not offer was never made on an older copy. */
  fixed: boolean;
}

// The Roper clues have neither a place nor a sign word nor a photo to take: each is found by a tap.
const ROPER_ITEMS = new Map(roperHunt(DEFAULT_LANG).clues.map((clue) => [clue.id, { located: false, worded: false, pictured: false, widestRadiusM: 0 }]));

/** The correct answers of a hunt's version in `lang`, by question id (none when it has no version there). */
async function answersIn(db: Db, huntId: number, lang: Lang): Promise<Map<number, string>> {
  if (lang === DEFAULT_LANG) return new Map();
  const [row] = await db
    .select({ texts: huntTranslations.texts })
    .from(huntTranslations)
    .where(and(eq(huntTranslations.huntId, huntId), eq(huntTranslations.lang, lang)));
  return new Map(Object.entries(row?.texts.quiz_questions ?? {}).filter(([, q]) => q.correct_answer !== "").map(([id, q]) => [Number(id), q.correct_answer]));
}

export async function playedHunt(db: Db, huntId: HuntKey, lang: Lang = DEFAULT_LANG): Promise<PlayedHunt> {
  if (isRoperHunt(huntId)) return { title: roperHunt(DEFAULT_LANG).title, sheet: roperHunt(lang).scoring, items: ROPER_ITEMS, fixed: true };
  // A draft answers like a missing hunt: families cannot see it, so finishing it earns nothing.
  const [hunt] = await db
    .select({ title: hunts.title })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), eq(hunts.published, true)));
  if (!hunt) throw notFound("Hunt");
  const items = await db
    .select({ id: huntItems.id, points: huntItems.points, lat: huntItems.lat, hash: huntItems.checkWordHash, prompt: huntItems.photoPrompt, widestRadiusM: huntItems.widestRadiusM })
    .from(huntItems)
    .where(eq(huntItems.huntId, huntId));
  const questions = await db
    .select({ id: quizQuestions.id, points: quizQuestions.points, correct_answer: quizQuestions.correctAnswer })
    .from(quizQuestions)
    .where(eq(quizQuestions.huntId, huntId));
  const translated = await answersIn(db, huntId, lang);
  return {
    title: hunt.title,
    sheet: {
      items: items.map(({ id, points }) => ({ id, points })),
      questions: questions.map((q) => ({ ...q, correct_answer: translated.get(q.id) ?? q.correct_answer })),
    },
    items: new Map(
      items.map((row) => [row.id, { located: row.lat !== null, worded: row.hash !== "", pictured: row.prompt !== "", widestRadiusM: row.widestRadiusM }]),
    ),
    fixed: false,
  };
}
