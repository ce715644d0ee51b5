/**
 * Moving to another page inside the app loads no new document, so a screen reader would not say where
 * the family now is. This says the new page's title, politely, as a page load would: once the title has
 * settled (a post's title arrives after its section's), and once per move. The shell's part of the
 * head, from the address, is set here too.
 */
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { onTitleChange } from "./document-head";
import { useRouteHead } from "./use-route-head";

/** How long a new title must stay before it is said. */
export const SETTLE_MS = 400;

export function RouteAnnouncer() {
  useRouteHead();
  const { pathname } = useLocation();
  const [said, setSaid] = useState("");
  // The page the app opened on was announced by the browser itself; from the first move on, every page is.
  const opened = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === opened.current) return;
    opened.current = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stop();
        setSaid(document.title);
      }, SETTLE_MS);
    };
    const stop = onTitleChange(settle);
    settle();
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname]);
  return (
    <div id="route-announcer" className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {said}
    </div>
  );
}
