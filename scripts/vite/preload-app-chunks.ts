/**
 * Adds `<link rel="modulepreload">` tags for the app chunk (`src/app/start.tsx`), the database's
 * (`src/lib/db.ts`, which runs after the first frame) and everything they import to index.html. The
 * entry is tiny and loads the app with a dynamic import, so without these the browser would only learn
 * of React, the router and Dexie after the entry ran; with them it fetches and compiles them while it
 * is still parsing the page.
 */
import type { Plugin } from "vite";
import { chunksOf, staticClosure } from "./chunk-graph.ts";

export function preloadAppChunks(modules: readonly string[]): Plugin {
  return {
    name: "preload-app-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        const chunks = chunksOf(ctx.bundle ?? {});
        const files = new Map(modules.flatMap((module) => staticClosure(chunks, module)).map((chunk) => [chunk.fileName, chunk]));
        return [...files.values()].map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
