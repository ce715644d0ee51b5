#!/usr/bin/env node
/**
 * `npm run test:pg`: every API and server test against a real PostgreSQL. Starts a throwaway server from
 * the Debian package (scripts/lib/local-postgres.mjs), migrates a template database once, runs the
 * tests with DATABASE_URL pointing at it (each test clones the template: api/src/testing/test-db.ts),
 * and removes the server whatever the outcome. Extra arguments go to vitest.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startPostgres } from "./lib/local-postgres.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const TESTS = ["api/", "scripts/integration/"];

const server = await startPostgres();
let status = 1;
try {
  const env = { ...process.env, DATABASE_URL: server.url("park_template") };
  const prepared = spawnSync(process.execPath, ["--import", "tsx", "scripts/pg/prepare-template.ts"], { cwd: root, env, stdio: "inherit" });
  if (prepared.status !== 0) throw new Error("Preparing the template database failed");
  const args = process.argv.slice(2);
  // Test files named on the command line replace the default set; options are passed on as they are.
  const files = args.some((arg) => !arg.startsWith("-")) ? [] : TESTS;
  const run = spawnSync(process.execPath, ["node_modules/vitest/vitest.mjs", "run", ...files, ...args], { cwd: root, env, stdio: "inherit" });
  status = run.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
