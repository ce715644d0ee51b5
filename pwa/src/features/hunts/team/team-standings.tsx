/**
 * The group's standings as this phone last read them: every team ranked by score when the leader turned
 * the leaderboard on, else only this team's line. Read with no signal, it says they are the last ones
 * seen, and when.
 */
import { formatDate } from "../../../lib/i18n/format";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import type { GroupTeam } from "./group-team";
import { teamsTexts } from "./teams-texts";

export function TeamStandings({ team }: { team: GroupTeam }) {
  const t = useTexts(teamsTexts);
  const lang = useLang();
  const kept = team.standings;
  const missed = team.standingsMissedAt !== undefined;
  const shown = (kept?.leaderboard ? kept.teams : kept?.teams.filter((row) => row.id === team.teamId)) ?? [];
  const ranked = [...shown].sort((a, b) => a.rank - b.rank);
  return (
    <section className="stack team-standings" aria-labelledby="standings-title">
      <h2 id="standings-title">{t.standingsTitle()}</h2>
      {!kept ? (
        <p className="muted">{missed ? t.standingsNoSignal() : t.standingsChecking()}</p>
      ) : (
        <>
          {!kept.leaderboard && <p className="muted">{t.standingsOwnOnly()}</p>}
          {ranked.length === 0 ? (
            <p className="muted">{t.standingsEmpty()}</p>
          ) : (
            <ul className="standings-list">
              {ranked.map((row) => {
                const own = row.id === team.teamId;
                return (
                  <li key={row.id} className={own ? "is-own" : undefined}>
                    <strong>{own ? t.standingsYourTeam({ rank: row.rank, name: row.name }) : t.standingsTeam({ rank: row.rank, name: row.name })}</strong>{" "}
                    <span>{t.standingsLine({ score: row.score, found: row.found, total: row.total })}</span>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="muted small-text">
            {(missed ? t.standingsLastSeen : t.standingsUpdated)({ time: formatDate(kept.at, lang, { hour: "numeric", minute: "2-digit" }) })}
          </p>
        </>
      )}
    </section>
  );
}
