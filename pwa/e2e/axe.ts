/** axe-core in the real browser, shared by the public and admin accessibility checks. */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults } from "axe-core";
import type { Page } from "playwright-core";
import { openPublicWorld, type PublicWorld } from "./public-world";
import { e2ePort } from "./support";

/** A desktop and a phone width: every route is checked at both. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const BLOCKING = new Set(["serious", "critical"]);

/** axe-core's serious and critical violations on the page as it is now, one readable line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(() => (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, { resultTypes: ["violations"] }));
  return (results as AxeResults).violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.replace(/\s+/g, " ")).join("\n    ")}`);
}

/** Checks the page as it is now at every width (the layout is responsive CSS, so a resize redraws it). */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const found: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const violation of await seriousViolations(page)) found.push(`[${viewport.name}] ${violation}`);
  }
  await page.setViewportSize(VIEWPORTS[0]!);
  assert.deepEqual(found, [], `${label} has serious or critical accessibility violations`);
}

/**
 * A fresh server and a visitor's page for an accessibility file. The page's context bypasses the
 * Content-Security-Policy only so that axe's own script can be injected.
 */
export async function openAxeWorld(portOffset: number): Promise<{ world: PublicWorld; page: Page }> {
  const world = await openPublicWorld(e2ePort(portOffset));
  return { world, page: await (await world.visitor({ bypassCSP: true })).newPage() };
}

/** Goes to `path` and waits until the screen's reads have settled. */
export async function gotoSettled(world: PublicWorld, page: Page, path: string): Promise<void> {
  await page.goto(`${world.server.url}${path}`);
  await page.waitForLoadState("networkidle");
}
