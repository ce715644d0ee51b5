/**
 * The import graph of the whole repository, read as text: every module of api/, pwa/, shared/, content/
 * and scripts/ (and the configuration files at the top) with the modules it imports or re-exports,
 * statically, with `import type` or with `import()`, resolved to files through relative paths and the
 * package's `"imports"` aliases. Type-only and lazy imports count: they tie modules together as much for
 * a reader as a static one does.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's folder, absolute. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED = new Set(["node_modules", "dist", "dist-ssr", "coverage", "data"]);
/** Where the graph is read from: the four parts and the configuration files beside them. */
const PARTS = ["api", "pwa", "shared", "content", "scripts"];

export interface Import {
  /** As written. */
  specifier: string;
  /** The file it names, from the repository's folder ("api/src/db/index.ts"); null for a package. */
  target: string | null;
}

export interface Module {
  /** From the repository's folder, with forward slashes ("pwa/src/features/hunts/hunt-page.tsx"). */
  path: string;
  imports: Import[];
}

/** The specifiers a module imports or re-exports, statically, as types or with `import()`. */
export function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g);
  return [...found].map((match) => match[1]!);
}

const fromRoot = (file: string) => relative(ROOT, file).split(sep).join("/");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return CODE.test(entry.name) && !entry.name.endsWith(".d.mts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The package's `"imports"` aliases, "#shared/*" → "./shared/*.ts", as prefix and replacement. */
function readAliases(): [string, string, string][] {
  const { imports } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { imports: Record<string, string> };
  return Object.entries(imports).map(([alias, target]) => {
    const [prefix] = alias.split("*");
    const [start, end = ""] = target.split("*");
    return [prefix!, start!, end];
  });
}
const ALIASES = readAliases();

/** The file a specifier names, from the repository's folder, or null when it names a package. */
export function resolveImport(fromPath: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith(".")) base = resolve(ROOT, dirname(fromPath), specifier);
  for (const [prefix, start, end] of ALIASES) {
    if (specifier.startsWith(prefix)) base = resolve(ROOT, start + specifier.slice(prefix.length) + end);
  }
  if (base === null) return null;
  const withoutJs = base.replace(/\.js$/, "");
  for (const candidate of [base, `${withoutJs}.ts`, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return fromRoot(candidate);
  }
  // A file that is not there: named as such, so a rule about the folder it points into still applies.
  return fromRoot(base);
}

/** Every module of the repository, with what it imports. */
export function readModules(): Module[] {
  const tops = readdirSync(ROOT).filter((name) => CODE.test(name)).map((name) => join(ROOT, name));
  const files = [...tops, ...PARTS.filter((part) => existsSync(join(ROOT, part))).flatMap((part) => filesUnder(join(ROOT, part)))];
  return files.map((file) => {
    const path = fromRoot(file);
    const imports = specifiersOf(readFileSync(file, "utf8")).map((specifier) => ({ specifier, target: resolveImport(path, specifier) }));
    return { path, imports };
  });
}

/** The strongly connected groups of more than one module, or a module importing itself (Tarjan's algorithm), each sorted. */
export function circles(edges: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || edges.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}
