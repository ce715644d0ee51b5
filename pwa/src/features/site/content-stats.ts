// @chunk takeover
/**
 * The blog post and book counts on Home. Until the server answers (or when it cannot), the defaults show;
 * a count seen once is kept on the device for the next offline visit.
 */
import type { ContentStats } from "#shared/schemas/analytics";
import { CONTENT_STATS_DEFAULTS } from "#shared/rules/content-stats";
import { refreshCachedRead, useCachedRead, type CachedRead } from "../../lib/api/cached-read";

const COUNTS = Object.keys(CONTENT_STATS_DEFAULTS) as (keyof ContentStats)[];

/** The counts in a saved copy or a server answer, or null when they do not fit (see cached-read.ts). */
function checkedStats(value: unknown): ContentStats | null {
  const v = (value ?? {}) as Partial<Record<keyof ContentStats, unknown>>;
  return COUNTS.every((key) => Number.isInteger(v[key])) ? (Object.fromEntries(COUNTS.map((key) => [key, v[key]])) as ContentStats) : null;
}

export const CONTENT_STATS: CachedRead<ContentStats> = {
  kvKey: "content_stats",
  path: "/analytics/content-stats",
  fallback: CONTENT_STATS_DEFAULTS,
  fit: checkedStats,
};

export const refreshContentStats = () => refreshCachedRead(CONTENT_STATS);

export function useContentStats(): ContentStats {
  return useCachedRead(CONTENT_STATS, refreshContentStats);
}
