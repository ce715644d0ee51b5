/**
 * Tells the app when its first screen is on the glass. The shell commits before the screen when React
 * adopts a pre-rendered page (the screen sits in its own Suspense boundary, which React takes over
 * separately), so "the first commit" is not enough: the screen boundary reports itself.
 */
import { useEffect } from "react";

let waiting: (() => void) | null = null;

/** `run` is called once, when the first screen (or its error) has committed. */
export function whenFirstScreenCommits(run: () => void): void {
  waiting = run;
}

/** Rendered beside the routed screen; reports the first time it commits. */
export function FirstScreenCommitted() {
  useEffect(() => {
    const run = waiting;
    waiting = null;
    run?.();
  }, []);
  return null;
}
