/**
 * Statements prepared once per connection for the hot write paths (outbox deliveries, tracking).
 * Building and preparing SQL costs more than running it, so each is compiled on first use and reused.
 */
import type { Db } from "./client";

const cache = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, build(db));
  return byName.get(name) as T;
}
