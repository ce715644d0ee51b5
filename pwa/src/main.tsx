/**
 * The entry point, kept tiny on purpose: it starts reading the first screen's rows from IndexedDB and
 * fetching a hunt's code at once, in parallel with React, the router and Dexie, instead of after them.
 * That is what lets a hunt open fast on a slow phone with no signal.
 */
// First: zod must know the page forbids eval before any schema is built.
import "./lib/start-up/zod-csp";
import { startBootReads } from "./lib/start-up/boot-reads";
import { SCREENS, screenIndexFor } from "./app/screens";
import { nextTask } from "./lib/start-up/next-task";
import { afterFirstPaint, preloadListedScripts } from "./lib/start-up/after-paint";
import { openingPath } from "./lib/i18n/lang-memory";
import "./styles.css";
// The shell's own styles (header, footer, notices) ride in the page's first stylesheet: left to the app
// chunk, they would be asked for only once this entry ran, and the app would wait for them to start.
import "./features/shell/shell.css";
import "./features/site-settings/site-settings.css";

const drawn = document.getElementById("first-frame") !== null;
// The installed app opens in the language the family chose: a page the server drew in another is
// fetched again in that one, the app shell just takes the address.
const path = openingPath(window.location.pathname);
if (path !== window.location.pathname && drawn) {
  window.location.replace(path);
} else {
  if (path !== window.location.pathname) history.replaceState(history.state, "", path + window.location.search + window.location.hash);
  startBootReads(path, drawn);
  // The first screen's code is asked for alongside the app's, not after it: a hunt opens faster offline,
  // and a page on a slow network saves a chain of round trips.
  const loadScreen = () => SCREENS[screenIndexFor(path)]?.[1]().catch(() => undefined);
  // A page the server drew paints first, then preloads the scripts it lists (the screen's, the takeover's
  // and the app's); the preloads only save round trips, so the app starts without them if need be.
  const screen = drawn ? afterFirstPaint().then(preloadListedScripts).catch(() => undefined).then(loadScreen) : loadScreen();
  // A page the server drew is already on the glass: the screen's code with the libraries, then the app,
  // each run in a task of its own, with the browser free to paint and answer in between, instead of in
  // one long task.
  void (drawn ? Promise.resolve(screen).then(nextTask) : Promise.resolve())
    .then(() => import("./app/start"))
    .then((app) => app.start())
    // Should the app fail to start, a pre-rendered page still works as a page: its links, at least.
    .catch(() => document.getElementById("root")?.removeAttribute("inert"));
}
