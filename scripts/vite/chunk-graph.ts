/** The chunks of a build that load together: one chunk and everything it imports statically. */
export interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  /** A build entry (index.html's own script), as opposed to a chunk loaded by an import. */
  isEntry: boolean;
  /** Every module the chunk holds (a chunk made from a group has no facade). */
  moduleIds: string[];
  imports: string[];
  code: string;
  /** What Vite adds: the stylesheets the chunk's modules import. */
  viteMetadata?: { importedCss: Set<string> };
}

/** Rollup's output chunks: every bundle entry of type "chunk" (the others are assets). */
export function chunksOf(bundle: Record<string, { type: string }>): Chunk[] {
  return Object.values(bundle).filter((c): c is Chunk => c.type === "chunk");
}

/** The chunk holding `module` (a path ending) and, recursively, the chunks it imports statically. */
export function staticClosure(chunks: Chunk[], module: string): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.facadeModuleId?.endsWith(module)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
  if (!start) throw new Error(`no chunk for ${module}`);
  const found = new Map<string, Chunk>();
  const visit = (chunk: Chunk) => {
    if (found.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(start);
  return [...found.values()];
}
