/**
 * Adds `<link rel="modulepreload">` tags for the app chunk (`src/app/start.tsx`) and everything it
 * imports to index.html. The entry is tiny and loads the app with a dynamic import, so without these the
 * browser would only learn of React and the router after the entry ran; with them it fetches and
 * compiles them while it is still parsing the page. The entry itself is the page's script already, and
 * each preload costs the main thread a request's work while it parses the page, so only the chunks the
 * first frame runs are listed (not the database's, which runs after it).
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
        const files = new Map(modules.flatMap((module) => staticClosure(chunks, module)).filter((chunk) => !chunk.isEntry).map((chunk) => [chunk.fileName, chunk]));
        return [...files.values()].map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
