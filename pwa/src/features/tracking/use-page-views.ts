/**
 * Page-view tracking: PAGE_VIEW_DELAY_MS after each path change the view is queued in the outbox (not
 * sent directly), so views made with no signal in a park are delivered later and never counted twice.
 * A path that changes again within the delay (a redirect, a fast tap) is not counted.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import type { TrackView } from "#shared/schemas/analytics";
import { useAuth } from "../../stores/auth";
import { enqueueWith, newMutation } from "../../sync/outbox";
import { visitorId } from "./visitor-id";

export const PAGE_VIEW_DELAY_MS = 1000;

export async function queuePageView(page: string): Promise<void> {
  const payload: TrackView = {
    page,
    referrer: document.referrer,
    user_agent: navigator.userAgent,
    visitor_id: await visitorId(),
  };
  await enqueueWith(newMutation("analytics.view", payload, useAuth.getState().token));
}

export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Tracking must never disturb the page: a failed write (storage full) is dropped.
      queuePageView(pathname + search).catch(() => undefined);
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, search]);
}
