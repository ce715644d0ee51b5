/** The offline hunt (engines/offline-hunt-play.ts) in Debian's Firefox ESR, over WebDriver BiDi, in a fresh profile. */
import { join } from "node:path";
import { after, before, test } from "node:test";
import { EngineDriver } from "./engines/engine-driver";
import { FirefoxPage } from "./engines/firefox-page";
import { playOfflineHunt } from "./engines/offline-hunt-play";
import { openServerWorld, type E2eServerWorld } from "./support";

let world: E2eServerWorld;
let driver: EngineDriver | undefined;

before(async () => {
  world = await openServerWorld();
  driver = new EngineDriver(await FirefoxPage.launch(join(world.dataDir, "firefox-profile")));
});
after(async () => {
  await driver?.close();
  await world?.close();
});

test("Firefox: a hunt downloaded online is played to its badge with the server stopped, and arrives once", async () => {
  await playOfflineHunt(world, driver!);
});
