/**
 * Adds `<link rel="modulepreload">` tags for the app chunk (`src/app/start.tsx`) and everything it
 * imports to index.html. The entry is tiny and loads the app with a dynamic import, so without these
 * the browser would only learn of React, the router and Dexie after the entry ran; with them it fetches
 * and compiles them while it is still parsing the page.
 */
import type { Plugin } from "vite";

interface Chunk {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
}

export function preloadAppChunks(appModule: string): Plugin {
  return {
    name: "preload-app-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c): c is Chunk & typeof c => c.type === "chunk") as unknown as Chunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const app = chunks.find((c) => c.facadeModuleId?.endsWith(appModule));
        if (!app) throw new Error(`preload-app-chunks: no chunk for ${appModule}`);
        const files = new Set<string>();
        const visit = (chunk: Chunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = byFile.get(imported);
            if (next) visit(next);
          }
        };
        visit(app);
        return [...files].map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
