/**
 * Sample content for an empty database (SEED=sample, the default): the books, posts, episodes, hunts and
 * coupons a visitor sees on a fresh machine. Runs in one transaction and only when there is no content yet.
 */
import { toCents } from "#shared/rules/money";
import { huntInputSchema } from "#shared/schemas/hunt";
import { readTime } from "#shared/rules/read-time";
import { writeTx, type Db } from "./index";
import { books, coupons, episodes, hunts, posts } from "./tables";
import { SEED_BOOKS } from "./seed-data/books";
import { SEED_COUPONS } from "./seed-data/coupons";
import { SEED_EPISODES } from "./seed-data/episodes";
import { SEED_HUNTS } from "./seed-data/hunts";
import { SEED_POSTS } from "./seed-data/posts";
import { createHunt } from "../services/hunts";

export async function hasContent(db: Db): Promise<boolean> {
  const any = async (table: typeof books | typeof posts | typeof hunts) => (await db.$count(table)) > 0;
  return (await any(books)) || (await any(posts)) || (await any(hunts));
}

export async function seedSample(db: Db): Promise<boolean> {
  if (await hasContent(db)) return false;
  await writeTx(db, async () => {
    for (const b of SEED_BOOKS) {
      const { price, ...rest } = b;
      await db.insert(books).values({ ...rest, priceCents: toCents(price) });
    }
    for (const p of SEED_POSTS) await db.insert(posts).values({ ...p, readTime: readTime(p.content) });
    for (const e of SEED_EPISODES) {
      await db.insert(episodes).values({
          title: e.title,
          description: e.description,
          duration: e.duration,
          season: e.season,
          episodeNumber: e.episode_number,
          spotifyUrl: e.spotify_url,
          applePodcastsUrl: e.apple_podcasts_url,
          published: e.published,
        });
    }
    // Through the admins' own schema: its defaults fill what a sample leaves out, and a bad sample fails here.
    for (const h of SEED_HUNTS) await createHunt(db, huntInputSchema.parse(h));
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
