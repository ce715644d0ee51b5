/**
 * How much of a list read a page at a time a screen shows: `first` rows, then `step` more each time the
 * reader asks. Rows the device already has show at once; a page is read from the server only when
 * `needsPage` says the rows to show go past what the server has answered. Without a signal the rows the
 * device kept still show, and the failure is said, not hidden.
 */
import { useState } from "react";

export interface LoadMoreState {
  shown: number;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

interface View {
  key: string;
  shown: number;
  loading: boolean;
  failed: boolean;
}

export function useLoadMore(options: {
  first: number;
  step: number;
  /** A new list (another filter) starts again from `first`. */
  resetKey?: string;
  needsPage: (shown: number) => boolean;
  /** Reads the next page into the device's copy; false when it could not. */
  loadPage: () => Promise<boolean>;
}): LoadMoreState {
  const { first, step, resetKey = "", needsPage, loadPage } = options;
  const fresh: View = { key: resetKey, shown: first, loading: false, failed: false };
  const [view, setView] = useState<View>(fresh);
  const current = view.key === resetKey ? view : fresh;
  const loadMore = () => {
    if (current.loading) return;
    const shown = current.shown + step;
    const settle = (failed: boolean) => setView({ key: resetKey, shown, loading: false, failed });
    if (!needsPage(shown)) return settle(false);
    setView({ ...current, loading: true, failed: false });
    void loadPage().then(
      (ok) => settle(!ok),
      () => settle(true),
    );
  };
  return { shown: current.shown, loading: current.loading, failed: current.failed, loadMore };
}
