/**
 * The board: one row per team, in the order the teams joined, never ranked. Each row is headed by the
 * team's name and says its explorers, how many items it found of the hunt's, whether its quiz is done,
 * its score, its badge and when its phone last reported.
 */
import type { BoardTeam } from "#shared/schemas/group";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { BadgeDrawing } from "../components/explorer-badge";
import { HUNT_BADGE_EMOJI } from "../components/badge-art";
import { clockTime } from "./clock-time";
import { groupsTexts } from "./groups-texts";

const BADGE_HEIGHT_PX = 36;

export function TeamBoard({ teams }: { teams: readonly BoardTeam[] }) {
  const t = useTexts(groupsTexts);
  const lang = useLang();
  if (teams.length === 0) return <p className="muted">{t.noTeams()}</p>;
  return (
    <div className="team-board-scroll" role="region" aria-labelledby="teams-caption" tabIndex={0}>
      <table className="team-board">
        <caption id="teams-caption" className="visually-hidden">
          {t.teams()}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t.team()}</th>
            <th scope="col">{t.explorers()}</th>
            <th scope="col">{t.found()}</th>
            <th scope="col">{t.quiz()}</th>
            <th scope="col">{t.score()}</th>
            <th scope="col">{t.badge()}</th>
            <th scope="col">{t.lastReported()}</th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => (
            <tr key={team.id}>
              <th scope="row">{team.name}</th>
              <td>{team.explorers.join(", ")}</td>
              <td>{t.foundOf({ found: team.found, total: team.total })}</td>
              <td>{team.quiz_done ? t.quizDone() : t.quizNotDone()}</td>
              <td className="team-score">{team.score}</td>
              <td>{team.badge_earned ? <BadgeDrawing label={t.badgeEarned()} emoji={HUNT_BADGE_EMOJI} height={BADGE_HEIGHT_PX} /> : <span className="muted">{t.noBadge()}</span>}</td>
              <td>{team.reported_at ? clockTime(Date.parse(team.reported_at), lang) : t.notReported()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
