/**
 * Adds `<link rel="modulepreload">` tags for the app chunk (`src/app/start.tsx`) and everything it
 * imports to index.html. The entry is tiny and loads the app with a dynamic import, so without these
 * the browser would only learn of React, the router and Dexie after the entry ran; with them it fetches
 * and compiles them while it is still parsing the page.
 */
import type { Plugin } from "vite";
import { chunksOf, staticClosure } from "./chunk-graph.ts";

export function preloadAppChunks(appModule: string): Plugin {
  return {
    name: "preload-app-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, ctx) {
        return staticClosure(chunksOf(ctx.bundle ?? {}), appModule).map((chunk) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: "head" as const,
        }));
      },
    },
  };
}
