/**
 * The entry point, kept tiny on purpose: it starts reading the first screen's rows from IndexedDB and
 * fetching a hunt's code at once, in parallel with React, the router and Dexie, instead of after them.
 * That is what lets a hunt open fast on a slow phone with no signal.
 */
// First: zod must know the page forbids eval before any schema is built.
import "./lib/zod-csp";
import { huntIdOf, startBootReads } from "./app/boot-reads";
import "./styles.css";
// The shell's own styles (header, footer, notices) ride in the page's first stylesheet: left to the app
// chunk, they would be asked for only once this entry ran, and the app would wait for them to start.
import "./features/shell/shell.css";
import "./features/site-settings/site-settings.css";

startBootReads(window.location.pathname);
// A hunt is the screen that must open fastest offline: its code is asked for alongside the app's.
if (huntIdOf(window.location.pathname) !== null) void import("./features/hunts/hunt-page");
void import("./app/start").then((app) => app.start());
