/**
 * The arithmetic of a blog reading session, free of React and timers. A session is
 * active while the tab is visible; each time it becomes visible again its start time resets, and
 * `time_spent` is measured from there. Words read are estimated from what the reader has both scrolled
 * to and had time to read at the speed the read time is based on.
 */
import { WORDS_PER_MINUTE } from "#shared/rules/read-time";
import type { TrackBlog } from "#shared/schemas/analytics";

export const REPORT_INTERVAL_MS = 30_000;
export const MIN_REPORT_MS = 3_000;
export const COMPLETE_SCROLL_PERCENT = 90;
export const COMPLETE_WORDS_RATIO = 0.8;
export const MIN_COUNTED_WORDS = 100;
const MS_PER_MINUTE = 60_000;
/** The server refuses longer stretches (a tab left open for days). */
const MAX_REPORTED_MS = 86_400_000;

export type ExitPoint = TrackBlog["exit_point"];

export interface ReadingSession {
  postId: number;
  /** The word total counted for completion: the post's words, at least MIN_COUNTED_WORDS. */
  totalWords: number;
  /** Start of the current visible stretch, or null while the tab is hidden. */
  activeSince: number | null;
  /** Visible time of earlier stretches: words read once stay read. */
  earlierMs: number;
  /** The deepest point reached, in percent of the article. */
  scrollDepth: number;
}

export function startSession(postId: number, words: number, visible: boolean, now: number): ReadingSession {
  return { postId, totalWords: Math.max(words, MIN_COUNTED_WORDS), activeSince: visible ? now : null, earlierMs: 0, scrollDepth: 0 };
}

export function recordScroll(session: ReadingSession, depthPercent: number): ReadingSession {
  const depth = Math.round(Math.min(100, Math.max(0, depthPercent)));
  return depth > session.scrollDepth ? { ...session, scrollDepth: depth } : session;
}

export function pauseSession(session: ReadingSession, now: number): ReadingSession {
  if (session.activeSince === null) return session;
  return { ...session, activeSince: null, earlierMs: session.earlierMs + (now - session.activeSince) };
}

export function resumeSession(session: ReadingSession, now: number): ReadingSession {
  return session.activeSince === null ? { ...session, activeSince: now } : session;
}

export function wordsRead(session: ReadingSession, now: number): number {
  const readMs = session.earlierMs + (session.activeSince === null ? 0 : now - session.activeSince);
  const reached = Math.round((session.totalWords * session.scrollDepth) / 100);
  const readable = Math.floor((readMs / MS_PER_MINUTE) * WORDS_PER_MINUTE);
  return Math.min(reached, readable);
}

export function isCompleted(scrollDepth: number, words: number, totalWords: number): boolean {
  return scrollDepth >= COMPLETE_SCROLL_PERCENT || words >= COMPLETE_WORDS_RATIO * totalWords;
}

/** What to send for the current stretch, or null: nothing while hidden, nothing under MIN_REPORT_MS. */
export function sessionReport(session: ReadingSession, now: number, exitPoint: ExitPoint): TrackBlog | null {
  if (session.activeSince === null) return null;
  const timeSpent = now - session.activeSince;
  if (timeSpent < MIN_REPORT_MS) return null;
  const words = wordsRead(session, now);
  return {
    post_id: session.postId,
    time_spent: Math.min(timeSpent, MAX_REPORTED_MS),
    scroll_depth: session.scrollDepth,
    words_read: words,
    completed_reading: isCompleted(session.scrollDepth, words, session.totalWords),
    exit_point: exitPoint,
  };
}
