/**
 * What "Print results" puts on paper (group-lead.css hides everything else when printing): the day, and
 * every team with its score and badge, in the order they joined, on one page.
 */
import type { BoardTeam } from "#shared/schemas/group";
import { formatDate } from "../../../lib/i18n/format";
import { useTexts } from "../../../lib/i18n/texts";
import { useLang } from "../../../lib/i18n/use-lang";
import { BadgeDrawing } from "../components/explorer-badge";
import { HUNT_BADGE_EMOJI } from "../components/badge-art";
import { groupsTexts } from "./groups-texts";

const BADGE_HEIGHT_PX = 28;
/** Past this many teams the list is printed in two columns, so it still fits one page. */
const ONE_COLUMN_TEAMS_MAX = 20;

export function PrintSheet({ teams }: { teams: readonly BoardTeam[] }) {
  const t = useTexts(groupsTexts);
  const lang = useLang();
  const date = formatDate(Date.now(), lang, { year: "numeric", month: "long", day: "numeric" });
  return (
    <section className="group-print">
      <p>{t.printedOn({ date })}</p>
      <ul className={teams.length > ONE_COLUMN_TEAMS_MAX ? "print-teams two-columns" : "print-teams"}>
        {teams.map((team) => (
          <li key={team.id}>
            <span className="print-team-name">{team.name}</span>
            <span>
              {t.score()}: <strong>{team.score}</strong>
            </span>
            {team.badge_earned ? <BadgeDrawing label={t.badgeEarned()} emoji={HUNT_BADGE_EMOJI} height={BADGE_HEIGHT_PX} /> : <span>{t.noBadge()}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
