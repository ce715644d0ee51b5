// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackBlogSchema, type TrackBlog } from "#shared/schemas/analytics";
import { db } from "../../lib/database/db";
import { useAuth } from "../../stores/auth";
import { resetDevice } from "../../testing/device";
import { useReadingSession } from "./use-reading-session";

const WORDS_1000 = Array.from({ length: 1000 }, () => "word").join(" ");
let visibility: DocumentVisibilityState = "visible";
/** How far the article's bottom is below the viewport's top: depth = (innerHeight - top) / height. */
let articleTop = 0;
const ARTICLE_HEIGHT = 4000;

function Reader({ id = 7, content = WORDS_1000 }: { id?: number; content?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useReadingSession(id, content, ref);
  return <div ref={ref}>article</div>;
}

async function settle() {
  // Outbox writes go through IndexedDB, which keeps real scheduling.
  await act(() => new Promise((resolve) => setImmediate(resolve)));
  await act(() => new Promise((resolve) => setImmediate(resolve)));
}

async function reports(): Promise<(TrackBlog & { auth: string | null })[]> {
  await settle();
  const rows = await db.outbox.orderBy("id").toArray();
  expect(rows.every((row) => row.kind === "analytics.blog")).toBe(true);
  return rows.map((row) => ({ ...trackBlogSchema.parse(row.payload), auth: row.auth }));
}

async function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
  await settle();
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event("visibilitychange")));
}

function scrollTo(depthPercent: number) {
  articleTop = window.innerHeight - (ARTICLE_HEIGHT * depthPercent) / 100;
  act(() => void window.dispatchEvent(new Event("scroll")));
}

beforeEach(async () => {
  await resetDevice();
  visibility = "visible";
  articleTop = window.innerHeight;
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => new DOMRect(0, articleTop, 800, ARTICLE_HEIGHT));
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("useReadingSession", () => {
  it("reports nothing for a visit under 3 seconds", async () => {
    const view = render(<Reader />);
    await advance(2999);
    view.unmount();
    expect(await reports()).toEqual([]);
  });

  it("sends an update every 30 s while visible and a final report on leaving, with the reader's token", async () => {
    useAuth.setState({ token: "tok" });
    const view = render(<Reader />);
    scrollTo(25);
    await advance(30_000);
    await advance(30_000);
    await advance(5_000);
    view.unmount();
    const sent = await reports();
    expect(sent.map((r) => [r.exit_point, r.time_spent, r.scroll_depth])).toEqual([
      ["periodic_update", 30_000, 25],
      ["periodic_update", 60_000, 25],
      ["component_unmount", 65_000, 25],
    ]);
    expect(sent.every((r) => r.post_id === 7 && r.auth === "tok" && !r.completed_reading)).toBe(true);
    expect(sent.map((r) => r.words_read)).toEqual([100, 200, 216]);
  });

  it("goes quiet while hidden, and restarts its clock when visible again", async () => {
    const view = render(<Reader />);
    await advance(10_000);
    setVisibility("hidden");
    await advance(120_000);
    setVisibility("visible");
    await advance(30_000);
    await advance(1_000);
    window.dispatchEvent(new Event("pagehide"));
    view.unmount();
    const sent = await reports();
    expect(sent.map((r) => [r.exit_point, r.time_spent])).toEqual([
      ["visibility_hidden", 10_000],
      ["periodic_update", 30_000],
      ["page_unload", 31_000],
    ]);
  });

  it("completes at 90% scroll", async () => {
    const view = render(<Reader />);
    scrollTo(89);
    await advance(30_000);
    scrollTo(90);
    await advance(5_000);
    view.unmount();
    expect((await reports()).map((r) => r.completed_reading)).toEqual([false, true]);
  });

  it("completes once 80% of the words could be read, counting at least 100 words", async () => {
    const view = render(<Reader content="A short note about the trail." />);
    scrollTo(85);
    // 100 counted words: 80 are read after 24 s at 200 words a minute.
    await advance(20_000);
    setVisibility("hidden");
    setVisibility("visible");
    await advance(5_000);
    view.unmount();
    const sent = await reports();
    expect(sent.map((r) => [r.words_read, r.completed_reading])).toEqual([
      [66, false],
      [83, true],
    ]);
  });
});
