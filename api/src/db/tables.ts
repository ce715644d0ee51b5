/**
 * The tables the services query: PostgreSQL's (./schema/pg.ts) when this process runs on PostgreSQL
 * (./dialect.ts), else SQLite's (./schema/sqlite.ts). Both schemas declare the same tables and columns
 * (schema-agreement.test.ts), so the services are written once, against SQLite's types.
 */
import { dialect } from "./dialect";
import * as pg from "./schema/pg";
import * as sqlite from "./schema/sqlite";

/**
 * PostgreSQL's tables seen through SQLite's table types, which the services and the `Db` query builder are
 * typed with. Sound because the two schemas declare every table with the same columns, nullability,
 * defaults and JavaScript value kinds (schema-agreement.test.ts), and a table only ever reaches the query
 * builder of its own engine: these are PostgreSQL's only in a process whose engine is PostgreSQL's.
 * TypeScript cannot relate two dialects' table classes, so this declaration states it, once.
 */
function pgTablesAsSqlite(tables: typeof pg): typeof sqlite;
function pgTablesAsSqlite(tables: object): object {
  return tables;
}

const active = dialect === "postgres" ? pgTablesAsSqlite(pg) : sqlite;

export const { users, pointsLedger, coupons, couponRedemptions, posts, books, episodes, hunts, huntItems, quizQuestions, huntTranslations, huntMaps, huntCompletions, huntFinds, groups, groupTeams, familyPhotos, orders, orderItems, sandboxPayments, pageViews, contentViews, blogReads, analyticsCounts, analyticsVisitors, idempotencyKeys, authAttempts, settings, contentVersion, codeMigrations, storedFiles, mailOutbox, accountTokens, sessions } = active;
