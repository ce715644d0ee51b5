/**
 * Everything that runs on an old database, in the order it was released, for each engine: the SQL files
 * of ./sql/<dialect>/ and the data migrations of ./code/, each placed after the SQL files of the release
 * that brought it (at a start, a release ran its SQL files first, then its data migrations). The runner
 * (./runner.ts) runs exactly this. A new migration of either kind is added at the end; a released one is
 * never renamed, moved or edited (list.test.ts fails on a file or folder this list does not name).
 */
import type { Dialect } from "../db/dialect";
import { sanitizePostHtml } from "./code/0003_sanitize-post-html/sanitize-post-html";
import { sampleHuntsInSpanish } from "./code/0011_sample-hunts-in-spanish/sample-hunts-in-spanish";
import { stripStoredPictureMetadata } from "./code/strip-stored-picture-metadata/strip-stored-picture-metadata";
import { sqlFile, type Migration } from "./migration";

export const MIGRATIONS: Record<Dialect, readonly Migration[]> = {
  sqlite: [
    sqlFile("0000_init"),
    sqlFile("0001_content-version"),
    sqlFile("0002_sample-pictures-webp"),
    sqlFile("0003_code-migrations"),
    sanitizePostHtml,
    sqlFile("0004_hunt-locations"),
    sqlFile("0005_family-record"),
    sqlFile("0006_order-updated-at"),
    sqlFile("0007_stored-files"),
    stripStoredPictureMetadata,
    sqlFile("0008_device-scores"),
    sqlFile("0009_say-as"),
    sqlFile("0010_mail"),
    sqlFile("0011_hunt-translations"),
    sampleHuntsInSpanish,
    sqlFile("0012_sessions"),
    sqlFile("0013_proven-email"),
    sqlFile("0014_list-indexes"),
    sqlFile("0015_analytics-rollups"),
    sqlFile("0016_park-maps"),
    sqlFile("0017_group-play"),
  ],
  // PostgreSQL's first file holds the tables SQLite had when PostgreSQL came (SQLite's 0000 to 0007).
  postgres: [
    sqlFile("0000_init"),
    sqlFile("0001_content-version"),
    sanitizePostHtml,
    stripStoredPictureMetadata,
    sqlFile("0002_device-scores"),
    sqlFile("0003_say-as"),
    sqlFile("0004_mail"),
    sqlFile("0005_hunt-translations"),
    sampleHuntsInSpanish,
    sqlFile("0006_content-version-notify"),
    sqlFile("0007_sessions"),
    sqlFile("0008_proven-email"),
    sqlFile("0009_list-indexes"),
    sqlFile("0010_analytics-rollups"),
    sqlFile("0011_park-maps"),
    sqlFile("0012_group-play"),
  ],
};
