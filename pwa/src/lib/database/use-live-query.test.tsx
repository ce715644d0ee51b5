// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetDevice } from "../../testing/device";
import { readKv, writeKv } from "./kv";
import { sameData, useLiveQuery } from "./use-live-query";

describe("sameData", () => {
  it("compares arrays and plain objects by content, anything else by identity", () => {
    expect(sameData([{ id: 1, tags: ["a"] }], [{ id: 1, tags: ["a"] }])).toBe(true);
    expect(sameData({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameData([1, 2], [1, 2, 3])).toBe(false);
    expect(sameData({ n: NaN }, { n: NaN })).toBe(true);
    expect(sameData(new Date(0), new Date(0))).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData(null, undefined)).toBe(false);
  });
});

let renders = 0;
let answered = 0;
function Names({ shown }: { shown: string[] }) {
  renders++;
  const names = useLiveQuery(
    async () => {
      const stored = (await readKv<string[]>("names")) ?? [];
      answered++;
      return stored;
    },
    [],
    shown,
  );
  return <p>{names.join(", ") || "none"}</p>;
}

const REDRAW_EVERY_MS = 1000;
function Count() {
  renders++;
  const count = useLiveQuery(async () => (await readKv<number>("count")) ?? 0, [], 0, { redrawEveryMs: REDRAW_EVERY_MS });
  return <p>{`count ${count}`}</p>;
}

describe("useLiveQuery", () => {
  beforeEach(async () => {
    await resetDevice();
    renders = 0;
    answered = 0;
  });
  afterEach(cleanup);

  it("draws nothing again when the answer equals what is shown, and redraws when the data changes", async () => {
    await writeKv("names", ["Zion", "Acadia"]);
    render(<Names shown={["Zion", "Acadia"]} />);
    expect(screen.getByText("Zion, Acadia")).toBeTruthy();
    await waitFor(() => expect(answered).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(1);
    await writeKv("names", ["Zion", "Acadia", "Olympic"]);
    await waitFor(() => expect(screen.getByText("Zion, Acadia, Olympic")).toBeTruthy());
    expect(renders).toBe(2);
  });

  it("replaces a default that differs from the stored data", async () => {
    await writeKv("names", ["Denali"]);
    render(<Names shown={[]} />);
    expect(screen.getByText("none")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Denali")).toBeTruthy());
  });

  it("redraws an answer that changes faster than its redraw interval at most that often, ending on the newest", async () => {
    await writeKv("count", 0);
    render(<Count />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    // Ten changes in quick succession, as a draining outbox makes: one redraw at once, one for the rest.
    for (let count = 1; count <= 10; count++) await writeKv("count", count);
    expect(performance.now() - started).toBeLessThan(REDRAW_EVERY_MS);
    await waitFor(() => expect(screen.getByText("count 10")).toBeTruthy());
    expect(renders).toBe(3);
  });
});
