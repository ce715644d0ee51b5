/**
 * How vite-plugin-pwa builds the service worker (src/sw/sw.ts). It runs a second Vite build of its own,
 * with no config file, which by default logs at `info` whatever level the app's build runs at (so
 * `npm start`'s quiet build printed the worker's file list) and passes Rollup's `inlineDynamicImports`,
 * which Vite 8 reports as deprecated on every build. This hands the worker's build the app build's log
 * level and asks for its single file the Rolldown way.
 */
import type { LogLevel } from "vite";
import type { PWAIntegration } from "vite-plugin-pwa";

export function serviceWorkerBuild(): PWAIntegration {
  let logLevel: LogLevel | undefined;
  return {
    configureOptions(config) {
      logLevel = config.logLevel;
    },
    configureCustomSWViteBuild(config) {
      config.logLevel = logLevel;
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && output.inlineDynamicImports) {
        delete output.inlineDynamicImports;
        output.codeSplitting = false;
      }
    },
  };
}
