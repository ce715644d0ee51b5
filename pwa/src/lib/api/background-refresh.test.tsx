// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useBackgroundRefresh } from "./background-refresh";

afterEach(cleanup);

function Screen({ refresh }: { refresh: () => Promise<unknown> }) {
  useBackgroundRefresh("test-refresh-key", refresh);
  return <p>Last known settings</p>;
}

describe("a screen's background refresh", () => {
  it("starts in the task after the one that draws the screen, once", async () => {
    const refresh = vi.fn(async () => true);
    // The frame and its effects, as the app's first render runs them: in one go.
    act(() => {
      render(<Screen refresh={refresh} />);
    });
    expect(refresh).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(refresh).toHaveBeenCalledOnce();
    cleanup();
    render(<Screen refresh={refresh} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(refresh).toHaveBeenCalledOnce();
  });
});
