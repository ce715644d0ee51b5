// @chunk hunt
/**
 * A family's progress through one hunt, saved on the device after every change: what they found, their
 * quiz answers, and the result. Finishing the quiz records the result and queues its completion for
 * the server in one IndexedDB transaction, so a completed quiz is never missing its completion (or the
 * other way round), however the phone is closed. Generic hunts persist under `hunt_progress_<id>`
 * (foundItems); the Roper hunt under `roper_progress` (foundClues). Each find also keeps how it was
 * made (GPS at the spot, the sign's word, or a tap) and when, and the completion carries them. A family
 * passing the phone keeps its explorers here too (their turns and answers, who spotted each find); the
 * code that plays them loads later (features/hunts/explorers), so this file only saves and clears them.
 * A team playing for its group adds its result to the completion's transaction (`setCompletionExtra`).
 */
import { ROPER_HUNT_ID, type HuntKey } from "#shared/rules/hunt-key";
import { DEFAULT_LANG, type Lang } from "#shared/rules/languages";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { Explorer, ExplorerResult } from "#shared/schemas/explorers";
import type { HuntFind } from "#shared/schemas/hunt";
import { persist } from "zustand/middleware";
import type { ParkHuntsDb } from "../../../lib/database/db";
import { dexieStorage } from "../../../lib/database/persisted-storage";
import { huntProgressKey, ROPER_PROGRESS_KEY } from "../../../lib/database/store-keys";

export interface Progress {
  found: number[];
  /** One per found item, in the order found. */
  finds: HuntFind[];
  quizAnswers: Record<string, string>;
  showQuiz: boolean;
  quizCompleted: boolean;
  totalScore: number;
  badgeEarned: boolean;
  /** Absent when the family plays as one. */
  explorers?: Explorers;
}

/** Explorers sharing the finds and taking the quiz in turn on one phone. */
export interface Explorers {
  runs: ExplorerRun[];
  /** Whose turn it is with the quiz: an index into runs. */
  turn: number;
  /** Who spotted each find (an explorer's name), by item id as text; counted per explorer at the end. */
  spotted: Record<string, string>;
}

export interface ExplorerRun {
  name: string;
  /** Their own answers, kept once they submit (the next explorer starts with none showing). */
  answers: Record<string, string>;
  submitted: boolean;
  /** Their line of the completion, once queued: the result screen shows what was sent. */
  result?: ExplorerResult;
}

export interface ProgressActions {
  /** Marks an item found (by a tap unless `how` says otherwise); returns false when it already was (its points count once). */
  markFound: (itemId: number, totalItems: number, how?: FindHow) => boolean;
  answer: (questionId: number | string, answer: string) => void;
  /**
   * Records the result and queues the completion (with the signed-in token, if any) atomically. The
   * completion carries what was done, the finds and the answers (each explorer's own, with explorers),
   * beside the result shown; the server scores what was done.
   */
  /**
   * Queues the completion: `lang` is the language the hunt was played in (its answers are scored against
   * that version's), `answers` the answers as that version words them (the saved ones when left out).
   */
  complete: (result: { score: number; badgeEarned: boolean; explorers?: Explorer[]; lang?: Lang; answers?: Record<string, string> }, auth: string | null) => Promise<void>;
  reset: () => void;
}

/** How an item was found, beyond the item and the time the store adds. */
export type FindHow = Omit<HuntFind, "item_id" | "at">;

/**
 * Work another part of the hunt adds to a completion (a team's result for its group, features/hunts/team):
 * given the progress about to be saved, it prepares (outside the transaction, where it may await
 * anything) and answers the writes to make in the completion's transaction. A preparation that fails
 * leaves the completion as it would be without it.
 */
export type CompletionExtra = (next: Progress) => Promise<((db: ParkHuntsDb) => Promise<void>) | undefined>;

export type ProgressStore = StoreApi<Progress & ProgressActions & { hydrated: boolean }>;

// Beside the state rather than in it: setting state writes the saved progress.
const completionExtras = new WeakMap<ProgressStore, CompletionExtra>();

