/**
 * The SQL migrations of one dialect as drizzle-kit writes them (./sql/sqlite/, ./sql/pg/): the journal
 * (meta/_journal.json) names each file with the time it was made. They are read the way drizzle's own
 * migrator reads them (drizzle-orm/migrator.js), so a database it migrated and one migrated here hold the
 * same records: each file is recorded by the SHA-256 of its text and its journal time, and its
 * statements are the text split at drizzle-kit's "--> statement-breakpoint".
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Dialect } from "../db/dialect";

export interface SqlFile {
  tag: string;
  /** The journal's `when` (ms since the epoch): what `__drizzle_migrations.created_at` records. */
  when: number;
  hash: string;
  statements: string[];
}

/** The folder of each dialect's files, the `out` of drizzle.config.ts and drizzle-pg.config.ts. */
export const SQL_FOLDERS: Record<Dialect, string> = {
  sqlite: fileURLToPath(new URL("./sql/sqlite", import.meta.url)),
  postgres: fileURLToPath(new URL("./sql/pg", import.meta.url)),
};

const read = new Map<Dialect, SqlFile[]>();

/** Every SQL migration of `dialect`, in the journal's order. */
export function sqlFiles(dialect: Dialect): SqlFile[] {
  let files = read.get(dialect);
  if (!files) {
    const folder = SQL_FOLDERS[dialect];
    const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: { tag: string; when: number }[] };
    files = journal.entries.map(({ tag, when }) => {
      const text = readFileSync(`${folder}/${tag}.sql`, "utf8");
      return { tag, when, hash: createHash("sha256").update(text).digest("hex"), statements: text.split("--> statement-breakpoint") };
    });
    read.set(dialect, files);
  }
  return files;
}
