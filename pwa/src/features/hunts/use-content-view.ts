// @chunk hunt
/** Records that a hunt was opened (once per visit to its page), through the outbox so it counts offline too. */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { nextTask } from "../../lib/start-up/next-task";
import { useAuth } from "../../stores/auth";

export function useContentView(huntId: number): void {
  // StrictMode runs effects twice on mount; the ref keeps it to one view per opened hunt.
  const tracked = useRef<number | null>(null);
  const page = useLocation().pathname;
  useEffect(() => {
    if (!Number.isInteger(huntId) || huntId <= 0 || tracked.current === huntId) return;
    tracked.current = huntId;
    const payload = { content_id: String(huntId), content_type: "hunt" as const, page, user_agent: navigator.userAgent };
    const auth = useAuth.getState().token;
    // The queueing code loads with the first view, after the hunt's first frame, not with it.
    nextTask()
      .then(() => import("../../sync/enqueue"))
      .then(({ enqueueWith, newMutation }) => enqueueWith(newMutation("analytics.content", payload, auth)))
      .catch(() => undefined);
  }, [huntId, page]);
}
