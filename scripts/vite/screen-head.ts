/**
 * The links a page of one screen adds to the app shell's head: the stylesheets of the screen's chunk and
 * of the chunks it imports, and those chunks as module preloads, leaving out what index.html links
 * already. The service worker writes them into that screen's pages as it answers them
 * (pwa/src/sw/page-answer.ts), so a hunt opened with no signal has its code asked for while the page is
 * parsed, alongside the app's, instead of once the entry has run.
 */
import type { Plugin } from "vite";
import { chunksOf, staticClosure } from "./chunk-graph.ts";

export interface ScreenHead {
  plugin: Plugin;
  /** The links, once the build has made its chunks (the service worker's build runs after). */
  html(): string;
}

export function screenHead(module: string): ScreenHead {
  let html: string | null = null;
  // A failed app build still runs the service worker's build, which asks for the head: it is told the
  // app build's own error, which would otherwise be hidden behind this one.
  let failure: Error | undefined;
  return {
    html: () => {
      if (failure) throw failure;
      if (html === null) throw new Error(`no head worked out for ${module}: the app build has not run`);
      return html;
    },
    plugin: {
      name: "screen-head",
      apply: "build",
      enforce: "post",
      buildEnd(error) {
        failure = error;
      },
      generateBundle: {
        // After index.html is written, so what it links is known.
        order: "post",
        handler(_options, bundle) {
          const shell = bundle["index.html"];
          const linked = new Set(shell?.type === "asset" ? [...String(shell.source).matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]!) : []);
          const chunks = staticClosure(chunksOf(bundle), module);
          const styles = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).filter((file) => !linked.has(file));
          const scripts = chunks.map((chunk) => chunk.fileName).filter((file) => !linked.has(file));
          html =
            [...new Set(styles)].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join("") +
            scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
        },
      },
    },
  };
}
