/**
 * Starts the app: waits for the first screen's code and its boot reads, renders once, then starts what
 * the first screen does not need.
 */
import { StrictMode, startTransition } from "react";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { afterFirstRender } from "./after-first-render";
import { App } from "./app";
import { bootReadsDone, forgetBootReads, huntIdOf } from "./boot-reads";
import { setFirstFrame, type Answers } from "./first-frame";
import { whenFirstScreenCommits } from "./first-screen";
import { preloadScreen } from "./routes";
// Caught from the start: the browser may offer installation before any screen mounts.
import "../lib/install-event";

/** The answers a page the server pre-rendered was drawn from (see api/src/prerender.ts), if it was. */
function takePrerendered(): Answers | null {
  const script = document.getElementById("first-frame");
  if (!script) return null;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? "") as Answers;
  } catch {
    return null;
  }
}

export async function start(): Promise<void> {
  const path = window.location.pathname;
  const answers = takePrerendered();
  const stored = answers && import("./store-first-frame").then((m) => m.storeFirstFrame(path, answers));
  await Promise.all([preloadScreen(path), bootReadsDone(), stored]);
  const element = document.getElementById("root");
  if (!element) return;
  setFirstFrame(answers);
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
  if (answers) {
    // The server drew this page from the same answers: React adopts its markup rather than drawing it
    // again. The parts the server leaves to the app (code loaded on demand, such as the map) and any
    // part where this device's state differs from a first visit's (a cart, a session) React draws
    // afresh, which is expected and nothing to report.
    // Adopted as a transition, like any page but a hunt: in slices, so the page stays answerable.
    startTransition(() => {
      hydrateRoot(element, tree, { onRecoverableError: () => undefined });
    });
    return;
  }
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
