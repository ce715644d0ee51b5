/**
 * Write transactions. Every write that must be atomic runs inside `BEGIN IMMEDIATE` so the write lock is
 * taken up front (no upgrade deadlock between processes). Writes that move money or points also switch
 * the connection to synchronous=FULL for that commit, so an acknowledged payment or redemption survives a
 * power cut; cheaper writes (page views) keep WAL's NORMAL durability. better-sqlite3 transactions are
 * synchronous: the callback must not await.
 */
import type { Db } from "./client";

export function writeTx<T>(db: Db, fn: () => T): T {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return sqlite.transaction(fn)(); // nested: a savepoint inside the caller's transaction
  return sqlite.transaction(fn).immediate();
}

export function moneyTx<T>(db: Db, fn: () => T): T {
  const sqlite = db.$client;
  if (sqlite.inTransaction) return sqlite.transaction(fn)();
  sqlite.pragma("synchronous = FULL");
  try {
    return sqlite.transaction(fn).immediate();
  } finally {
    sqlite.pragma("synchronous = NORMAL");
  }
}
