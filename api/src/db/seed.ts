/**
 * Sample content for an empty database (SEED=sample, the default): the books, posts, episodes, hunts and
 * coupons a visitor sees on a fresh machine (the two free hunts with their Spanish versions), read from
 * content/sample/ (./sample-content.ts). Runs in one transaction and only when there is no content yet.
 */
import { readTime } from "#shared/rules/read-time";
import { writeTx, type Db } from "./index";
import { books, coupons, hunts, posts } from "./tables";
import { SEED_BOOKS, SEED_COUPONS, SEED_EPISODES, SEED_HUNTS, SEED_HUNTS_ES, SEED_POSTS } from "./sample-content";
import { addSpanishVersion } from "./sample-hunts-in-spanish";
import { createBook } from "../services/books";
import { createEpisode } from "../services/episodes";
import { createHunt } from "../services/hunts";

export async function hasContent(db: Db): Promise<boolean> {
  const any = async (table: typeof books | typeof posts | typeof hunts) => (await db.$count(table)) > 0;
  return (await any(books)) || (await any(posts)) || (await any(hunts));
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
