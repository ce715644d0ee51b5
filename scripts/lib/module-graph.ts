/**
 * The import graph of a source folder (pwa/src, api/src), read as text, for the tests that hold its
 * boundaries: every module and the modules it imports or re-exports, statically, with `import type` or
 * with `import()`, resolved to files. Type-only and lazy imports count: they tie modules together as much
 * for a reader as a static one does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const CODE = /\.(ts|tsx|mjs|js)$/;

export interface Module {
  /** The module's path below the folder, with forward slashes ("features/hunts/hunt-page.tsx"). */
  path: string;
  /** What it imports, as written and as a path below the folder (null: a package, or outside the folder). */
  imports: { specifier: string; target: string | null }[];
}

/** The specifiers a module imports or re-exports, statically, as types or with `import()`. */
export function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g);
  return [...found].map((match) => match[1]!);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/**
 * Every module under `folder` with what it imports. `alias` is the package.json import that names the
 * folder ("#pwa/"); a specifier that leaves the folder or names a package has no target.
 */
export function readModules(folder: URL, alias: string): Module[] {
  const root = resolve(fileURLToPath(folder));
  const below = (file: string) => relative(root, file).split(sep).join("/");
  const resolveImport = (fromPath: string, specifier: string): string | null => {
    let base: string;
    if (specifier.startsWith(alias)) base = join(root, specifier.slice(alias.length));
    else if (specifier.startsWith(".")) base = resolve(root, dirname(fromPath), specifier);
    else return null;
    if (!base.startsWith(root + sep)) return null;
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return CODE.test(candidate) ? below(candidate) : null;
    }
    // A file that is not there: named as such, so a rule about the folder it points into still applies.
    return below(base);
  };
  return filesUnder(root).map((file) => {
    const path = below(file);
    const imports = specifiersOf(readFileSync(file, "utf8")).map((specifier) => ({ specifier, target: resolveImport(path, specifier) }));
    return { path, imports };
  });
}
