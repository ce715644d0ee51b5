#!/usr/bin/env node
/**
 * `npm start`: builds the PWA when its build is missing or older than its sources, then runs the server
 * (TypeScript through tsx). The database is created, migrated and seeded by the server itself.
 */
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const built = join(root, "pwa/dist/index.html");
const sources = ["pwa/src", "pwa/public", "pwa/index.html", "shared", "vite.config.ts", "package-lock.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), info.mtimeMs);
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt < changedAt) {
  console.log(builtAt ? "Sources changed: rebuilding the app…" : "Building the app…");
  const build = spawnSync(process.execPath, [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/server.ts")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
