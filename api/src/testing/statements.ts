/**
 * What a piece of work costs the database, counted where it reaches it: each query sent to PostgreSQL
 * (a round trip), or each statement SQLite prepares or runs. For tests that hold a path to a budget of
 * statements, which on PostgreSQL is a budget of round trips.
 */
import Database from "better-sqlite3";
import pg from "pg";
import { vi } from "vitest";
import { dialect } from "../db/dialect";

export async function statementsOf(work: () => Promise<unknown>): Promise<number> {
  const spies = dialect === "postgres" ? [vi.spyOn(pg.Client.prototype, "query")] : [vi.spyOn(Database.prototype, "prepare"), vi.spyOn(Database.prototype, "exec")];
  try {
    await work();
    return spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
