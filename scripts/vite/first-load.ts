/**
 * What a route loads before it can draw: the entry's chunks (index.html's script and what it imports
 * statically) and the route's own chunks with everything they import statically. The bundle benchmark
 * weighs these files (scripts/bench/bundle-size.ts) and first-load.test.ts lists their modules.
 */
import { chunksOf, staticClosure, type Chunk } from "./chunk-graph.ts";

/** The hunt route (`/hunt/:id`): the entry asks for the app and the hunt page together. */
export const HUNT_ROUTE = ["src/app/start.tsx", "src/features/hunts/hunt-page.tsx"] as const;

/** The chunks a route whose own modules are `modules` loads before it draws. */
export function firstLoadChunks(chunks: Chunk[], modules: readonly string[]): Chunk[] {
  const byFile = new Map<string, Chunk>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) for (const chunk of staticClosure(chunks, entry.facadeModuleId ?? entry.moduleIds[0]!)) byFile.set(chunk.fileName, chunk);
  for (const module of modules) for (const chunk of staticClosure(chunks, module)) byFile.set(chunk.fileName, chunk);
  return [...byFile.values()];
}

/**
 * A module id as the list names it: a path below the repository (`pwa/src/…`, `shared/…`), a
 * package's file from `node_modules/` on, and a module a plugin makes without its NUL prefix.
 */
export function moduleName(id: string, root: string): string {
  const name = id.replace(/^\0/, "");
  const inPackage = name.lastIndexOf("/node_modules/");
  if (inPackage !== -1) return name.slice(inPackage + 1);
  return name.split(root.endsWith("/") ? root : `${root}/`).join("");
}

/** Every module of a route's first load, by name, sorted. */
export function firstLoadModules(bundle: Record<string, { type: string }>, modules: readonly string[], root: string): string[] {
  const names = firstLoadChunks(chunksOf(bundle), modules).flatMap((chunk) => chunk.moduleIds.map((id) => moduleName(id, root)));
  return [...new Set(names)].sort();
}
