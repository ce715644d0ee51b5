/** The latest points earned and spent ("points activity"), newest first, and more as the family asks. */
import { POINTS_HISTORY_PAGE } from "#shared/rules/list-limit";
import type { PointsTransaction } from "#shared/schemas/user";
import { LoadMore } from "../../../components/load-more";
import type { StoredPages } from "../../../lib/database/stored-pages";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { useShownPages } from "../account-pages";
import { POINTS_LIST } from "../account-data";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";

export const POINTS_ACTIVITY_MAX = 5;

export function PointsActivity({ userId, history }: { userId: number; history: StoredPages<PointsTransaction> | null | undefined }) {
  const { rows, total, more, view } = useShownPages(POINTS_LIST, userId, history, POINTS_ACTIVITY_MAX, POINTS_HISTORY_PAGE);
  const t = useTexts(accountTexts);
  const lang = useLang();
  // The server writes each entry's description in English ("Completed hunt: …").
  const descriptionLang = useTextLang("en");
  return (
    <section className="card card-body stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{t.pointsActivity()}</h2>
      {history === null && <p className="muted">{t.pointsActivityOffline()}</p>}
      {history && rows.length === 0 && <p className="muted">{t.noPointsActivity()}</p>}
      {rows.length > 0 && (
        <ul className="account-list">
          {rows.map((entry) => {
            const earned = entry.transaction_type === "earned";
            return (
              <li key={entry.id}>
                <div>
                  <strong lang={descriptionLang}>{entry.description}</strong>
                  <span className="muted"> · {formatDay(entry.created_at, lang)}</span>
                </div>
                <strong className={earned ? "points-earned" : "points-spent"}>
                  {earned ? "+" : "-"}
                  {t.points({ points: Math.abs(entry.points_amount) })}
                </strong>
              </li>
            );
          })}
        </ul>
      )}
      {total > POINTS_ACTIVITY_MAX && <LoadMore shown={rows.length} total={total} more={more} loading={view.loading} failed={view.failed} onLoadMore={view.loadMore} />}
    </section>
  );
}
