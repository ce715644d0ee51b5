/**
 * A family's progress through one hunt, saved on the device after every change: what they found, their
 * quiz answers, and the result. Finishing the quiz records the result and queues its completion for
 * the server in one IndexedDB transaction, so a completed quiz is never missing its completion (or the
 * other way round), however the phone is closed. Generic hunts persist under `hunt_progress_<id>`
 * (foundItems); the Roper hunt under `roper_progress` (foundClues).
 */
import { createStore, type StoreApi } from "zustand/vanilla";
import { persist } from "zustand/middleware";
import { db } from "../lib/db";
import { dexieStorage } from "../lib/persisted-storage";
import { huntProgressKey, ROPER_PROGRESS_KEY } from "../lib/store-keys";
import { enqueueWith, newMutation } from "../sync/outbox";

export interface Progress {
  found: number[];
  quizAnswers: Record<string, string>;
  showQuiz: boolean;
  quizCompleted: boolean;
  totalScore: number;
  badgeEarned: boolean;
}

export interface ProgressActions {
  /** Marks an item found; returns false when it already was (no second +10). */
  markFound: (itemId: number, totalItems: number) => boolean;
  answer: (questionId: number | string, answer: string) => void;
  /** Records the result and queues the completion (with the signed-in token, if any) atomically. */
  complete: (result: { score: number; badgeEarned: boolean }, auth: string | null) => Promise<void>;
  reset: () => void;
}

export type ProgressStore = StoreApi<Progress & ProgressActions & { hydrated: boolean }>;

export const EMPTY_PROGRESS: Progress = { found: [], quizAnswers: {}, showQuiz: false, quizCompleted: false, totalScore: 0, badgeEarned: false };

const PROGRESS_VERSION = 1;

function createProgressStore(key: string, foundField: "foundItems" | "foundClues", huntId: number | "roper"): ProgressStore {
  type Saved = Omit<Progress, "found"> & Record<typeof foundField, number[]>;
  // Only the data fields: the live state also holds the actions, which IndexedDB cannot store.
  const saved = (p: Progress): Saved => {
    const { found, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned } = p;
    return { quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, [foundField]: found } as Saved;
  };
  const store: ProgressStore = createStore<Progress & ProgressActions & { hydrated: boolean }>()(
    persist(
      (set, get) => ({
        ...EMPTY_PROGRESS,
        hydrated: false,
        markFound: (itemId, totalItems) => {
          const { found } = get();
          if (found.includes(itemId)) return false;
          const next = [...found, itemId];
          set({ found: next, showQuiz: next.length >= totalItems });
          return true;
        },
        answer: (questionId, answer) => set(({ quizAnswers }) => ({ quizAnswers: { ...quizAnswers, [String(questionId)]: answer } })),
        complete: async ({ score, badgeEarned }, auth) => {
          const next: Progress = { ...get(), quizCompleted: true, totalScore: score, badgeEarned };
          const row = newMutation("hunt.complete", { hunt_id: huntId, score, badge_earned: badgeEarned }, auth);
          await enqueueWith(row, async () => {
            await db.kv.put({ key, value: { state: saved(next), version: PROGRESS_VERSION } });
          });
          set({ quizCompleted: true, totalScore: score, badgeEarned });
        },
        reset: () => set({ ...EMPTY_PROGRESS }),
      }),
      {
        name: key,
        version: PROGRESS_VERSION,
        storage: dexieStorage<Saved>(),
        partialize: (state) => saved(state),
        merge: (stored, current) => {
          const s = (stored ?? {}) as Partial<Saved>;
          const { [foundField]: found, ...rest } = s as Saved;
          // Marked here rather than after hydration: a read answered at boot hydrates the store while it
          // is still being created, before `store` exists.
          return { ...current, ...rest, found: found ?? [], hydrated: true };
        },
        // A failed read leaves the empty progress: the hunt still opens rather than spinning for ever.
        onRehydrateStorage: () => (_state, error) => {
          if (error) queueMicrotask(() => store.setState({ hydrated: true }));
        },
      },
    ),
  );
  return store;
}

const stores = new Map<string, ProgressStore>();

export function huntProgressStore(huntId: number): ProgressStore {
  const key = huntProgressKey(huntId);
  let store = stores.get(key);
  if (!store) stores.set(key, (store = createProgressStore(key, "foundItems", huntId)));
  return store;
}

export function roperProgressStore(): ProgressStore {
  const key = ROPER_PROGRESS_KEY;
  let store = stores.get(key);
  if (!store) stores.set(key, (store = createProgressStore(key, "foundClues", "roper")));
  return store;
}
