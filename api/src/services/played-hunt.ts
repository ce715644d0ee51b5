/**
 * A hunt as a completion is checked and scored against: its title, the scoring rule's view of it (each
 * item's and question's own points) and what each item can be found by. Read inside the caller's
 * transaction, so the score is the one of the hunt as it is when the completion arrives.
 */
import { and, eq } from "drizzle-orm";
import { ROPER_CLUES, ROPER_HUNT, ROPER_SCORING } from "#shared/roper-hunt";
import type { ScoringSheet } from "#shared/rules/scoring";
import { ROPER_HUNT_ID } from "#shared/schemas/hunt";
import type { Db } from "../db";
import { huntItems, hunts, quizQuestions } from "../db/tables";
import { notFound } from "../errors";

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
const ROPER_PLAYED: PlayedHunt = {
  title: ROPER_HUNT.title,
  sheet: ROPER_SCORING,
  items: new Map(ROPER_CLUES.map((clue) => [clue.id, { located: false, worded: false, pictured: false, widestRadiusM: 0 }])),
  fixed: true,
};

export async function playedHunt(db: Db, huntId: number | typeof ROPER_HUNT_ID): Promise<PlayedHunt> {
  if (huntId === ROPER_HUNT_ID) return ROPER_PLAYED;
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
  return {
    title: hunt.title,
    sheet: { items: items.map(({ id, points }) => ({ id, points })), questions },
    items: new Map(
      items.map((row) => [row.id, { located: row.lat !== null, worded: row.hash !== "", pictured: row.prompt !== "", widestRadiusM: row.widestRadiusM }]),
    ),
    fixed: false,
  };
}
