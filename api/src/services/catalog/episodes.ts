/**
 * Podcast episodes: the list (visitors see published episodes, newest season and episode first; admins
 * see drafts too) and the admin writes. Rows use camelCase columns; the API speaks snake_case.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Episode, episodeInputSchema, episodeQuerySchema, episodeUpdateSchema } from "#shared/schemas/episode";
import type { Db } from "../../db";
import { episodes } from "../../db/tables";
import { notFound } from "../../errors";
import { listPage } from "../infrastructure/list-page";

type EpisodeRow = typeof episodes.$inferSelect;
type EpisodeValues = z.output<typeof episodeInputSchema>;
type EpisodeChanges = z.output<typeof episodeUpdateSchema>;
type EpisodeQuery = z.output<typeof episodeQuerySchema>;

function toEpisode(row: EpisodeRow): Episode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    duration: row.duration,
    season: row.season,
    episode_number: row.episodeNumber,
    spotify_url: row.spotifyUrl,
    apple_podcasts_url: row.applePodcastsUrl,
    published: row.published,
  };
}

function columnsOf(input: EpisodeChanges) {
  return {
    title: input.title,
    description: input.description,
    duration: input.duration,
    season: input.season,
    episodeNumber: input.episode_number,
    spotifyUrl: input.spotify_url,
    applePodcastsUrl: input.apple_podcasts_url,
    published: input.published,
  };
}

/** Newest season and episode first. */
export const EPISODE_ORDER = [desc(episodes.season), desc(episodes.episodeNumber), desc(episodes.id)];

/** A visitor asking for drafts gets none. */
export async function listEpisodes(db: Db, query: EpisodeQuery, admin: boolean): Promise<{ items: Episode[]; total: number }> {
  const where: SQL[] = [];
  if (!admin) where.push(eq(episodes.published, true));
  if (query.published !== undefined) where.push(eq(episodes.published, query.published));
  const { rows, total } = await listPage(db, episodes, and(...where), EPISODE_ORDER, query);
  return { items: rows.map(toEpisode), total };
}

export async function findEpisode(db: Db, id: number): Promise<Episode | null> {
  const [row] = await db.select().from(episodes).where(eq(episodes.id, id));
  return row ? toEpisode(row) : null;
}

export async function createEpisode(db: Db, input: EpisodeValues): Promise<number> {
  const [row] = await db
    .insert(episodes)
    .values({ ...columnsOf(input), title: input.title })
    .returning({ id: episodes.id });
  return row!.id;
}

/** Only the fields sent change. */
export async function updateEpisode(db: Db, id: number, changes: EpisodeChanges): Promise<void> {
  const [exists] = await db.select({ id: episodes.id }).from(episodes).where(eq(episodes.id, id));
  if (!exists) throw notFound("Episode");
  const set = Object.fromEntries(Object.entries(columnsOf(changes)).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) await db.update(episodes).set(set).where(eq(episodes.id, id));
}

export async function deleteEpisode(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(episodes).where(eq(episodes.id, id)).returning({ id: episodes.id });
  if (deleted.length === 0) throw notFound("Episode");
}
