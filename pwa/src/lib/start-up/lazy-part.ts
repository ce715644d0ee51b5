// @chunk core
/**
 * A part of a screen loaded on demand (React.lazy) whose code is asked for in the task after the one
 * that first draws it. Starting an import costs the main thread a few milliseconds (the bundler's helper
 * adds link elements for the part's files and the module loader starts on them), and a part the screen
 * does not need to show itself (a hunt's field controls, photos, read-aloud, its finish, the shell's
 * notices) must not hold up the frame that shows the screen. Until its code is in, the part shows its
 * Suspense fallback, as it would while loading anyway.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { nextTask } from "./next-task";

// Any props, as React.lazy itself takes.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(() => nextTask().then(load));
}
