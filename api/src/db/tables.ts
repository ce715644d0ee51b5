/**
 * The tables the services query: PostgreSQL's (./pg-schema.ts) when DATABASE_URL names a PostgreSQL
 * database, else SQLite's (./schema.ts). A process runs on one engine, chosen once from its
 * environment; both schemas declare the same tables and columns (schema-agreement.test.ts), so the
 * services are written once, against SQLite's types.
 */
import * as postgres from "./pg-schema";
import * as sqlite from "./schema";

/** What a PostgreSQL DATABASE_URL starts with. */
export const POSTGRES_URL = /^postgres(ql)?:\/\//;

export const usesPostgres = POSTGRES_URL.test(process.env.DATABASE_URL ?? "");

const active = (usesPostgres ? postgres : sqlite) as unknown as typeof sqlite;

export const { users, pointsLedger, coupons, couponRedemptions, posts, books, episodes, hunts, huntItems, quizQuestions, huntCompletions, huntFinds, familyPhotos, orders, orderItems, sandboxPayments, pageViews, contentViews, blogReads, idempotencyKeys, authAttempts, settings, contentVersion, codeMigrations, storedFiles, mailOutbox, accountTokens } = active;
