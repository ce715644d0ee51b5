/**
 * Migrations are frozen code: a data migration imports only libraries, the engine seam's types
 * (db/engine.ts) and files of its own folder, and reads files only from there; the list and the runner
 * import nothing of the app but the seam's types. And the database layer imports neither the services
 * nor the routes. So nothing the app changes later reaches a released migration, and no import goes
 * from the database back up to the domain.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = resolve(SRC, "../..");
/** The seam's types, which the migrations may name. */
const SEAM_TYPES = new Set(["db/engine.ts", "db/dialect.ts"]);

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** `{ type A, type B }`: every name a type. */
const onlyTypes = (clause: string) =>
  /^\{[^}]*\}$/.test(clause) &&
  clause
    .slice(1, -1)
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .every((name) => name.startsWith("type "));

/** What a module imports or re-exports (statically or with `import()`), and the files it reads by `new URL(…, import.meta.url)`. */
function importsOf(source: string): Import[] {
  const statements = [...source.matchAll(/\b(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/g)].map(([, type, clause, specifier]) => ({
    specifier: specifier!,
    typeOnly: Boolean(type) || onlyTypes(clause!.trim()),
  }));
  const others = [...source.matchAll(/\bimport\s*(?:\(\s*)?["']([^"']+)["']|\bnew URL\(\s*["']([^"']+)["']\s*,\s*import\.meta\.url/g)].map(([, imported, read]) => ({
    specifier: (imported ?? read)!,
    typeOnly: false,
  }));
  return [...statements, ...others];
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const below = (file: string) => relative(SRC, file).split(sep).join("/");

/** The file a specifier names, below api/src (or "../…" outside it), or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("#shared/")) return below(join(ROOT, "shared", specifier.slice("#shared/".length)));
  if (specifier.startsWith("#api/")) return `${specifier.slice("#api/".length)}.ts`;
  if (specifier.startsWith("#")) return specifier;
  if (!specifier.startsWith(".")) return null;
  const path = below(resolve(dirname(file), specifier));
  return /\.\w+$/.test(path) ? path : `${path}.ts`;
}

/** Each import of the modules under `dir` that `allowed` refuses, as "module: specifier". */
function refused(dir: string, allowed: (module: string, target: string, typeOnly: boolean) => boolean): string[] {
  return codeFiles(join(SRC, dir)).flatMap((file) =>
    importsOf(readFileSync(file, "utf8")).flatMap(({ specifier, typeOnly }) => {
      const to = target(file, specifier);
      return to === null || allowed(below(file), to, typeOnly) ? [] : [`${below(file)}: ${specifier}`];
    }),
  );
}

describe("frozen migrations", () => {
  it("import only libraries, the engine seam's types and files of their own folder", () => {
    const ownFolder = (module: string) => module.split("/").slice(0, 3).join("/") + "/";
    expect(refused("migrations/code", (module, to, typeOnly) => to.startsWith(ownFolder(module)) || (typeOnly && SEAM_TYPES.has(to)))).toEqual([]);
  });

  it("leave the list and the runner importing nothing of the app but the seam's types", () => {
    const outside = refused("migrations", (_, to, typeOnly) => to.startsWith("migrations/") || (typeOnly && SEAM_TYPES.has(to)));
    expect(outside.filter((problem) => !problem.startsWith("migrations/code/"))).toEqual([]);
  });
});

describe("the database layer", () => {
  it("imports neither the services nor the routes", () => {
    expect(refused("db", (_, to) => !/^(services|routes|middleware)\/|^(app|server)\.ts$/.test(to))).toEqual([]);
  });
});
