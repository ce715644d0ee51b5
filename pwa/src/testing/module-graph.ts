/**
 * The import graph of pwa/src, read as text (imported only by tests): every module and the modules it
 * imports or re-exports, statically, with `import type` or with `import()`, resolved to files. Type-only
 * and lazy imports count: they tie modules together as much for a reader as a static one does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** pwa/src, absolute. */
export const PWA_SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CODE = /\.(ts|tsx|mjs|js)$/;

export interface Module {
  /** The module's path below pwa/src, with forward slashes ("features/hunts/hunt-page.tsx"). */
  path: string;
  /** What it imports, as written and as a path below pwa/src (null: a package, or outside pwa/src). */
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

const below = (file: string) => relative(PWA_SRC, file).split(sep).join("/");

/** The file a specifier names, below pwa/src, or null when it is a package or lies outside pwa/src. */
export function resolveImport(fromPath: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#pwa/")) base = join(PWA_SRC, specifier.slice("#pwa/".length));
  else if (specifier.startsWith(".")) base = resolve(PWA_SRC, dirname(fromPath), specifier);
  else return null;
  if (!base.startsWith(PWA_SRC + sep)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return CODE.test(candidate) ? below(candidate) : null;
  }
  // A file that is not there: named as such, so a rule about the folder it points into still applies.
  return below(base);
}

/** Every module under pwa/src, with what it imports. */
export function readModules(): Module[] {
  return filesUnder(PWA_SRC).map((file) => {
    const path = below(file);
    const imports = specifiersOf(readFileSync(file, "utf8")).map((specifier) => ({ specifier, target: resolveImport(path, specifier) }));
    return { path, imports };
  });
}
