/**
 * Starts the app: waits for the first screen's code and its boot reads, renders once, then starts what
 * the first screen does not need.
 */
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterFirstRender } from "./after-first-render";
import { App } from "./app";
import { bootReadsDone, forgetBootReads } from "../lib/start-up/boot-reads";
import { huntIdOf } from "../lib/start-up/device-rows";
import { setFirstFrame } from "../lib/start-up/prerendered-answers";
import { whenFirstScreenCommits } from "../lib/start-up/first-screen-commit";
import { preloadScreen } from "./routes";
import { langOfPath } from "#shared/rules/lang-path";
import { loadLanguage } from "../lib/i18n/texts";
// Caught from the start: the browser may offer installation before any screen mounts.
import "../lib/installed-app/install-event";

export async function start(): Promise<void> {
  const path = window.location.pathname;
  // A page the server pre-rendered carries the answers it was drawn from (see api/src/prerender.ts):
  // they go onto the device while the screen's code loads.
  const prerendered = document.getElementById("first-frame");
  const adopting = prerendered && import("./adopt-prerendered").then((adopter) => adopter.prepare(path, prerendered));
  // A page in another language draws its first frame in it: its texts load beside the screen's code.
  const [, , adopt] = await Promise.all([preloadScreen(path), bootReadsDone(), adopting, loadLanguage(langOfPath(path)).catch(() => undefined)]);
  const element = document.getElementById("root");
  if (!element) return;
  let started = false;
  // The boot reads serve the first render and no later one: from its commit on, reads must see what
  // changed since the app started.
  const firstCommitted = () => {
    if (started) return;
    started = true;
    forgetBootReads();
    setFirstFrame(null);
    element.removeAttribute("inert");
    afterFirstRender();
  };
  whenFirstScreenCommits(firstCommitted);
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (adopt) return adopt(element, tree);
  const root = createRoot(element);
  if (huntIdOf(path) !== null) {
    // A family opening a hunt is waiting on it: drawn in one go, the quickest way onto the glass.
    flushSync(() => root.render(tree));
    firstCommitted();
  } else {
    // Elsewhere the page stays answerable while it draws: React renders in slices, yielding to the
    // browser between them, instead of holding a slow phone's main thread for the whole page.
    startTransition(() => root.render(tree));
  }
}