/** Sets the work `store`'s completions add, or with none clears it. */
export function setCompletionExtra(store: ProgressStore, extra: CompletionExtra | undefined): void {
  if (extra) completionExtras.set(store, extra);
  else completionExtras.delete(store);
}

export const EMPTY_PROGRESS: Progress = { found: [], finds: [], quizAnswers: {}, showQuiz: false, quizCompleted: false, totalScore: 0, badgeEarned: false, explorers: undefined };

/** 2: finds with their method and time; 3: explorers. */
const PROGRESS_VERSION = 3;

function createProgressStore(key: string, foundField: "foundItems" | "foundClues", huntId: HuntKey): ProgressStore {
  type Saved = Omit<Progress, "found"> & Record<typeof foundField, number[]>;
  // Only the data fields: the live state also holds the actions, which IndexedDB cannot store.
  const saved = (p: Progress): Saved => {
    const { found, finds, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, explorers } = p;
    return { finds, quizAnswers, showQuiz, quizCompleted, totalScore, badgeEarned, explorers, [foundField]: found } as Saved;
  };
  let completing = false;
  const store: ProgressStore = createStore<Progress & ProgressActions & { hydrated: boolean }>()(
    persist(
      (set, get) => ({
        ...EMPTY_PROGRESS,
        hydrated: false,
        markFound: (itemId, totalItems, how = { method: "tap" }) => {
          const { found, finds } = get();
          if (found.includes(itemId)) return false;
          const next = [...found, itemId];
          set({ found: next, finds: [...finds, { item_id: itemId, ...how, at: new Date().toISOString() }], showQuiz: next.length >= totalItems });
          return true;
        },
        answer: (questionId, answer) => set(({ quizAnswers }) => ({ quizAnswers: { ...quizAnswers, [String(questionId)]: answer } })),
        complete: async ({ score, badgeEarned, explorers, lang, answers }, auth) => {
          // A second tap on Submit while the first is being written must not queue a second completion:
          // the server keys each row by its own id, so two rows would count as two runs.
          if (completing || get().quizCompleted) return;
          completing = true;
          try {
            // The queueing code loads with the first completion, not with every hunt's first screen.
            const { enqueueWith, newMutation } = await import("../../../sync/enqueue");
            const next: Progress = { ...get(), quizAnswers: answers ?? get().quizAnswers, quizCompleted: true, totalScore: score, badgeEarned };
            const done = explorers ? { explorers } : { answers: next.quizAnswers };
            const played = lang && lang !== DEFAULT_LANG ? { lang } : {};
            const row = newMutation("hunt.complete", { hunt_id: huntId, score, badge_earned: badgeEarned, finds: next.finds, ...done, ...played }, auth);
            const extra = await completionExtras
              .get(store)
              ?.(next)
              .catch(() => undefined);
            await enqueueWith(row, async (db) => {
              await db.kv.put({ key, value: { state: saved(next), version: PROGRESS_VERSION } });
              await extra?.(db);
            });
            set({ quizAnswers: next.quizAnswers, quizCompleted: true, totalScore: score, badgeEarned });
          } finally {
            completing = false;
          }
        },
        reset: () => set({ ...EMPTY_PROGRESS }),
      }),
      {
        name: key,
        version: PROGRESS_VERSION,
        storage: dexieStorage<Saved>(),
        partialize: (state) => saved(state),
        // Only an older version is migrated. Version 2 lacks only the explorers, and none is a family
        // playing as one. Version 1 kept only which items were found (and no finds): each becomes a tap,
        // found now as far as anyone can tell.
        migrate: (old): Saved => {
          const s = old as Saved;
          const at = new Date().toISOString();
          return { ...s, finds: s.finds ?? (s[foundField] ?? []).map((id) => ({ item_id: id, method: "tap" as const, at })) };
        },
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
  if (!store) stores.set(key, (store = createProgressStore(key, "foundClues", ROPER_HUNT_ID)));
  return store;
}
