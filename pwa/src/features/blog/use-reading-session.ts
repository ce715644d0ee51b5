/**
 * Reading analytics for an open article: while the tab is visible, a progress report every
 * REPORT_INTERVAL_MS; a final report when the tab is hidden, the page unloads or the reader leaves the
 * article. Every report is queued in the outbox, so reading done with no signal is still delivered.
 */
import { useEffect, type RefObject } from "react";
import { countWords } from "#shared/rules/read-time";
import type { MutationPayload } from "#shared/schemas/outbox";
import { useAuth } from "../../stores/auth";
import { enqueueWith, newMutation } from "../../sync/enqueue";
import {
  pauseSession,
  recordScroll,
  REPORT_INTERVAL_MS,
  resumeSession,
  sessionReport,
  startSession,
  type ExitPoint,
} from "./reading-session";

/** How much of the article has come into view, in percent; 0 while it has no layout yet. */
export function scrollDepthOf(element: HTMLElement): number {
  const rect = element.getBoundingClientRect();
  if (rect.height <= 0) return 0;
  return ((window.innerHeight - rect.top) / rect.height) * 100;
}

function queueReport(report: MutationPayload<"analytics.blog">): void {
  // Analytics must never disturb reading: a failed write (storage full) is dropped.
  void enqueueWith(newMutation("analytics.blog", report, useAuth.getState().token)).catch(() => undefined);
}

export function useReadingSession(postId: number, content: string, articleRef: RefObject<HTMLElement | null>): void {
  // A refreshed copy of the same article keeps its session unless its length changed.
  const words = countWords(content);
  useEffect(() => {
    const visible = () => document.visibilityState === "visible";
    let session = startSession(postId, words, visible(), Date.now());
    let timer: number | undefined;

    const measure = () => {
      if (articleRef.current) session = recordScroll(session, scrollDepthOf(articleRef.current));
    };
    const report = (exit: ExitPoint) => {
      measure();
      const payload = sessionReport(session, Date.now(), exit);
      if (payload) queueReport(payload);
    };
    const schedule = () => {
      window.clearTimeout(timer);
      if (session.activeSince !== null) timer = window.setTimeout(tick, REPORT_INTERVAL_MS);
    };
    const tick = () => {
      report("periodic_update");
      schedule();
    };
    /** A final report closes the stretch, so a later one (unmount after hide) cannot count it again. */
    const end = (exit: ExitPoint) => {
      report(exit);
      session = pauseSession(session, Date.now());
      window.clearTimeout(timer);
    };
    const onVisibility = () => {
      if (!visible()) return end("visibility_hidden");
      session = resumeSession(session, Date.now());
      schedule();
    };
    const onPageHide = () => end("page_unload");

    measure();
    schedule();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("pagehide", onPageHide);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("scroll", measure);
      window.removeEventListener("pagehide", onPageHide);
      end("component_unmount");
    };
  }, [postId, words, articleRef]);
}
