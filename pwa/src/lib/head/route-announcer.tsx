// @chunk core
/**
 * Moving to another page inside the app loads no new document, so a screen reader would not say where
 * the family now is. This says the new page's title, politely, as a page load would, once per move: once
 * the page's own title is in (a post's title comes when the post has been read; the section's name
 * stands for it only if the post never comes) and has stayed a moment. The shell's part of the head,
 * from the address, is set here too.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { onHeadShown, shownPriority } from "./document-head";
import { useHeadSite } from "./head-site";
import { SCREEN_HEAD } from "./use-page-head";
import { useRouteHead } from "./use-route-head";

/** How long a new title must stay before it is said. */
export const SETTLE_MS = 400;
/** How long a page titled by its screen is waited for before its section's name is said instead. */
export const SCREEN_WAIT_MS = 5000;

export function RouteAnnouncer() {
  useRouteHead();
  const { pathname } = useLocation();
  const namedByScreen = useHeadSite()?.namedByScreen;
  const [said, setSaid] = useState("");
  // The page the app opened on was announced by the browser itself; from the first move on, every page is.
  const opened = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === opened.current) return;
    opened.current = null;
    const waitForScreen = namedByScreen?.(pathname) ?? false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const say = (after: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        setSaid(document.title);
      }, after);
    };
    const stop = onHeadShown((priority) => {
      if (!waitForScreen || priority >= SCREEN_HEAD) say(SETTLE_MS);
    });
    say(waitForScreen && (shownPriority() ?? 0) < SCREEN_HEAD ? SCREEN_WAIT_MS : SETTLE_MS);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname, namedByScreen]);
  return (
    <div id="route-announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>
  );
}
