/**
 * Starts the app: waits for the first screen's code and its boot reads, renders once, then starts what
 * the first screen does not need.
 */
import { StrictMode, startTransition, useEffect } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterFirstRender } from "./after-first-render";
import { App } from "./app";
import { bootReadsDone, forgetBootReads, huntIdOf } from "./boot-reads";
import { preloadScreen } from "./routes";
// Caught from the start: the browser may offer installation before any screen mounts.
import "../lib/install-event";

export async function start(): Promise<void> {
  const path = window.location.pathname;
  await Promise.all([preloadScreen(path), bootReadsDone()]);
  const element = document.getElementById("root");
  if (!element) return;
  const root = createRoot(element);
  let started = false;
  // The boot reads serve the first render and no later one: from its commit on, reads must see what
  // changed since the app started.
  const firstCommitted = () => {
    if (started) return;
    started = true;
    forgetBootReads();
    afterFirstRender();
  };
  if (huntIdOf(path) !== null) {
    // A family opening a hunt is waiting on it: drawn in one go, the quickest way onto the glass.
    flushSync(() => root.render(<StrictMode><App /></StrictMode>));
    firstCommitted();
  } else {
    // Elsewhere the page stays answerable while it draws: React renders in slices, yielding to the
    // browser between them, instead of holding a slow phone's main thread for the whole page.
    startTransition(() => root.render(<StrictMode><App /><OnCommit run={firstCommitted} /></StrictMode>));
  }
}

function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}
