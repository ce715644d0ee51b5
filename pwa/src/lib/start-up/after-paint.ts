// @chunk boot
/**
 * A page the server drew paints from its HTML alone, and asks for the app's scripts only once it has
 * painted: the server lists them in a JSON data element (api/src/scripts-after-paint.ts writes the same
 * id) instead of preloading them from the head, where on a slow phone network they would share the line
 * with the page itself, and on a fast one could arrive and run before it is painted.
 */
import { nextTask } from "./next-task";

export const AFTER_PAINT_ID = "after-paint-scripts";

/** How long a page waits for its first paint to be reported before it goes on regardless. */
const PAINT_WAIT_MS = 1000;

/**
 * Resolves once the page's first contentful paint is on the screen, as the browser reports it (a frame
 * is drawn some time before it is shown, and a slow phone shows it later still); where paints are not
 * reported, in the task after the next frame. A hidden page paints nothing (and nobody is looking at
 * it): it goes on at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MS);
    observer.observe({ type: "paint", buffered: true });
  });
}

/** The script addresses the page lists for after its first paint (none when it lists none); the list leaves the page. */
function listedScripts(): string[] {
  const element = document.getElementById(AFTER_PAINT_ID);
  element?.remove();
  try {
    const files: unknown = JSON.parse(element?.textContent ?? "[]");
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : [];
  } catch {
    return [];
  }
}

/**
 * Preloads the scripts the page lists for after its first paint; resolves once every preload has gone
 * out. Starting a request costs the main thread a millisecond or more, four times that on a slow phone:
 * they go out one per task, so that a page's score of them is not one long task.
 */
export async function preloadListedScripts(): Promise<void> {
  for (const [i, href] of listedScripts().entries()) {
    if (i > 0) await nextTask();
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.appendChild(link);
  }
}
