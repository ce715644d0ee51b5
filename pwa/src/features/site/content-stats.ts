/**
 * The blog post and book counts on Home. Until the server answers (or when it cannot), the spec's
 * defaults show; a count seen once is kept on the device for the next offline visit.
 */
import { CONTENT_STATS_DEFAULTS, contentStatsSchema, type ContentStats } from "#shared/schemas/analytics";
import { refreshCachedRead, useCachedRead, type CachedRead } from "../../lib/cached-read";

const parse = (value: unknown) => {
  const parsed = contentStatsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const CONTENT_STATS: CachedRead<ContentStats> = {
  kvKey: "content_stats",
  path: "/analytics/content-stats",
  fallback: CONTENT_STATS_DEFAULTS,
  fromStored: parse,
  fromServer: parse,
};

export const refreshContentStats = () => refreshCachedRead(CONTENT_STATS);

export function useContentStats(): ContentStats {
  return useCachedRead(CONTENT_STATS, refreshContentStats);
}
