/**
 * The offline hunt in Debian's Chromium (engines/offline-hunt-play.ts has the steps every engine plays),
 * and Chromium reports no installability errors.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { ChromiumPage } from "./engines/chromium-page";
import { EngineDriver } from "./engines/engine-driver";
import { playOfflineHunt } from "./engines/offline-hunt-play";
import { openWorld, waitForServiceWorker, type E2eWorld } from "./support";

let world: E2eWorld;

before(async () => {
  world = await openWorld();
});
after(async () => {
  await world?.close();
});

test("Chromium finds the app installable", async () => {
  const { page, server, context } = world;
  await page.goto(`${server.url}/`);
  await waitForServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] };
  assert.deepEqual(installabilityErrors, []);
});

test("Chromium: a hunt downloaded online is played to its badge with the server stopped, and arrives once", async () => {
  await playOfflineHunt(world, new EngineDriver(new ChromiumPage(world.page)));
});
