/**
 * pwa/src/lib sits below the app: the app, the features and the stores build on it, never the other
 * way round. What both need moves down into lib (as the boot reads and the first frame's answers did).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SELF = fileURLToPath(import.meta.url);
const LIB = dirname(SELF);
const APP = resolve(LIB, "../app");

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The specifiers a module imports or re-exports, statically or with `import()`. */
function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g);
  return [...found].map((match) => match[1]!);
}

function reachesApp(file: string, specifier: string): boolean {
  if (specifier.startsWith("#pwa/app/")) return true;
  if (!specifier.startsWith(".")) return false;
  const target = resolve(dirname(file), specifier);
  return target === APP || target.startsWith(APP + sep);
}

describe("pwa/src/lib", () => {
  it("finds every kind of import", () => {
    const source = [
      'import { a } from "../app/a";',
      'import type { B } from "#pwa/app/b";',
      'export { c } from "./c";',
      'import "./d.css";',
      'const e = await import("../app/e");',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["../app/a", "#pwa/app/b", "./c", "./d.css", "../app/e"]);
  });

  it("never imports from pwa/src/app", () => {
    // Not this file: its examples above are strings, not imports.
    const modules = modulesUnder(LIB).filter((file) => file !== SELF);
    expect(modules.length).toBeGreaterThan(10);
    const upward = modules.flatMap((file) =>
      specifiersOf(readFileSync(file, "utf8"))
        .filter((specifier) => reachesApp(file, specifier))
        .map((specifier) => `${relative(LIB, file)} imports ${specifier}`),
    );
    expect(upward).toEqual([]);
  });
});
