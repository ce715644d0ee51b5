/**
 * Where the app keeps the bytes of files (admin uploads, family photos), named by the caller. Two kinds:
 * a folder on the process's own disk (SQLite, where every server process shares DATA_DIR) and rows of
 * the database's stored_files table (PostgreSQL, where server processes on other machines share only
 * the database). fileStoresFor follows the process's engine (db/dialect.ts); the services see only this
 * interface.
 *
 * A store checks only that a name is one plain file name (nothing that could climb out of a folder);
 * what a valid name looks like (random, with a known extension) is for the caller to enforce.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { writeTx, type Db } from "../../db";
import { storedFiles } from "../../db/tables";
import { dialect } from "../../db/dialect";

export interface StoredFile {
  name: string;
  /** When the bytes under this name were last written (ms since the epoch). */
  modifiedMs: number;
}

export interface FileStore {
  /** Stores `bytes` under `name`, replacing what was there: a reader gets the old bytes or the new, never part of either. */
  write(name: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `name`, or null when there are none. */
  read(name: string): Promise<Buffer<ArrayBuffer> | null>;
  /** Removes `name`; removing what is not there is not an error. */
  remove(name: string): Promise<void>;
  /**
   * Every name in the store, by name. On disk this includes what an interrupted write left behind, so
   * the orphan sweep (photo-sweep.ts) can clear it too.
   */
  list(): Promise<StoredFile[]>;
}

/** One file name: no separators, no NUL, not "." or "..". */
function isPlainName(name: string): boolean {
  return name !== "" && name !== "." && name !== ".." && !/[/\\\0]/.test(name);
}

function checkName(name: string): void {
  if (!isPlainName(name)) throw new Error(`Not a file name: ${JSON.stringify(name)}`);
}

/** By name, in code-unit order: the same on every disk and under every database collation. */
function byName(files: StoredFile[]): StoredFile[] {
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The file is not there (or the name is a folder): the same to a reader as never stored. */
function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOENT" || code === "EISDIR" || code === "ENOTDIR";
}

/** A Buffer a response can send as it is: the drivers' Buffers sit on a plain ArrayBuffer; anything else is copied. */
function sendable(bytes: Buffer): Buffer<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Buffer<ArrayBuffer>) : Buffer.from(bytes);
}

/** Written beside its final name and renamed into place, so a reader never sees half a file. */
async function writeAtomically(dir: string, name: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${name}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    await writeFile(temp, bytes, { flag: "wx" });
    await rename(temp, join(dir, name));
  } catch (err) {
    await unlink(temp).catch(() => undefined);
    throw err;
  }
}

/** Files in `dir` on this machine's disk, which the folder is created for on the first write. */
export function diskFileStore(dir: string): FileStore {
  return {
    async write(name, bytes) {
      checkName(name);
      await writeAtomically(dir, name, bytes);
    },
    async read(name) {
      if (!isPlainName(name)) return null;
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      if (!isPlainName(name)) return;
      try {
        await unlink(join(dir, name));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        // Removed since the folder was read: it is no longer in the store.
        const info = await stat(join(dir, entry.name)).catch(() => null);
        if (info) files.push({ name: entry.name, modifiedMs: info.mtimeMs });
      }
      return byName(files);
    },
  };
}

/**
 * Files in the database (table stored_files) under `folder`, which keeps one store's names apart from
 * another's. A write is one row, committed whole, so a reader in any process sees all of it or none.
 */
export function databaseFileStore(db: Db, folder: string): FileStore {
  const named = (name: string) => and(eq(storedFiles.folder, folder), eq(storedFiles.name, name));
  return {
    async write(name, bytes) {
      checkName(name);
      const data = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      await writeTx(db, () =>
        db
          .insert(storedFiles)
          .values({ folder, name, bytes: data })
          // A replacement is stamped like a new file (the column's default, as the insert would have it).
          .onConflictDoUpdate({ target: [storedFiles.folder, storedFiles.name], set: { bytes: data, createdAt: sql`excluded.created_at` } }),
      );
    },
    async read(name) {
      if (!isPlainName(name)) return null;
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(named(name));
      return row ? sendable(row.bytes) : null;
    },
    async remove(name) {
      if (!isPlainName(name)) return;
      await writeTx(db, () => db.delete(storedFiles).where(named(name)));
    },
    async list() {
      // Names and times only: the bytes stay in the database.
      const rows = await db
        .select({ name: storedFiles.name, createdAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(eq(storedFiles.folder, folder));
      return byName(rows.map((row) => ({ name: row.name, modifiedMs: Date.parse(row.createdAt) })));
    },
  };
}

/**
 * Where uploaded images and family photos are kept. On SQLite every server process shares DATA_DIR,
 * so the files sit beside the database there (and are backed up with it, ops/data-backup.ts). On
 * PostgreSQL the processes may run on machines that share nothing but the database, so the files are
 * kept in it.
 */
export function fileStoresFor(db: Db, dataDir: string): { uploads: FileStore; photos: FileStore } {
  if (dialect === "postgres") return { uploads: databaseFileStore(db, "uploads"), photos: databaseFileStore(db, "photos") };
  const uploadsDir = join(dataDir, "uploads");
  // Beside uploads, never inside it: /uploads is public, family photos are not.
  const photosDir = join(dataDir, "photos");
  mkdirSync(uploadsDir, { recursive: true });
  mkdirSync(photosDir, { recursive: true });
  return { uploads: diskFileStore(uploadsDir), photos: diskFileStore(photosDir) };
}
