/**
 * The foot of a list read a page at a time: how many rows are shown of how many there are, and a
 * "Load more" button while more remain. The count is a polite live region, so a screen reader hears
 * the new count once a page has arrived; the button stays focusable while the page loads (marked busy,
 * not disabled), so keyboard focus is not lost and pressing again does not ask twice.
 */
import { useLang } from "../lib/i18n/use-lang";
import { useTexts } from "../lib/i18n/texts";
import { wholeNumber } from "../lib/i18n/format";
import { componentTexts } from "./component-texts";
import "./load-more.css";

interface Props {
  shown: number;
  total: number;
  /** Whether the server has a page after those shown. */
  more: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

export function LoadMore({ shown, total, more, loading, failed, onLoadMore }: Props) {
  const t = useTexts(componentTexts);
  const lang = useLang();
  return (
    <div className="load-more">
      <p className="muted" aria-live="polite">
        {t.showingOf({ shown: wholeNumber(shown, lang), total: wholeNumber(Math.max(total, shown), lang) })}
      </p>
      {failed && (
        <p className="alert alert-warn" role="alert">
          {t.loadMoreFailed()}
        </p>
      )}
      {more && (
        <button type="button" className="btn btn-secondary" aria-busy={loading} aria-disabled={loading} onClick={() => loading || onLoadMore()}>
          {loading ? t.loadingMore() : t.loadMore()}
        </button>
      )}
    </div>
  );
}
