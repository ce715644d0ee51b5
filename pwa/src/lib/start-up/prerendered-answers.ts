// @chunk core
/**
 * A pre-rendered page's first frame. The server draws the public pages as HTML from its own answers to
 * the reads they make (so a first visit shows the page before any script has run), and sends those
 * answers along, keyed by request path. The app's first render draws from the same answers, so it
 * takes over the server's picture without a change; from then on every read goes through the device.
 * The app sets the answers (app/start.tsx, app/render-page.tsx); screens and lib's reads (cached-read.ts)
 * draw from them. Kept tiny and free of imports but React: the shell reads it on every page.
 */
import { useState } from "react";

export type Answers = Record<string, unknown>;

let answers: Answers | null = null;

/** The answers this frame draws from (the server sets them around one render; the app, once). */
export function setFirstFrame(next: Answers | null): void {
  answers = next;
}

/**
 * What `pick` makes of the pre-rendered answers, captured when the component mounts; undefined when
 * there are none (no pre-render, a later screen) or `pick` finds nothing that fits.
 */
export function useFirstFrame<T>(pick: (answers: Answers) => T | null | undefined): T | undefined {
  return useState(() => (answers ? (pick(answers) ?? undefined) : undefined))[0];
}
