/**
 * The offline hunt (engines/offline-hunt-play.ts) in Debian's WebKitGTK MiniBrowser through
 * WebKitWebDriver, whose automation session keeps its data in memory only, like Safari's Private Browsing.
 */
import { after, before, test } from "node:test";
import { EngineDriver } from "./engines/engine-driver";
import { playOfflineHunt } from "./engines/offline-hunt-play";
import { WebKitPage } from "./engines/webkit-page";
import { openServerWorld, type E2eServerWorld } from "./support";

let world: E2eServerWorld;
let driver: EngineDriver | undefined;

before(async () => {
  world = await openServerWorld();
  driver = new EngineDriver(await WebKitPage.launch());
});
after(async () => {
  await driver?.close();
  await world?.close();
});

test("WebKit: a hunt downloaded online is played to its badge with the server stopped, and arrives once", async () => {
  await playOfflineHunt(world, driver!);
});
