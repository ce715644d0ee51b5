/**
 * "Hunt history" on the profile: each finished hunt, newest first, with its score and badge and, when
 * explorers played it, every explorer's score and badge.
 */
import { Link } from "../../lib/i18n/links";
import { useBackgroundRefresh } from "../../lib/background-refresh";
import { formatDay } from "./dates";
import { refreshHuntHistory, useHuntHistory } from "./hunt-history-data";

const badgeText = (earned: boolean) => (earned ? "Badge earned" : "No badge");

export function HuntHistory({ userId }: { userId: number }) {
  useBackgroundRefresh(`hunt-history:${userId}`, refreshHuntHistory);
  const history = useHuntHistory(userId);
  return (
    <section className="card card-body stack hunt-history" aria-labelledby="hunt-history-heading">
      <h2 id="hunt-history-heading">Hunt history</h2>
      {history === null && <p className="muted">Your finished hunts show here once this device has been online.</p>}
      {history?.length === 0 && (
        <p className="muted">
          No hunts finished yet. <Link to="/scavengerhunts">Pick a hunt</Link> and earn your first badge!
        </p>
      )}
      {history && history.length > 0 && (
        <ul className="account-list">
          {history.map((entry) => (
            <li key={`${entry.hunt_id}-${entry.completed_at}`} className="hunt-history-entry">
              <div>
                <strong>{entry.title ?? "A hunt no longer listed"}</strong>
                <span className="muted"> · {formatDay(entry.completed_at)}</span>
              </div>
              <div className="account-list-end">
                {entry.score} points {entry.badge_earned && <span className="badge">{badgeText(true)}</span>}
              </div>
              {entry.explorers.length > 0 && (
                <ul className="hunt-history-explorers" aria-label="Explorers">
                  {entry.explorers.map((explorer) => (
                    <li key={explorer.name}>
                      <span>{explorer.name}</span>
                      <span>
                        {explorer.score} points · {badgeText(explorer.badge_earned)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
