/**
 * Marks the chunks the first screen runs almost entirely (React, the router, Dexie, the app shell, a
 * hunt's page) with V8's `//# allFunctionsCalledOnLoad` compile hint. Without it V8 compiles each
 * function lazily, on the main thread, the first time it is called, which is nearly all of them during
 * the first render; with it the whole file compiles on the background thread that streams it in. On a
 * slow phone opening a hunt offline that is about a fifth of the start. Browsers without the hint read a
 * comment.
 */
import type { Plugin } from "vite";
import { chunksOf, staticClosure } from "./chunk-graph.ts";

const HINT = "//# allFunctionsCalledOnLoad\n";

export function eagerCompile(modules: string[]): Plugin {
  return {
    name: "eager-compile",
    apply: "build",
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const marked = new Set(modules.flatMap((module) => staticClosure(chunks, module)));
      for (const chunk of marked) if (!chunk.code.startsWith(HINT)) chunk.code = HINT + chunk.code;
    },
  };
}
