/** The latest points earned and spent ("points activity"), newest first. */
import type { PointsTransaction } from "#shared/schemas/user";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { useTextLang } from "../../../lib/i18n/use-text-lang";
import { accountTexts } from "../account-texts";
import { formatDay } from "../dates";

export const POINTS_ACTIVITY_MAX = 5;

export function PointsActivity({ history }: { history: PointsTransaction[] | null | undefined }) {
  const recent = (history ?? []).slice(0, POINTS_ACTIVITY_MAX);
  const t = useTexts(accountTexts);
  const lang = useLang();
  // The server writes each entry's description in English ("Completed hunt: …").
  const descriptionLang = useTextLang("en");
  return (
    <section className="card card-body stack" aria-labelledby="activity-heading">
      <h2 id="activity-heading">{t.pointsActivity()}</h2>
      {history === null && <p className="muted">{t.pointsActivityOffline()}</p>}
      {history && recent.length === 0 && <p className="muted">{t.noPointsActivity()}</p>}
      {recent.length > 0 && (
        <ul className="account-list">
          {recent.map((entry) => {
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
    </section>
  );
}
