/**
 * The free sample hunts' Spanish versions. A new database gets them when it is seeded; a database
 * seeded before Spanish existed gets them once, from a code migration, on each sample hunt still as it
 * was seeded (same title, same number of items and questions) that has no Spanish version yet, so an
 * admin's own edits and translations are never overwritten.
 */
import { and, eq, inArray } from "drizzle-orm";
import { huntTranslationInputSchema } from "#shared/schemas/hunt-translation";
import { findHunt } from "../services/hunts";
import { saveHuntTranslation } from "../services/hunt-translations";
import type { Db } from "./engine";
import { SEED_HUNTS_ES, type SeedHuntVersion } from "./sample-content";
import { hunts, huntTranslations } from "./tables";

/** A sample hunt's Spanish version, its items and questions named by the ids they were given; false when the hunt no longer matches it. */
export async function addSpanishVersion(db: Db, huntId: number, version: SeedHuntVersion): Promise<boolean> {
  const hunt = await findHunt(db, huntId, true);
  if (!hunt || hunt.items.length !== version.items.length || hunt.quiz_questions.length !== version.quiz_questions.length) return false;
  const { items, quiz_questions, ...texts } = version;
  const input = huntTranslationInputSchema.parse({
    ...texts,
    items: hunt.items.map((item, i) => ({ id: item.id, ...items[i] })),
    quiz_questions: hunt.quiz_questions.map((question, i) => ({ id: question.id, ...quiz_questions[i] })),
  });
  await saveHuntTranslation(db, huntId, "es", input);
  return true;
}

/** The code migration: each sample hunt with no Spanish version gets the team's. */
export async function addSpanishToSampleHunts(tx: Db): Promise<void> {
  const samples = await tx.select({ id: hunts.id, title: hunts.title }).from(hunts).where(inArray(hunts.title, Object.keys(SEED_HUNTS_ES)));
  for (const sample of samples) {
    const [translated] = await tx
      .select({ id: huntTranslations.id })
      .from(huntTranslations)
      .where(and(eq(huntTranslations.huntId, sample.id), eq(huntTranslations.lang, "es")));
    if (!translated) await addSpanishVersion(tx, sample.id, SEED_HUNTS_ES[sample.title]!);
  }
}
