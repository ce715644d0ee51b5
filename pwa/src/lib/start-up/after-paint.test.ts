// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { AFTER_PAINT_ID, afterFirstPaint, preloadListedScripts } from "./after-paint";

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

function listInPage(text: string) {
  document.head.innerHTML = `<script type="application/json" id="${AFTER_PAINT_ID}">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = "";
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a pre-rendered page's scripts after its first paint", () => {
  it("are preloaded as listed, one per task, and the list leaves the page", async () => {
    vi.useFakeTimers();
    const files = ["/assets/start.js", "/assets/core.js", "/assets/shop.js", "/assets/database.js", "/assets/takeover.js"];
    listInPage(JSON.stringify(files));
    const done = preloadListedScripts();
    expect(document.getElementById(AFTER_PAINT_ID)).toBeNull();
    expect(preloads()).toEqual(files.slice(0, 1));
    await vi.runAllTimersAsync();
    await done;
    expect(preloads()).toEqual(files);
    expect(document.head.querySelector("link")!.crossOrigin).toBe("");
  });

  it("are none when the page lists none, or a list that cannot be read", async () => {
    await preloadListedScripts();
    listInPage("not json");
    await preloadListedScripts();
    listInPage('{"a":1}');
    await preloadListedScripts();
    expect(preloads()).toEqual([]);
  });

  it("wait for the first contentful paint to be reported, or a while at most", async () => {
    let report: (names: string[]) => void = () => {};
    const disconnect = vi.fn();
    class Observer {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal("PerformanceObserver", Observer);
    vi.useFakeTimers();
    let painted = false;
    void afterFirstPaint().then(() => (painted = true));
    report(["first-paint"]);
    await vi.advanceTimersByTimeAsync(10);
    expect(painted).toBe(false);
    report(["first-contentful-paint"]);
    await vi.advanceTimersByTimeAsync(0);
    expect(painted).toBe(true);
    expect(disconnect).toHaveBeenCalled();

    let waited = false;
    void afterFirstPaint().then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waited).toBe(true);
  });

  it("wait for the next frame where paints are not reported, and go on at once in a hidden page", async () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    let painted = false;
    void afterFirstPaint().then(() => (painted = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(painted).toBe(false);
    frames[0]!(0);
    await vi.waitFor(() => expect(painted).toBe(true));

    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    await afterFirstPaint();
  });
});
