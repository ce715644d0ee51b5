/**
 * What one entry of the list of migrations (./list.ts) is. Three kinds, each recorded when it has run:
 * a SQL file of the dialect's folder (./sql/<dialect>/, drizzle-kit's output), recorded in
 * `__drizzle_migrations` as drizzle records it; a data migration run at start in one write transaction
 * with its row in `code_migrations`; and a data migration that may take long, run once the server serves,
 * recorded only when it reports that it has seen everything through.
 */
import type { MigrationTarget, SqlRunner } from "../db/engine";

export interface SqlMigration {
  kind: "sql";
  /** The file's name without `.sql`, as drizzle-kit's journal (meta/_journal.json) names it. */
  tag: string;
}

export interface DataMigration {
  kind: "data";
  /** Never renamed once released: the name in `code_migrations` is what records that it ran. */
  name: string;
  /** Makes the change through `tx`, the write transaction that records it. */
  run(tx: SqlRunner): Promise<void>;
}

/** A file store as the migrations see one: names, and bytes read and written whole. */
export interface MigrationFileStore {
  list(): Promise<{ name: string }[]>;
  read(name: string): Promise<Uint8Array | null>;
  write(name: string, bytes: Uint8Array): Promise<void>;
}

/** The stores that hold the uploads and family photos: in the database on PostgreSQL, in DATA_DIR on SQLite. */
export interface MigrationFiles {
  uploads: MigrationFileStore;
  photos: MigrationFileStore;
}

export interface ServingMigration {
  kind: "serving";
  /** Never renamed once released, as a data migration's. */
  name: string;
  /** Goes through what it changes in its own small transactions; true when everything was seen, which records it. */
  run(target: MigrationTarget, files: MigrationFiles): Promise<boolean>;
}

export type Migration = SqlMigration | DataMigration | ServingMigration;

/** A file of ./sql/<dialect>/ in the list. */
export const sqlFile = (tag: string): SqlMigration => ({ kind: "sql", tag });
