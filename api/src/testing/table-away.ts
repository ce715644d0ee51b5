/**
 * A table taken out of the database for the length of `work`, so that whatever writes to it fails
 * there, part way through a transaction, as a lost disk or a dropped connection would. Renamed, not
 * dropped: its rows come back afterwards.
 */
import { sql } from "drizzle-orm";
import { engineOf, type Db } from "../db";
import { dialect } from "../db/dialect";
import { sqliteConnections } from "../db/sqlite-engine";

async function renameTable(db: Db, from: string, to: string): Promise<void> {
  const statement = `ALTER TABLE "${from}" RENAME TO "${to}"`;
  const engine = engineOf(db);
  if (dialect === "sqlite") sqliteConnections(engine).writer.exec(statement);
  // On PostgreSQL the engine's reader is drizzle's node-postgres database, which runs raw SQL.
  else await (engine.reader as unknown as { execute(query: ReturnType<typeof sql.raw>): Promise<unknown> }).execute(sql.raw(statement));
}

export async function withTableAway<T>(db: Db, table: string, work: () => Promise<T>): Promise<T> {
  await renameTable(db, table, `${table}_away`);
  try {
    return await work();
  } finally {
    await renameTable(db, `${table}_away`, table);
  }
}
