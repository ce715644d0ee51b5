/**
 * No first frame needs Dexie, the largest library a screen uses: the modules the entry, the app and a
 * hunt page load before drawing reach the database through db-loader.ts, never db.ts, so its code runs
 * after the first frame.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const FIRST_LOAD = ["main.tsx", "app/start.tsx", "features/hunts/hunt-page.tsx"];

/** What a module imports statically for its values (type-only imports are erased). */
function valueImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\bfrom\s*)?["']([^"']+)["']/gm)].map((m) => m[1]!);
}

function firstLoadModules(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const imports = valueImports(readFileSync(file, "utf8"));
    seen.set(file, imports);
    for (const specifier of imports) {
      if (!specifier.startsWith(".")) continue;
      const base = resolve(dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`].find((path) => existsSync(path) && /\.tsx?$/.test(path));
      if (found) visit(found);
    }
  };
  for (const entry of FIRST_LOAD) visit(resolve(SRC, entry));
  return seen;
}

describe("the first load", () => {
  it("reaches the hunt page and the shell", () => {
    const names = [...firstLoadModules().keys()].map((path) => path.slice(SRC.length + 1));
    expect(names).toEqual(expect.arrayContaining(["features/hunts/hunt-page.tsx", "features/shell/layout.tsx", "lib/database/db-loader.ts"]));
  });

  it("does not load Dexie or lib/database/db.ts", () => {
    const offending = [...firstLoadModules()].filter(([, imports]) => imports.some((s) => s === "dexie" || /(^|\/)db$/.test(s)));
    expect(offending.map(([path]) => path.slice(SRC.length + 1))).toEqual([]);
  });
});
