/**
 * What a hunt opened cold loads before it draws, module by module, against the list beside this file
 * (hunt-first-load.txt). A module that joins the hunt's first load (an import added to a module it
 * loads, a module that lost its `// @chunk` line or gained one) fails here, and so does one that leaves
 * it, so the list stays the truth. When the change is meant, `npx vitest run scripts/vite/first-load -u`
 * writes the list again, and the list's diff shows what the hunt now carries (`npm run bench:pwa`
 * weighs it).
 *
 * The app is built here as `npm run build` builds it (in memory, without the service worker's build):
 * what the bundler puts in a chunk depends on what each import is used for, which only it can tell.
 */
import { fileURLToPath } from "node:url";
import type { InlineConfig, PluginOption } from "vite";
import { describe, expect, it } from "vitest";
import { buildConfig, productionBuild } from "../lib/vite-build.ts";
import { firstLoadModules, HUNT_ROUTE, moduleName } from "./first-load.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_TIMEOUT_MS = 120_000;

/** The app's build config, minus the service worker's build, which needs the app's files on disk. */
function appConfig(): InlineConfig {
  const config = buildConfig({ ssr: false });
  const plugins = (config.plugins ?? []).flat(Infinity as 1) as PluginOption[];
  return {
    ...config,
    plugins: plugins.filter((plugin) => !(plugin && typeof plugin === "object" && "name" in plugin && plugin.name.startsWith("vite-plugin-pwa"))),
    build: { ...config.build, write: false },
  };
}

/** The app built in memory, as file name to chunk or asset. */
async function buildApp(): Promise<Record<string, { type: string }>> {
  const result = await productionBuild(appConfig());
  const outputs = Array.isArray(result) ? result : [result];
  return Object.fromEntries(outputs.flatMap((output) => ("output" in output ? output.output : [])).map((file) => [file.fileName, file]));
}

describe("the hunt route's first load", () => {
  it("names modules by their place in the repository", () => {
    expect(moduleName(`${ROOT}pwa/src/main.tsx`, ROOT)).toBe("pwa/src/main.tsx");
    expect(moduleName(`\0texts:${ROOT}content/i18n/en/shell`, ROOT)).toBe("texts:content/i18n/en/shell");
    expect(moduleName("/elsewhere/node_modules/react/index.js", ROOT)).toBe("node_modules/react/index.js");
    expect(moduleName("\0vite/preload-helper.js", ROOT)).toBe("vite/preload-helper.js");
  });

  it(
    "holds the modules listed in hunt-first-load.txt, no more and no fewer",
    async () => {
      const modules = firstLoadModules(await buildApp(), HUNT_ROUTE, ROOT);
      await expect(`${modules.join("\n")}\n`).toMatchFileSnapshot("hunt-first-load.txt");
    },
    BUILD_TIMEOUT_MS,
  );
});
