/**
 * Opens the database the environment names: PostgreSQL when DATABASE_URL is a postgres:// URL, else the
 * SQLite file in DATA_DIR (the default, with nothing to install).
 */
import { join } from "node:path";
import { DB_FILE } from "../ops/data-backup";
import { openDb } from "./client";
import { openPgDb } from "./pg-client";
import type { Db } from "./store";
import { usesPostgres } from "./tables";

export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Db> {
  if (usesPostgres && env.DATABASE_URL) return openPgDb(env.DATABASE_URL);
  return openDb(join(env.DATA_DIR, DB_FILE));
}
