/**
 * How vite-plugin-pwa builds the service worker (src/sw/sw.ts). It runs a second Vite build of its own,
 * with no config file, which by default logs at `info` whatever level the app's build runs at (so
 * `npm start`'s quiet build printed the worker's file list) and passes Rollup's `inlineDynamicImports`,
 * which Vite 8 reports as deprecated on every build. This hands the worker's build the app build's log
 * level, asks for its single file the Rolldown way, and writes in what the worker needs to know of the
 * app's build (`define`, worked out once the app's chunks are made: the worker is built after them).
 */
import type { LogLevel } from "vite";
import type { PWAIntegration } from "vite-plugin-pwa";

export function serviceWorkerBuild(define: () => Record<string, string> = () => ({})): PWAIntegration {
  let logLevel: LogLevel | undefined;
  return {
    configureOptions(config) {
      logLevel = config.logLevel;
    },
    configureCustomSWViteBuild(config) {
      config.logLevel = logLevel;
      config.define = { ...config.define, ...define() };
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && output.inlineDynamicImports) {
        delete output.inlineDynamicImports;
        output.codeSplitting = false;
      }
    },
  };
}
