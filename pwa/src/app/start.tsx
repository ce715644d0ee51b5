/**
 * Starts the app: waits for the first screen's code and its boot reads, renders once, then starts what
 * the first screen does not need.
 */
import { StrictMode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { afterFirstRender } from "./after-first-render";
import { App } from "./app";
import { bootReadsDone, forgetBootReads } from "./boot-reads";
import { preloadScreen } from "./routes";
// Caught from the start: the browser may offer installation before any screen mounts.
import "../lib/install-event";

export async function start(): Promise<void> {
  await Promise.all([preloadScreen(window.location.pathname), bootReadsDone()]);
  const root = document.getElementById("root");
  // Rendered synchronously, so the boot reads are used by this render and by no later one: from here
  // on, reads must see what changed since the app started.
  if (root) flushSync(() => createRoot(root).render(<StrictMode><App /></StrictMode>));
  forgetBootReads();
  afterFirstRender();
}
