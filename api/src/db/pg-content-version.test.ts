/**
 * The content version on PostgreSQL as server processes see it: each test opens two engines on one
 * database, a reader whose cached reads need the version and a writer standing for another process.
 */
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { closeDb, engineOf, openDatabase, writeTx, type Db } from ".";
import { listenerPids, terminateListeners } from "../testing/pg-listeners";
import { seenWithin } from "../testing/seen-within";
import { newPgDatabase } from "../testing/test-db";
import { dialect } from "./dialect";
import { CONTENT_VERSION_STALE_MAX_MS, type VersionSource } from "./engine";
import { books } from "./tables";

const opened: Db[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map(closeDb));
});

async function twoProcesses(idleMs = 10_000) {
  const url = await newPgDatabase();
  const open = async () => {
    const db = await openDatabase({ postgresUrl: url, pool: { poolSize: 2, idleMs } });
    opened.push(db);
    return db;
  };
  const reader = await open();
  return { url, reader, writer: await open(), source: engineOf(reader).contentVersion() };
}

async function addBook(db: Db) {
  await writeTx(db, () => db.insert(books).values({ title: "Tide pools", priceCents: 500, pages: 10, category: "Guide", features: [] }));
}

/** Reads until the listener is up and its copy is used; answers that copy. */
async function listening(source: VersionSource): Promise<number> {
  await seenWithin(5000, () => source.known(), (version) => version !== undefined);
  return source.known()!;
}

describe.skipIf(dialect !== "postgres")("the content version on PostgreSQL", () => {
  it("is answered from memory once its listener is up, with no round trip", async () => {
    const { url, source } = await twoProcesses();
    const first = await source.version();
    expect(await listening(source)).toBe(first);
    expect(await listenerPids(url)).toHaveLength(1);
    // A number, not a promise: nothing was asked of the database.
    for (let i = 0; i < 1000; i++) expect(source.version()).toBe(first);
  });

  it("moves when another process commits a change, well within the bound", async () => {
    const { writer, source } = await twoProcesses();
    const first = await listening(source);
    await addBook(writer);
    const tookMs = await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => source.known(), (version) => version === first + 1);
    expect(tookMs).toBeLessThan(CONTENT_VERSION_STALE_MAX_MS);
  });

  it("sees this process's own commit at once", async () => {
    const { reader, source } = await twoProcesses();
    const first = await listening(source);
    await addBook(reader);
    // Asked of the database, whatever the notification's delay ...
    expect(source.known()).toBeUndefined();
    expect(await source.version()).toBe(first + 1);
    // ... and answered from memory again once a read has seen it.
    expect(source.version()).toBe(first + 1);
  });

  it("stops using its copy once the listener's confirmation is late by the bound, and trusts it again when it answers", async () => {
    const { url, source } = await twoProcesses();
    const first = await listening(source);
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      // Nothing can read the version now: the listener's next confirmation waits.
      await locker.query("begin");
      await locker.query("lock table content_version in access exclusive mode");
      expect(source.version()).toBe(first);
      await seenWithin(CONTENT_VERSION_STALE_MAX_MS + 100, () => source.known(), (version) => version === undefined);
      await locker.query("rollback");
      expect(await listening(source)).toBe(first);
    } finally {
      await locker.end();
    }
  });

  it("still sees another process's change within the bound after its listening connection is cut, and listens again", async () => {
    const { url, writer, source } = await twoProcesses();
    const first = await listening(source);
    const [before] = await listenerPids(url);
    expect(await terminateListeners(url)).toBe(1);
    await addBook(writer);
    await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => source.version(), (version) => version === first + 1);
    // A new connection listens, and the next change is heard on it.
    await seenWithin(
      5000,
      () => {
        source.known();
        return listenerPids(url);
      },
      (pids) => pids.length === 1 && pids[0] !== before,
    );
    expect(await listening(source)).toBe(first + 1);
    await addBook(writer);
    await seenWithin(CONTENT_VERSION_STALE_MAX_MS, () => source.known(), (version) => version === first + 2);
  });

  it("lets its listening connection go when nobody reads, and listens again on the next read", async () => {
    const { url, writer, source } = await twoProcesses(300);
    const first = await listening(source);
    await seenWithin(2000, () => listenerPids(url), (pids) => pids.length === 0, 50);
    await addBook(writer);
    expect(await source.version()).toBe(first + 1);
    expect(await listening(source)).toBe(first + 1);
  });
});
