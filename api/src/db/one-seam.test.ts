/**
 * The services run unchanged on SQLite and PostgreSQL only while they use the awaited query builder:
 * better-sqlite3's synchronous calls (`.all()`, `.get()`, `.run()`, prepared statements, the raw client)
 * do not exist on PostgreSQL. Only the engines themselves and SQLite's own tools may use them.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const ENGINE_FILES = new Set(["db/engine.ts", "db/sqlite-engine.ts", "db/pg-engine.ts", "ops/data-backup.ts"]);
const SYNC_CALLS = /\.(all|get|run|values)\(\)|\$client|\.prepare\(|\bdb\.(all|get|run)\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

it("leaves engine-specific calls to the engines", () => {
  const offending = sources(SRC)
    .map((path) => relative(SRC, path))
    .filter((file) => !ENGINE_FILES.has(file))
    .flatMap((file) =>
      readFileSync(join(SRC, file), "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${file}:${i + 1}`, line }))
        .filter(({ line }) => SYNC_CALLS.test(line) && !line.trim().startsWith("*") && !line.trim().startsWith("//")),
    );
  expect(offending).toEqual([]);
});
