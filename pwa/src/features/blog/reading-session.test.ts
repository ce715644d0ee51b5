import { describe, expect, it } from "vitest";
import { pauseSession, recordScroll, resumeSession, sessionReport, startSession, wordsRead } from "./reading-session";

const T0 = 1_000_000;
const SECOND = 1000;

describe("reading session arithmetic", () => {
  it("reports nothing under 3 seconds, or while hidden", () => {
    const session = startSession(7, 1000, true, T0);
    expect(sessionReport(session, T0 + 2999, "component_unmount")).toBeNull();
    expect(sessionReport(session, T0 + 3000, "component_unmount")).toMatchObject({ post_id: 7, time_spent: 3000 });
    expect(sessionReport(pauseSession(session, T0 + 10 * SECOND), T0 + 20 * SECOND, "page_unload")).toBeNull();
  });

  it("measures time from the last time the tab became visible", () => {
    let session = startSession(7, 1000, true, T0);
    session = pauseSession(session, T0 + 20 * SECOND);
    session = resumeSession(session, T0 + 60 * SECOND);
    expect(sessionReport(session, T0 + 65 * SECOND, "periodic_update")?.time_spent).toBe(5 * SECOND);
  });

  it("counts words reached by scrolling that there was time to read, across visible stretches", () => {
    let session = recordScroll(startSession(7, 1000, true, T0), 50);
    // 1000 words, 50% scrolled: 500 reached; 60 s at 200 words a minute: 200 readable.
    expect(wordsRead(session, T0 + 60 * SECOND)).toBe(200);
    session = resumeSession(pauseSession(session, T0 + 60 * SECOND), T0 + 500 * SECOND);
    expect(wordsRead(session, T0 + 590 * SECOND)).toBe(500);
    expect(recordScroll(session, 30).scrollDepth).toBe(50);
  });

  it("completes at 90% scroll", () => {
    const session = startSession(7, 5000, true, T0);
    expect(sessionReport(recordScroll(session, 89), T0 + 5 * SECOND, "visibility_hidden")?.completed_reading).toBe(false);
    expect(sessionReport(recordScroll(session, 90), T0 + 5 * SECOND, "visibility_hidden")?.completed_reading).toBe(true);
  });

  it("completes when 80% of the words are read", () => {
    const session = recordScroll(startSession(7, 1000, true, T0), 85);
    // 800 words take 240 s at 200 words a minute.
    const before = sessionReport(session, T0 + 239 * SECOND, "periodic_update");
    const after = sessionReport(session, T0 + 240 * SECOND, "periodic_update");
    expect(before).toMatchObject({ words_read: 796, completed_reading: false });
    expect(after).toMatchObject({ words_read: 800, completed_reading: true, scroll_depth: 85 });
  });

  it("counts at least 100 words, so a very short post is not complete after a glance", () => {
    const session = recordScroll(startSession(7, 20, true, T0), 85);
    expect(session.totalWords).toBe(100);
    expect(sessionReport(session, T0 + 10 * SECOND, "periodic_update")).toMatchObject({ words_read: 33, completed_reading: false });
    expect(sessionReport(session, T0 + 30 * SECOND, "periodic_update")).toMatchObject({ words_read: 85, completed_reading: true });
  });
});
