// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useContentView } from "./use-content-view";
import { useHuntLoad } from "./use-hunt-load";

const { queued, refreshHunt } = vi.hoisted(() => ({ queued: vi.fn(), refreshHunt: vi.fn(async () => "ok" as const) }));
vi.mock("../../sync/enqueue", () => ({ enqueueWith: queued, newMutation: (kind: string, payload: unknown) => ({ kind, payload }) }));
vi.mock("./hunt-catalog", () => ({ refreshHunt }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Hunt() {
  useHuntLoad(7);
  useContentView(7);
  return <h1>Zion Canyon Quest</h1>;
}

describe("a hunt opened from the device's copy", () => {
  it("queues its view and asks the server for its latest copy after the frame that shows it, not in it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    // The frame and its effects in one go, as the app's first render runs them.
    act(() => {
      render(
        <MemoryRouter initialEntries={["/hunt/7"]}>
          <Hunt />
        </MemoryRouter>,
      );
    });
    // Whatever that task left behind (promises, imports it started) has run; the next task has not.
    await act(async () => {
      for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
      await Promise.all([import("../../sync/enqueue"), import("./hunt-catalog")]);
      for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
    });
    expect(queued).not.toHaveBeenCalled();
    expect(refreshHunt).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(queued).toHaveBeenCalledOnce());
    expect(queued.mock.calls[0]![0]).toMatchObject({ kind: "analytics.content", payload: { content_id: "7", content_type: "hunt", page: "/hunt/7" } });
    expect(refreshHunt).toHaveBeenCalledWith(7);
  });
});
