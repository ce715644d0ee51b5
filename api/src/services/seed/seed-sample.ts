/**
 * Sample content for an empty database (SEED=sample, the default): the books, posts, episodes, hunts and
 * coupons a visitor sees on a fresh machine (the two free hunts with their Spanish versions, and each
 * hunt with its park's map), read from content/sample/ (./sample-content.ts). Runs in one transaction
 * and only when there is no content yet.
 */
import { huntTranslationInputSchema } from "#shared/schemas/hunt-translation";
import { readTime } from "#shared/rules/read-time";
import { writeTx, type Db } from "../../db";
import { books, coupons, hunts, posts } from "../../db/tables";
import { SEED_BOOKS, SEED_COUPONS, SEED_EPISODES, SEED_HUNT_MAPS, SEED_HUNTS, SEED_HUNTS_ES, SEED_POSTS, type SeedHuntVersion } from "./sample-content";
import { createBook } from "../catalog/books";
import { createEpisode } from "../catalog/episodes";
import { createHunt, findHunt } from "../catalog/hunts";
import { saveHuntTranslation } from "../catalog/hunt-translations";
import { saveMapPicture, saveMapPoints } from "../catalog/park-maps";

export async function hasContent(db: Db): Promise<boolean> {
  const any = async (table: typeof books | typeof posts | typeof hunts) => (await db.$count(table)) > 0;
  return (await any(books)) || (await any(posts)) || (await any(hunts));
}

/** A sample hunt's Spanish version, its items and questions named by the ids they were given, while the two still match. */
async function addSpanishVersion(db: Db, huntId: number, version: SeedHuntVersion): Promise<void> {
  const hunt = await findHunt(db, huntId, true);
  if (!hunt || hunt.items.length !== version.items.length || hunt.quiz_questions.length !== version.quiz_questions.length) return;
  const { items, quiz_questions, ...texts } = version;
  const input = huntTranslationInputSchema.parse({
    ...texts,
    items: hunt.items.map((item, i) => ({ id: item.id, ...items[i] })),
    quiz_questions: hunt.quiz_questions.map((question, i) => ({ id: question.id, ...quiz_questions[i] })),
  });
  await saveHuntTranslation(db, huntId, "es", input);
}

export async function seedSample(db: Db): Promise<boolean> {
  if (await hasContent(db)) return false;
  await writeTx(db, async () => {
    // Every sample passed the admins' own schemas when it was read, whose defaults fill what it leaves
    // out; books, episodes and hunts go through the admins' services too.
    for (const b of SEED_BOOKS) await createBook(db, b);
    for (const p of SEED_POSTS) await db.insert(posts).values({ ...p, readTime: readTime(p.content) });
    for (const e of SEED_EPISODES) await createEpisode(db, e);
    for (const h of SEED_HUNTS) {
      const id = await createHunt(db, h);
      const spanish = SEED_HUNTS_ES[h.title];
      if (spanish) await addSpanishVersion(db, id, spanish);
      // A sample map is one of the app's own pictures (/images/maps/), placed and fitted as an admin's upload is.
      const map = SEED_HUNT_MAPS[h.title];
      if (map) {
        const { points, ...picture } = map;
        await saveMapPicture(db, id, picture);
        await saveMapPoints(db, id, points);
      }
    }
    for (const c of SEED_COUPONS) {
      await db.insert(coupons).values({
        code: c.code,
        discountType: c.discount_type,
        discountAmount: c.discount_amount,
        pointsCost: c.points_cost,
        remainingUses: c.remaining_uses,
        expiresAt: c.expires_at,
        description: c.description,
      });
    }
  });
  return true;
}
