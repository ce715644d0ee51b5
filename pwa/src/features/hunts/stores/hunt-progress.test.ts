import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../../lib/database/db";
import { huntProgressStore, roperProgressStore, type Explorers, type ProgressStore } from "./hunt-progress";

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});

describe("hunt progress", () => {
  const hydrated = (store: ProgressStore) => vi.waitFor(() => expect(store.getState().hydrated).toBe(true));
  const saved = async (key: string) => (await db.kv.get(key))?.value as { state: Record<string, unknown>; version: number } | undefined;

  it("moves progress saved before finds had a method to the current version: each found item a tap, found at the migration", async () => {
    const v1 = { quizAnswers: { "21": "Old rain" }, showQuiz: false, quizCompleted: false, totalScore: 0, badgeEarned: false };
    await db.kv.bulkPut([
      { key: "hunt_progress_41", value: { state: { ...v1, foundItems: [11, 12] }, version: 1 } },
      { key: "roper_progress", value: { state: { ...v1, foundClues: [3] }, version: 1 } },
    ]);
    const before = new Date().toISOString();
    const hunt = huntProgressStore(41);
    const roper = roperProgressStore();
    await Promise.all([hydrated(hunt), hydrated(roper)]);
    const after = new Date().toISOString();

    expect(hunt.getState()).toMatchObject({ found: [11, 12], quizAnswers: { "21": "Old rain" } });
    expect(hunt.getState().finds.map(({ item_id, method }) => [item_id, method])).toEqual([[11, "tap"], [12, "tap"]]);
    for (const { at } of hunt.getState().finds) expect(at >= before && at <= after).toBe(true);
    expect(roper.getState().finds).toMatchObject([{ item_id: 3, method: "tap" }]);
    // The migrated progress is saved back under the new version.
    await vi.waitFor(async () => expect((await saved("hunt_progress_41"))?.version).toBe(3));
    expect((await saved("hunt_progress_41"))?.state).toMatchObject({ foundItems: [11, 12], finds: hunt.getState().finds });
  });

  it("keeps version 2 progress as it was (its finds untouched, no explorers) and saves it as version 3", async () => {
    const finds = [
      { item_id: 11, method: "gps", at: "2025-06-01T10:00:00.000Z", distance_m: 12, accuracy_m: 6 },
      { item_id: 12, method: "word", at: "2025-06-01T10:05:00.000Z" },
    ];
    const v2 = { foundItems: [11, 12], finds, quizAnswers: { "21": "Old rain" }, showQuiz: true, quizCompleted: false, totalScore: 0, badgeEarned: false };
    await db.kv.put({ key: "hunt_progress_43", value: { state: v2, version: 2 } });
    const store = huntProgressStore(43);
    await hydrated(store);

    expect(store.getState()).toMatchObject({ found: [11, 12], finds, quizAnswers: { "21": "Old rain" }, showQuiz: true });
    expect(store.getState().explorers).toBeUndefined();
    await vi.waitFor(async () => expect((await saved("hunt_progress_43"))?.version).toBe(3));
    expect((await saved("hunt_progress_43"))?.state).toMatchObject({ foundItems: [11, 12], finds });
  });

  it("saves the explorers' turns, answers and spots with the progress, and a reset clears them", async () => {
    const store = huntProgressStore(44);
    await hydrated(store);
    const explorers: Explorers = {
      runs: [
        { name: "Maya", answers: { "21": "Old rain" }, submitted: true },
        { name: "Leo", answers: {}, submitted: false },
      ],
      turn: 1,
      spotted: { "11": "Leo" },
    };
    store.setState({ explorers });
    await vi.waitFor(async () => expect((await saved("hunt_progress_44"))?.state.explorers).toEqual(explorers));

    store.getState().reset();
    expect(store.getState().explorers).toBeUndefined();
    await vi.waitFor(async () => expect((await saved("hunt_progress_44"))?.state.explorers).toBeUndefined());
  });

  it("queues a completion with every explorer's result beside the best one's score and badge", async () => {
    const store = huntProgressStore(45);
    await hydrated(store);
    const explorers = [
      { name: "Maya", score: 30, badge_earned: true, spotted: 1 },
      { name: "Leo", score: 20, badge_earned: false, spotted: 0 },
    ];
    await store.getState().complete({ score: 30, badgeEarned: true, explorers }, null);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ kind: "hunt.complete", payload: { hunt_id: 45, score: 30, badge_earned: true, explorers } });
    expect(store.getState()).toMatchObject({ quizCompleted: true, totalScore: 30, badgeEarned: true });
  });

  it("queues one completion when Submit is tapped twice before the first is written", async () => {
    const store = huntProgressStore(46);
    await hydrated(store);
    const result = { score: 30, badgeEarned: true };
    await Promise.all([store.getState().complete(result, null), store.getState().complete(result, null)]);
    expect(await db.outbox.where("kind").equals("hunt.complete").count()).toBe(1);
    await store.getState().complete(result, null);
    expect(await db.outbox.count()).toBe(1);
  });

  it("records how and when each item is found, only the first time, and a reset clears the finds", async () => {
    const store = huntProgressStore(42);
    await hydrated(store);
    expect(store.getState().markFound(11, 2, { method: "gps", distance_m: 12.5, accuracy_m: 8 })).toBe(true);
    expect(store.getState().markFound(11, 2, { method: "word" })).toBe(false);
    expect(store.getState().markFound(12, 2)).toBe(true);
    expect(store.getState().finds).toMatchObject([
      { item_id: 11, method: "gps", distance_m: 12.5, accuracy_m: 8 },
      { item_id: 12, method: "tap" },
    ]);
    expect(store.getState().showQuiz).toBe(true);
    store.getState().reset();
    expect(store.getState()).toMatchObject({ found: [], finds: [] });
  });
});
