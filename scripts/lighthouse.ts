/**
 * `npm run lighthouse` (which first builds the app if it is stale): Lighthouse's mobile defaults (a
 * mid-range phone on slow 4G, simulated) against the built app served by the real server on loopback, on
 * a fresh seeded database, in Debian's Chromium.
 * Each page is measured RUNS times and its median run (by Performance) is reported, as Lighthouse's own
 * guidance advises: one run on a shared two-core machine swings by ten points.
 * Prints Performance, Accessibility, Best Practices and SEO per page, the median run's first and largest
 * paints and blocking time, the spread of Performance, and what kept the median run below 100. Goals:
 * Performance ≥ 95, Accessibility 100, Best Practices 100. A measurement, not a CI check. `/hunt/1` is
 * the first sample hunt (content/sample/hunts).
 */
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./lib/browser";
import { startServer } from "./lib/server-process";

const PAGES = ["/", "/shop", "/blog", "/map", "/hunt/1"];
const PORT = 18_920;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const HEADERS = ["Performance", "Accessibility", "Best Practices", "SEO"];

type Scores = Record<(typeof CATEGORIES)[number], number>;
// What the Performance score is made of, in the median run: the paints and the main thread's blocking time.
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time"] as const;
const METRIC_HEADERS = ["FCP", "LCP", "TBT"];

/** One Lighthouse run; a run whose trace came out broken (it happens) is retried once. */
async function audit(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

/** The audits that cost a category points, with Lighthouse's own display value where it has one. */
function shortfalls(lhr: Result): string[] {
  const found: string[] = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      found.push(`${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
  return found;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const server = await startServer(dataDir, PORT);
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_ARGS] });
  const rows: [string, Scores, number[], number[]][] = [];
  // Lighthouse's own CPU benchmark of this machine: its 4x slowdown is calibrated on a fast desktop, so a
  // lower figure means the simulated phone is slower than the one it stands for.
  const benchmarks: number[] = [];
  // Lighthouse's own warnings about the run (a CPU slower than it expects, for one), each said once.
  const warnings = new Set<string>();
  try {
    for (const path of PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${server.url}${path}`, chrome.port));
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Scores;
      const metrics = METRICS.map((id) => Math.round(lhr.audits[id]?.numericValue ?? 0));
      rows.push([path, scores, metrics, runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))]);
      benchmarks.push(...runs.map((r) => r.environment.benchmarkIndex));
      for (const run of runs) for (const warning of run.runWarnings) warnings.add(warning);
      for (const line of shortfalls(lhr)) console.log(`  ${path} ${line}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const benchmark = Math.round(benchmarks.reduce((a, b) => a + b, 0) / benchmarks.length);
  const spread = `${Math.round(Math.min(...benchmarks))}-${Math.round(Math.max(...benchmarks))}`;
  console.log(`\nLighthouse ${new Date().toISOString().slice(0, 10)}, mobile defaults, Chromium at ${CHROMIUM_PATH}, benchmarkIndex ${benchmark} (${spread}), median of ${RUNS} runs\n`);
  console.log(`| page | ${HEADERS.join(" | ")} | ${METRIC_HEADERS.join(" | ")} (ms) | Performance, every run |`);
  console.log(`|---|${[...HEADERS, ...METRIC_HEADERS].map(() => "---:").join("|")}|---|`);
  for (const [path, s, metrics, all] of rows) console.log(`| \`${path}\` | ${CATEGORIES.map((id) => s[id]).join(" | ")} | ${metrics.join(" | ")} | ${all.join(", ")} |`);
  for (const warning of warnings) console.log(`\nLighthouse warned: ${warning}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
