#!/usr/bin/env node
/**
 * `npm start`: builds the PWA when its build is missing or stale, then runs the server (TypeScript
 * through tsx). The database is created, migrated and seeded by the server itself.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, root } from "./lib/build-if-stale.mjs";

buildIfStale();
const server = spawn(process.execPath, ["--import", "tsx", join(root, "api/src/server.ts")], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
