/**
 * Building the app from a test, as `npm run build` builds it: the config vite.config.ts gives, made
 * ready for vite's `build()` (no config file read again, quiet, its root absolute), run in production
 * mode whatever NODE_ENV the test runs with (vitest's `test` would build React's development files).
 */
import { fileURLToPath } from "node:url";
import { build, type InlineConfig, type UserConfig } from "vite";
import viteConfig from "../../vite.config.ts";

/** The app's build config (`ssr`: the server's pre-renderer's, `vite build --ssr`). */
export function buildConfig({ ssr }: { ssr: boolean }): InlineConfig {
  const config = (viteConfig as (env: { command: "build"; mode: string; isSsrBuild: boolean }) => UserConfig)({ command: "build", mode: "production", isSsrBuild: ssr });
  return { ...config, configFile: false, logLevel: "silent", root: fileURLToPath(new URL(`../../${config.root}`, import.meta.url)) };
}

export async function productionBuild(config: InlineConfig): ReturnType<typeof build> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await build(config);
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The server's pre-renderer (pwa/dist-ssr as `npm run build` makes it) built into `outDir`; answers its
 * entry's path. What it loads at run time (jsdom, for a post's body) resolves from `outDir` up.
 */
export async function buildPrerenderer(outDir: string): Promise<string> {
  const config = buildConfig({ ssr: true });
  await productionBuild({ ...config, build: { ...config.build, outDir } });
  return `${outDir}/render-page.js`;
}
