// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { flushSync } from "react-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

afterEach(cleanup);

describe("a part loaded after the frame that draws it", () => {
  it("asks for its code only once that frame is drawn, showing its fallback meanwhile, then itself", async () => {
    const load = vi.fn(async () => ({ default: () => <p>Field controls</p> }));
    const Part = lazyPart(load);
    flushSync(() => {
      render(
        <Suspense fallback={<p>Items to find</p>}>
          <Part />
        </Suspense>,
      );
    });
    expect(screen.getByText("Items to find")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText("Field controls")).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });
});
