/**
 * "Hunt history" on the profile: each finished hunt, newest first, with its score and badge and, when
 * explorers played it, every explorer's score and badge; a page of them, then more as the family asks.
 */
import { HUNT_HISTORY_PAGE } from "#shared/rules/list-limit";
import { LoadMore } from "../../components/load-more";
import { Link } from "../../lib/i18n/links";
import { useBackgroundRefresh } from "../../lib/api/background-refresh";
import { rich } from "../../lib/i18n/rich";
import { useTexts } from "../../lib/i18n/texts";
import { useLang } from "../../lib/i18n/use-lang";
import { useTextLang } from "../../lib/i18n/use-text-lang";
import { accountTexts } from "./account-texts";
import { useShownPages } from "./account-pages";
import { formatDay } from "./dates";
import { HUNT_HISTORY_LIST, refreshHuntHistory, useHuntHistory } from "./hunt-history-data";

export function HuntHistory({ userId }: { userId: number }) {
  useBackgroundRefresh(`hunt-history:${userId}`, refreshHuntHistory);
  const stored = useHuntHistory(userId);
  const { rows: history, total, more, view } = useShownPages(HUNT_HISTORY_LIST, userId, stored, HUNT_HISTORY_PAGE, HUNT_HISTORY_PAGE);
  const t = useTexts(accountTexts);
  const lang = useLang();
  // Hunt titles come from the server in English.
  const titleLang = useTextLang("en");
  const badgeText = (earned: boolean) => (earned ? t.badgeEarned() : t.noBadge());
  return (
    <section className="card card-body stack hunt-history" aria-labelledby="hunt-history-heading">
      <h2 id="hunt-history-heading">{t.huntHistory()}</h2>
      {stored === null && <p className="muted">{t.huntHistoryOffline()}</p>}
      {stored && history.length === 0 && (
        <p className="muted">
          {rich(t.noHuntsYet(), { hunts: (words) => <Link to="/scavengerhunts">{words}</Link> })}
        </p>
      )}
      {history.length > 0 && (
        <ul className="account-list">
          {history.map((entry) => (
            <li key={entry.id} className="hunt-history-entry">
              <div>
                {entry.title === null ? <strong>{t.huntGone()}</strong> : <strong lang={titleLang}>{entry.title}</strong>}
                <span className="muted"> · {formatDay(entry.completed_at, lang)}</span>
              </div>
              <div className="account-list-end">
                {t.points({ points: entry.score })} {entry.badge_earned && <span className="badge">{badgeText(true)}</span>}
              </div>
              {entry.explorers.length > 0 && (
                <ul className="hunt-history-explorers" aria-label={t.explorers()}>
                  {entry.explorers.map((explorer) => (
                    <li key={explorer.name}>
                      <span>{explorer.name}</span>
                      <span>
                        {t.points({ points: explorer.score })} · {badgeText(explorer.badge_earned)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > HUNT_HISTORY_PAGE && <LoadMore shown={history.length} total={total} more={more} loading={view.loading} failed={view.failed} onLoadMore={view.loadMore} />}
    </section>
  );
}
