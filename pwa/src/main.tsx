import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { afterFirstRender } from "./app/after-first-render";
import { App } from "./app/app";
// Caught from the start: the browser may offer installation before any screen mounts.
import "./lib/install-event";
import "./styles.css";

const root = document.getElementById("root");
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
afterFirstRender();
