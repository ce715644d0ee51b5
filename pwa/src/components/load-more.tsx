/**
 * Under a list read a page at a time, once it is longer than its first page: how many of how many are
 * shown (announced as it changes), and while there are more, a real button to show them, which keeps its focus while the next page loads so a keyboard or
 * screen-reader user stays where they were.
 */
import { useTexts } from "../lib/i18n/texts";
import { componentTexts } from "./component-texts";
import type { LoadMoreState } from "./use-load-more";
import "./load-more.css";

export function LoadMore({ shown, total, more, view }: { shown: number; total: number; more: boolean; view: LoadMoreState }) {
  const t = useTexts(componentTexts);
  return (
    <div className="load-more">
      <p className="muted" role="status">
        {t.showingOf({ shown, total })}
      </p>
      {view.failed && <p className="muted">{t.loadMoreFailed()}</p>}
      {more && (
        <button type="button" className="btn btn-secondary btn-small" aria-disabled={view.loading} onClick={view.loadMore}>
          {view.loading ? t.loadingMore() : t.loadMore()}
        </button>
      )}
    </div>
  );
}
