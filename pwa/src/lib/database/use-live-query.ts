// @chunk core
/**
 * A screen's live read of the device database: `defaultResult` until the first answer, then the
 * querier's result, re-run by Dexie whenever rows it read change. When `deps` change, the previous
 * result stays on screen until the new one arrives. The query starts once the render has committed and
 * runs once per subscription; reading it during render as well (as a general observable hook must)
 * would double the database work of a cold start's first frame. An answer equal to what is shown (the
 * default a pre-rendered page was drawn with, or a re-run after a write that changed nothing this
 * query reads) keeps what is shown and draws nothing again: on a slow phone, redrawing a page of
 * cards for nothing is a long pause. A changed answer redraws as a transition, in slices the browser
 * can interleave with taps and scrolling, since new data is never more urgent than the person using it.
 * Dexie's code, which the subscription needs, loads after the first frame (db-loader.ts).
 */
import { startTransition, useEffect, useReducer, useRef, type DependencyList } from "react";
import { databaseModule } from "./db-loader";

/** Whether two answers hold the same data (arrays and plain objects compared by content). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  const proto = Object.getPrototypeOf(a) as unknown;
  if (proto !== Object.getPrototypeOf(b) || (proto !== Array.prototype && proto !== Object.prototype)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameData(a[key as never], b[key as never]));
}

interface Seen<T> {
  has: boolean;
  value: T | undefined;
  error: unknown;
}

export interface LiveQueryOptions {
  /**
   * The least time between two redraws: answers that change faster than this (a figure counting down
   * while the outbox drains) redraw at most this often, always ending on the newest answer.
   */
  redrawEveryMs?: number;
}

export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: DependencyList, defaultResult: D, options?: LiveQueryOptions): T | D;
export function useLiveQuery<T, D>(
  querier: () => T | Promise<T>,
  deps: DependencyList = [],
  defaultResult?: D,
  { redrawEveryMs = 0 }: LiveQueryOptions = {},
): T | D | undefined {
  const seen = useRef<Seen<T>>({ has: false, value: undefined, error: null });
  // What the last render returned: an answer with the same data keeps it, and draws nothing again.
  const shown = useRef<T | D | undefined>(undefined);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | null = null;
    let live = true;
    let drawnAt = -Infinity;
    let later: ReturnType<typeof setTimeout> | undefined;
    const redraw = () => {
      later = undefined;
      drawnAt = performance.now();
      startTransition(rerender);
    };
    const changed = () => {
      if (later !== undefined) return;
      const waitMs = drawnAt + redrawEveryMs - performance.now();
      if (waitMs <= 0) redraw();
      else later = setTimeout(redraw, waitMs);
    };
    const failed = (error: unknown) => {
      seen.current = { ...seen.current, error };
      rerender();
    };
    databaseModule().then(({ liveQuery }) => {
      if (!live) return;
      subscription = liveQuery(querier).subscribe({
        next: (value) => {
          const same = !seen.current.error && sameData(value, shown.current);
          seen.current = { has: true, value: same ? (shown.current as T) : value, error: null };
          if (!same) changed();
        },
        error: failed,
      });
    }, failed);
    return () => {
      live = false;
      clearTimeout(later);
      subscription?.unsubscribe();
    };
    // The caller's deps decide when the query is a different one, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (seen.current.error) throw seen.current.error;
  return (shown.current = seen.current.has ? (seen.current.value as T) : defaultResult);
}
