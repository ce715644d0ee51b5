import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { afterFirstRender } from "./app/after-first-render";
import { App } from "./app/app";
import { preloadScreen } from "./app/routes";
// Caught from the start: the browser may offer installation before any screen mounts.
import "./lib/install-event";
import "./styles.css";

// The first screen's code is fetched before the first render, so it shows in one pass.
void preloadScreen(window.location.pathname).then(() => {
  const root = document.getElementById("root");
  if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
  afterFirstRender();
});
