/**
 * The app's named chunks, declared by the modules themselves: a module that belongs to one starts with a
 * `// @chunk <name>` line among its leading comments, so moving or renaming it keeps it where it loads.
 * Three kinds of module can carry no marker and are placed here instead:
 *  - packages, named with the chunk they ride in (`node_modules/<name>/`), and Vite's own helper
 *    modules, named the same way (`vite/preload-helper`);
 *  - modules a plugin makes (a compiled message catalog, the text loaders), which go with the modules
 *    that import them when those all carry the same marker.
 * Every other module is left to the bundler. A marker naming a chunk not declared here stops the build.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

type CodeSplittingGroup = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };

export interface ChunkMarkers {
  plugin: Plugin;
  /** Rolldown's `output.codeSplitting.groups`: one group a chunk, in the order declared. */
  groups: CodeSplittingGroup[];
}

const MARKER = /^\s*\/\/ @chunk (\S+)[ \t]*$/m;
/** A module's leading comments and blank lines, where a marker may stand. */
const HEADER = /^(?:\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/;

/** The chunk a module's source names in its leading comments, or null. */
export function markerOf(source: string): string | null {
  return MARKER.exec(HEADER.exec(source)![0])?.[1] ?? null;
}

/** A file on disk, from a module id (null for a module a plugin makes). */
const fileOf = (id: string) => (id.startsWith("\0") || !id.startsWith("/") ? null : id.replace(/[?#].*$/, ""));

/**
 * `chunks`: the chunks' names, in the order the groups are given to the bundler; `packages`: for each
 * chunk, the packages (and Vite helper modules) that ride in it.
 */
export function chunkMarkers(chunks: readonly string[], packages: Partial<Record<string, readonly string[]>> = {}): ChunkMarkers {
  const markers = new Map<string, string | null>();
  const generated = new Map<string, string>();

  const marked = (file: string): string | null => {
    if (!markers.has(file)) {
      let source = "";
      try {
        source = readFileSync(file, "utf8");
      } catch {
        // Not a readable file (a directory, a built-in): no marker.
      }
      markers.set(file, markerOf(source));
    }
    return markers.get(file)!;
  };

  const packageChunk = (id: string): string | null => {
    for (const chunk of chunks) {
      for (const name of packages[chunk] ?? []) {
        if (id.includes(`/node_modules/${name}/`) || id === `\0${name}` || id === `\0${name}.js`) return chunk;
      }
    }
    return null;
  };

  const chunkOf = (id: string): string | null => {
    const byPackage = packageChunk(id);
    if (byPackage) return byPackage;
    if (id.includes("/node_modules/")) return null;
    const file = fileOf(id);
    return file ? marked(file) : (generated.get(id) ?? null);
  };

  return {
    groups: chunks.map((name) => ({ name, test: (id: string) => chunkOf(id) === name, includeDependenciesRecursively: false })),
    plugin: {
      name: "chunk-markers",
      apply: "build",
      buildEnd(error) {
        if (error) return;
        const ids = [...this.getModuleIds()];
        for (const id of ids) {
          const file = fileOf(id);
          const chunk = file && !id.includes("/node_modules/") ? marked(file) : null;
          if (chunk !== null && !chunks.includes(chunk)) this.error(`${file} is marked for a chunk "${chunk}", which is none of ${chunks.join(", ")}`);
        }
        // A module a plugin makes goes with its importers when they all load in the same chunk.
        for (const id of ids) {
          if (fileOf(id) !== null || packageChunk(id) !== null) continue;
          const info = this.getModuleInfo(id);
          if (!info || info.importers.length === 0 || info.dynamicImporters.length > 0) continue;
          const their = new Set(info.importers.map(chunkOf));
          const [only] = their;
          if (their.size === 1 && only) generated.set(id, only);
        }
      },
    },
  };
}
