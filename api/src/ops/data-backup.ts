/**
 * Backup and restore of a DATA_DIR while the server runs: the SQLite database through SQLite's online
 * backup API (a consistent copy even while other processes write), then the files beside it (uploaded
 * images, family photos, the JWT secret). Files are written under random names and renamed into place
 * before the row that names them commits, so copying them after the database gives every row its file.
 */
import Database from "better-sqlite3";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, renameSync, statSync } from "node:fs";
import { join } from "node:path";

export const DB_FILE = "park-hunts.db";
/** What lives beside the database and must travel with it. */
const DATA_FOLDERS = ["uploads", "photos"];
const DATA_FILES = ["jwt-secret"];

export interface BackupReport {
  pages: number;
  files: number;
}

function copyBeside(from: string, to: string): number {
  let files = 0;
  for (const name of DATA_FILES) {
    if (!existsSync(join(from, name))) continue;
    copyFileSync(join(from, name), join(to, name));
    files++;
  }
  for (const folder of DATA_FOLDERS) {
    const source = join(from, folder);
    if (!existsSync(source)) continue;
    // Half-written uploads are hidden dot-files renamed into place when complete: they are not copied.
    cpSync(source, join(to, folder), { recursive: true, filter: (path) => !path.split(/[\\/]/).pop()!.startsWith(".") });
    files += readdirSync(source).filter((name) => !name.startsWith(".")).length;
  }
  return files;
}

/** Writes a consistent copy of `dataDir` into the empty or new folder `dest`. */
export async function backupDataDir(dataDir: string, dest: string): Promise<BackupReport> {
  const source = join(dataDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  mkdirSync(dest, { recursive: true });
  if (readdirSync(dest).length > 0) throw new Error(`${dest} is not empty: a backup goes into an empty folder`);
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const partial = join(dest, `${DB_FILE}.partial`);
    // After a first small step, the rest is copied in one step: it holds one read transaction of the
    // source, so writers in other processes (WAL) go on and cannot make the copy start over.
    const { totalPages } = await db.backup(partial, { progress: ({ totalPages: total }) => total });
    renameSync(partial, join(dest, DB_FILE));
    return { pages: totalPages, files: copyBeside(dataDir, dest) };
  } finally {
    db.close();
  }
}

/** The result of SQLite's own integrity check of a database file: "ok" when it is sound. */
export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.pragma("integrity_check", { simple: true }) as string) ?? "unknown";
  } finally {
    db.close();
  }
}

/** Restores a backup into `dataDir`, which must hold no database yet. */
export function restoreDataDir(backupDir: string, dataDir: string): BackupReport {
  const source = join(backupDir, DB_FILE);
  if (!existsSync(source)) throw new Error(`No backup at ${backupDir}: ${DB_FILE} is missing`);
  const verdict = integrityCheck(source);
  if (verdict !== "ok") throw new Error(`The backup's database fails its integrity check: ${verdict}`);
  mkdirSync(dataDir, { recursive: true });
  const existing = readdirSync(dataDir).filter((name) => name !== "." && name !== "..");
  if (existing.some((name) => name.startsWith(DB_FILE))) throw new Error(`${dataDir} already holds a database: restore into an empty DATA_DIR`);
  copyFileSync(source, join(dataDir, DB_FILE));
  const files = copyBeside(backupDir, dataDir);
  return { pages: Math.ceil(statSync(join(dataDir, DB_FILE)).size / 4096), files };
}
