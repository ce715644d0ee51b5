/**
 * The service worker bundles the outbox code into one classic script. A dynamic import() anywhere in it
 * brings in Vite's chunk loader, whose `import.meta` does not parse in a classic worker: the worker then
 * fails to install at all (no offline app, no background delivery). Every module the worker reaches must
 * import statically; code loaded later is handed in by the page instead (see flush.ts setPhotoDrain).
 * Nor does the worker, or the outbox code the page runs, carry React: the photo pipeline beside them
 * (photos/) has a hook for the screens, which neither may reach.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SW_ENTRY = resolve(dirname(fileURLToPath(import.meta.url)), "../sw/sw.ts");

/** React and what brings it (zustand's React binding, the router). */
const REACT = /^(react|react-dom|react-router|react-router-dom)(\/|$)|^zustand$/;

function packageImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^."'][^"']*)["']/gm)].map((m) => m[1]!);
}

function staticImports(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["'](\.[^"']+)["']/gm)].map((m) => m[1]!);
}

function workerModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(readFileSync(entry, "utf8"))) {
    const base = resolve(dirname(entry), specifier);
    const file = [base, `${base}.ts`, `${base}/index.ts`].find((path) => existsSync(path) && path.endsWith(".ts"));
    if (file) workerModules(file, seen);
  }
  return seen;
}

describe("the service worker's modules", () => {
  it("include the outbox flush and the photo drain", () => {
    const names = [...workerModules(SW_ENTRY)].map((path) => path.split("/pwa/src/")[1]);
    expect(names).toEqual(expect.arrayContaining(["sync/flush.ts", "photos/photo-drain.ts", "sync/outbox.ts", "lib/database/db.ts"]));
  });

  it("never bring in React, nor does the outbox code the page runs", () => {
    const sync = resolve(dirname(SW_ENTRY), "../sync");
    const pageOutbox = readdirSync(sync).filter((name) => /^[^.]+\.ts$/.test(name)).map((name) => resolve(sync, name));
    const withReact = [...new Set([...workerModules(SW_ENTRY), ...pageOutbox])]
      .filter((path) => path.endsWith(".tsx") || packageImports(readFileSync(path, "utf8")).some((name) => REACT.test(name)))
      .map((path) => path.split("/pwa/src/")[1]);
    expect(withReact).toEqual([]);
  });

  it("never import() code later", () => {
    const dynamic = [...workerModules(SW_ENTRY)].filter((path) => /\bimport\s*\(/.test(readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")));
    expect(dynamic).toEqual([]);
  });
});
