#!/usr/bin/env node
/**
 * `npm run test:e2e`: builds the app if needed, then runs the browser tests (pwa/e2e/*.e2e.ts) one
 * file at a time with node's test runner. Each test file starts and stops its own server and browser:
 * Debian's Chromium, Firefox ESR (offline-hunt-firefox) or WebKitGTK on its own Xvfb display
 * (offline-hunt-webkit). With E2E_TAP_FILE set, a TAP copy of the results is also written there (CI
 * sums it with the unit tests).
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { buildIfStale, root } from "../lib/build-if-stale.mjs";

const TEST_TIMEOUT_MS = 180_000;

buildIfStale();
const dir = join(root, "pwa/e2e");
const files = readdirSync(dir).filter((f) => f.endsWith(".e2e.ts")).map((f) => join(dir, f));
const reporters = ["--test-reporter=spec", "--test-reporter-destination=stdout"];
if (process.env.E2E_TAP_FILE) reporters.push("--test-reporter=tap", `--test-reporter-destination=${process.env.E2E_TAP_FILE}`);
const args = ["--import", "tsx", "--test", "--test-concurrency=1", `--test-timeout=${TEST_TIMEOUT_MS}`, ...reporters, ...process.argv.slice(2), ...files];
const run = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
process.exit(run.status ?? 1);
