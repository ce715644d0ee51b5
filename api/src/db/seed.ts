/**
 * Sample content for an empty database (SEED=sample, the default): the books, posts, episodes, hunts and
 * coupons a visitor sees on a fresh machine. Runs in one transaction and only when there is no content yet.
 */
import { sql } from "drizzle-orm";
import { toCents } from "#shared/rules/money";
import { huntInputSchema } from "#shared/schemas/hunt";
import { readTime } from "#shared/rules/read-time";
import type { Db } from "./client";
import { books, coupons, episodes, hunts, posts } from "./schema";
import { SEED_BOOKS } from "./seed-data/books";
import { SEED_COUPONS } from "./seed-data/coupons";
import { SEED_EPISODES } from "./seed-data/episodes";
import { SEED_HUNTS } from "./seed-data/hunts";
import { SEED_POSTS } from "./seed-data/posts";
import { writeTx } from "./transactions";
import { createHunt } from "../services/hunts";

export function hasContent(db: Db): boolean {
  const count = (table: typeof books | typeof posts | typeof hunts) =>
    Number(db.select({ n: sql<number>`count(*)` }).from(table).get()?.n ?? 0);
  return count(books) + count(posts) + count(hunts) > 0;
}

export function seedSample(db: Db): boolean {
  if (hasContent(db)) return false;
  writeTx(db, () => {
    for (const b of SEED_BOOKS) {
      const { price, ...rest } = b;
      db.insert(books).values({ ...rest, priceCents: toCents(price) }).run();
    }
    for (const p of SEED_POSTS) db.insert(posts).values({ ...p, readTime: readTime(p.content) }).run();
    for (const e of SEED_EPISODES) {
      db.insert(episodes)
        .values({
          title: e.title,
          description: e.description,
          duration: e.duration,
          season: e.season,
          episodeNumber: e.episode_number,
          spotifyUrl: e.spotify_url,
          applePodcastsUrl: e.apple_podcasts_url,
          published: e.published,
        })
        .run();
    }
    // Through the admins' own schema: its defaults fill what a sample leaves out, and a bad sample fails here.
    for (const h of SEED_HUNTS) createHunt(db, huntInputSchema.parse(h));
    for (const c of SEED_COUPONS) {
      db.insert(coupons)
        .values({
          code: c.code,
          discountType: c.discount_type,
          discountAmount: c.discount_amount,
          pointsCost: c.points_cost,
          remainingUses: c.remaining_uses,
          expiresAt: c.expires_at,
          description: c.description,
        })
        .run();
    }
  });
  return true;
}
