/**
 * Which engine this process runs on, decided once from its environment: PostgreSQL when DATABASE_URL is a
 * postgres:// URL, else SQLite (the default, a file in DATA_DIR with nothing to install). Everything that
 * differs by engine (the tables, the engine opened, where files are kept) reads this one value.
 */

/** What a PostgreSQL DATABASE_URL starts with. */
export const POSTGRES_URL = /^postgres(ql)?:\/\//;

export type Dialect = "sqlite" | "postgres";

export const dialect: Dialect = POSTGRES_URL.test(process.env.DATABASE_URL ?? "") ? "postgres" : "sqlite";
