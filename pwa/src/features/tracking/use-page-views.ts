/**
 * Page-view tracking: PAGE_VIEW_DELAY_MS after each path change the view is queued in the outbox (not
 * sent directly), so views made with no signal in a park are delivered later and never counted twice.
 * A path that changes again within the delay (a redirect, a fast tap) is not counted.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { TOKEN_PARAM } from "#shared/rules/account-mail";

export const PAGE_VIEW_DELAY_MS = 1000;

/** A mailed link's one-time token opens an account: it is never recorded with the page. */
function withoutLinkToken(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(TOKEN_PARAM)) return search;
  params.delete(TOKEN_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Tracking must never disturb the page: a failed write (storage full) is dropped.
      // The queueing code loads when the first view is due, not with the first screen.
      import("./queue-page-view").then((m) => m.queuePageView(pathname + withoutLinkToken(search))).catch(() => undefined);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
