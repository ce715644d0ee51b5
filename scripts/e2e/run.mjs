#!/usr/bin/env node
/**
 * `npm run test:e2e`: builds the app if needed, then runs the browser tests (pwa/e2e/*.e2e.ts) one
 * file at a time with node's test runner. Each test starts and stops its own server.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, root } from "../lib/build-if-stale.mjs";

buildIfStale();
const dir = join(root, "pwa/e2e");
const files = readdirSync(dir).filter((f) => f.endsWith(".e2e.ts")).map((f) => join(dir, f));
const extra = process.argv.slice(2);
const run = spawnSync(process.execPath, ["--import", "tsx", "--test", "--test-concurrency=1", ...extra, ...files], { cwd: root, stdio: "inherit" });
process.exit(run.status ?? 1);
