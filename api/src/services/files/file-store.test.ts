/**
 * Both kinds of file store keep the same promises (write whole or not at all, read back the same bytes,
 * list names with their age for the photo sweep), so the services need not know which one they hold.
 * The database store runs on the engine of this test run: SQLite, or PostgreSQL under `npm run test:pg`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDb, type Db } from "../../db";
import { openTestDb, sharedTestDatabase, tempFolder } from "../../testing/test-db";
import { databaseFileStore, diskFileStore, type FileStore } from "./file-store";

const opened: Db[] = [];
afterAll(async () => {
  await Promise.all(opened.map((db) => closeDb(db)));
});

async function testDb(): Promise<Db> {
  const db = await openTestDb();
  opened.push(db);
  return db;
}

const KINDS: [string, () => Promise<FileStore>][] = [
  ["disk", async () => diskFileStore(tempFolder("files-"))],
  ["database", async () => databaseFileStore(await testDb(), "photos")],
];

const filled = (size: number, byte: number) => Buffer.alloc(size, byte);
const everyByte = () => Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const names = async (store: FileStore) => (await store.list()).map((file) => file.name);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(KINDS)("the %s file store", (_kind, makeStore) => {
  it("reads back exactly the bytes written, and null for a name never written", async () => {
    const store = await makeStore();
    await store.write("a.jpg", everyByte());
    await store.write("empty.png", new Uint8Array(0));
    expect(await store.read("a.jpg")).toEqual(everyByte());
    expect(await store.read("empty.png")).toEqual(Buffer.alloc(0));
    expect(await store.read("missing.jpg")).toBeNull();
  });

  it("stores only the bytes of a view, not the rest of the memory under it", async () => {
    const store = await makeStore();
    const memory = everyByte();
    await store.write("view.webp", new Uint8Array(memory.buffer, memory.byteOffset + 10, 5));
    expect(await store.read("view.webp")).toEqual(Buffer.from([10, 11, 12, 13, 14]));
  });

  it("replaces a file written again under the same name, restamping its time", async () => {
    const store = await makeStore();
    await store.write("same.png", filled(10, 1));
    const [first] = await store.list();
    await pause(20);
    await store.write("same.png", filled(20, 2));
    expect(await store.read("same.png")).toEqual(filled(20, 2));
    const listed = await store.list();
    expect(listed.map((file) => file.name)).toEqual(["same.png"]);
    expect(listed[0]!.modifiedMs).toBeGreaterThan(first!.modifiedMs);
  });

  it("never shows a reader part of a file while it is being replaced", async () => {
    const store = await makeStore();
    const size = 2 * 1024 * 1024;
    const versions = [filled(size, 0xaa), filled(size, 0xbb)];
    // Buffer.equals, not toEqual: comparing megabytes element by element would take the test's whole time.
    const whichVersion = (bytes: Buffer | null) => versions.findIndex((version) => bytes !== null && version.equals(bytes));
    await store.write("big.jpg", versions[0]!);
    for (let round = 1; round <= 6; round++) {
      const next = round % 2;
      const reads = Array.from({ length: 8 }, () => store.read("big.jpg"));
      const [, ...results] = await Promise.all([store.write("big.jpg", versions[next]!), ...reads]);
      // Each read is one version whole (never a mix, a shorter file or nothing), and then the new one is there.
      expect(results.map(whichVersion).filter((found) => found === -1)).toEqual([]);
      expect(whichVersion(await store.read("big.jpg"))).toBe(next);
    }
  });

  it("removes a file, and removing one that is not there is no error", async () => {
    const store = await makeStore();
    await store.write("gone.jpg", filled(3, 7));
    await store.write("kept.jpg", filled(3, 8));
    await store.remove("gone.jpg");
    await store.remove("gone.jpg");
    await store.remove("never.jpg");
    expect(await store.read("gone.jpg")).toBeNull();
    expect(await store.read("kept.jpg")).toEqual(filled(3, 8));
    expect(await names(store)).toEqual(["kept.jpg"]);
  });

  it("lists every name by name, with the time it was written", async () => {
    const store = await makeStore();
    expect(await store.list()).toEqual([]);
    const before = Date.now();
    for (const name of ["c.webp", "a.jpg", "b.png"]) await store.write(name, filled(4, 1));
    const listed = await store.list();
    expect(listed.map((file) => file.name)).toEqual(["a.jpg", "b.png", "c.webp"]);
    for (const file of listed) {
      // The database stamps the time with its own clock: allow for a little drift from this process's.
      expect(Math.abs(file.modifiedMs - before)).toBeLessThan(60_000);
    }
  });

  it.each(["../escape.jpg", "a/b.jpg", "a\\b.jpg", "..", ".", "", "nul\0.jpg"])("keeps nothing under the name %j", async (name) => {
    const store = await makeStore();
    await expect(store.write(name, filled(1, 1))).rejects.toThrow(/Not a file name/);
    expect(await store.read(name)).toBeNull();
    await store.remove(name);
    expect(await store.list()).toEqual([]);
  });
});

describe("the database file store", () => {
  it("keeps each folder's files apart under the same names", async () => {
    const db = await testDb();
    const uploads = databaseFileStore(db, "uploads");
    const photos = databaseFileStore(db, "photos");
    await uploads.write("same.png", filled(2, 1));
    await photos.write("same.png", filled(2, 2));
    await photos.write("only-photo.jpg", filled(2, 3));
    expect(await uploads.read("same.png")).toEqual(filled(2, 1));
    expect(await photos.read("same.png")).toEqual(filled(2, 2));
    expect(await uploads.read("only-photo.jpg")).toBeNull();
    expect(await names(uploads)).toEqual(["same.png"]);
    await uploads.remove("same.png");
    expect(await photos.read("same.png")).toEqual(filled(2, 2));
    expect(await names(photos)).toEqual(["only-photo.jpg", "same.png"]);
  });

  it("shows a file written by one server process to another at once", async () => {
    const shared = await sharedTestDatabase();
    const [one, two] = [await shared.open(), await shared.open()];
    opened.push(one, two);
    const [first, second] = [databaseFileStore(one, "uploads"), databaseFileStore(two, "uploads")];
    await first.write("shared.gif", everyByte());
    expect(await second.read("shared.gif")).toEqual(everyByte());
    expect(await names(second)).toEqual(["shared.gif"]);
    await second.remove("shared.gif");
    expect(await first.read("shared.gif")).toBeNull();
  });
});

describe("the disk file store", () => {
  it("lists what an interrupted write left behind, so the sweep can remove it, but no folder", async () => {
    const dir = tempFolder("files-");
    const store = diskFileStore(dir);
    await store.write("photo.jpg", filled(2, 1));
    writeFileSync(join(dir, ".photo.jpg.0123456789ab.tmp"), "half");
    mkdirSync(join(dir, "folder"));
    expect(await names(store)).toEqual([".photo.jpg.0123456789ab.tmp", "photo.jpg"]);
    await store.remove(".photo.jpg.0123456789ab.tmp");
    expect(await names(store)).toEqual(["photo.jpg"]);
    expect(await store.read("folder")).toBeNull();
  });

  it("has nothing while its folder does not exist yet, and makes it on the first write", async () => {
    const store = diskFileStore(join(tempFolder("files-"), "not", "yet"));
    expect(await store.list()).toEqual([]);
    expect(await store.read("a.jpg")).toBeNull();
    await store.write("a.jpg", filled(1, 9));
    expect(await store.read("a.jpg")).toEqual(filled(1, 9));
  });
});
