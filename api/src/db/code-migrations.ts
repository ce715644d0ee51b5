/**
 * Migrations written in code, for changes SQL cannot make (a sanitizer cannot run inside SQLite). They run
 * in order right after drizzle's SQL migrations, whenever a database is opened, on the engine itself
 * before any `Db` handle over it exists. Each runs in one write transaction together with its row in
 * `code_migrations` (created by SQL migration 0003), so it happens exactly once even with several
 * processes starting at the same time, a crash part-way leaves it to run again, and a later start costs
 * one read of that small table.
 */
import { eq } from "drizzle-orm";
import type { Db, Engine } from "./engine";
import { addSpanishToSampleHunts } from "./sample-hunts-in-spanish";
import { sanitizeStoredPosts } from "./sanitize-stored-posts";
import { codeMigrations } from "./tables";

export interface CodeMigration {
  /** Never renamed once released: the name is what records that it ran. */
  name: string;
  /** Makes the change through `tx`, the write transaction that records it. */
  run: (tx: Db) => Promise<void>;
}

export const CODE_MIGRATIONS: CodeMigration[] = [
  { name: "0003_sanitize-post-html", run: sanitizeStoredPosts },
  { name: "0011_sample-hunts-in-spanish", run: addSpanishToSampleHunts },
];

export async function runCodeMigrations(engine: Engine, migrations: CodeMigration[] = CODE_MIGRATIONS): Promise<void> {
  const applied = new Set((await engine.reader.select({ name: codeMigrations.name }).from(codeMigrations)).map((row) => row.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await engine.begin(async (tx) => {
      // Another process may have run it between the read above and taking the write lock.
      const [done] = await tx.select().from(codeMigrations).where(eq(codeMigrations.name, migration.name)).limit(1);
      if (done) return;
      await migration.run(tx);
      await tx.insert(codeMigrations).values({ name: migration.name });
    }, {});
  }
}
