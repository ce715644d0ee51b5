/**
 * Builds the PWA (and its server-side pre-renderer) when either build is missing or older than anything
 * they are built from. Shared by `npm start`, the browser tests and the benchmarks so none of them runs
 * against a stale build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));
// The app, then the server's pre-renderer of its public pages (built second: the first build empties
// pwa/dist, and the server reads both).
const builds = [["build"], ["build", "--ssr", "src/app/render-page.tsx"]];
const built = join(root, "pwa/dist-ssr/render-page.js");
const sources = ["pwa/src", "pwa/public", "pwa/index.html", "shared", "content/parks.json", "vite.config.ts", "scripts/vite", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

export function buildIfStale() {
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? "Sources changed: rebuilding the app…" : "Building the app…");
  for (const args of builds) {
    const build = spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), ...args, "--logLevel", "warn"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
