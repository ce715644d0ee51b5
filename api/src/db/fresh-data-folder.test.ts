/** A fresh checkout has no data folder: the first start makes it and the database in it. */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { closeDb, databaseAt, openDatabase } from ".";
import { DB_FILE } from "../ops/data-backup";
import { dialect } from "./dialect";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it.skipIf(dialect !== "sqlite")("opens a database in a data folder that does not exist yet, making it", async () => {
  const root = mkdtempSync(join(tmpdir(), "park-fresh-"));
  made.push(root);
  const dataDir = join(root, "not", "yet", "data");
  const db = await openDatabase(databaseAt({ DATA_DIR: dataDir }));
  await closeDb(db);
  expect(existsSync(join(dataDir, DB_FILE))).toBe(true);
});
