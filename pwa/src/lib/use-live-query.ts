/**
 * A screen's live read of the device database: `defaultResult` until the first answer, then the
 * querier's result, re-run by Dexie whenever rows it read change. When `deps` change, the previous
 * result stays on screen until the new one arrives. The query starts once the render has committed and
 * runs once per subscription; reading it during render as well (as a general observable hook must)
 * would double the database work of a cold start's first frame.
 */
import { liveQuery } from "dexie";
import { useEffect, useReducer, useRef, type DependencyList } from "react";

interface Seen<T> {
  has: boolean;
  value: T | undefined;
  error: unknown;
}

export function useLiveQuery<T>(querier: () => T | Promise<T>, deps?: DependencyList): T | undefined;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: DependencyList, defaultResult: D): T | D;
export function useLiveQuery<T, D>(querier: () => T | Promise<T>, deps: DependencyList = [], defaultResult?: D): T | D | undefined {
  const seen = useRef<Seen<T>>({ has: false, value: undefined, error: null });
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscription = liveQuery(querier).subscribe({
      next: (value) => {
        seen.current = { has: true, value, error: null };
        rerender();
      },
      error: (error: unknown) => {
        seen.current = { ...seen.current, error };
        rerender();
      },
    });
    return () => subscription.unsubscribe();
    // The caller's deps decide when the query is a different one, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if (seen.current.error) throw seen.current.error;
  return seen.current.has ? (seen.current.value as T) : defaultResult;
}
