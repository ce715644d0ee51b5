/**
 * A team's parts of its hunt's page, loaded after the page's first frame (components/lazy-parts.ts):
 * the banner saying which team and group the phone plays for, "Show results to your leader" (prominent
 * once the hunt is done), and the standings, kept current while the page is on screen. Playing, it
 * tells the group each new result (use-team-reports.ts). Once the group has ended the hunt locks again,
 * and the team's own result stays.
 */
import { useStore } from "zustand";
import { groupTeamKey } from "../../../lib/database/store-keys";
import { withDatabase } from "../../../lib/database/db-loader";
import { useLiveQuery } from "../../../lib/database/use-live-query";
import { useTexts } from "../../../lib/i18n/texts";
import type { PlayableHunt } from "../playable-hunt";
import type { ProgressStore } from "../stores/hunt-progress";
import { isActive, type ActiveTeam, type GroupTeam } from "./group-team";
import { TeamResultLine } from "./team-result-line";
import { TeamResultsCode } from "./team-results-code";
import { TeamStandings } from "./team-standings";
import { teamsTexts } from "./teams-texts";
import { useStandingsRefresh } from "./use-standings-refresh";
import { useTeamReports } from "./use-team-reports";
import "./team.css";

interface Props {
  code: string;
  hunt: PlayableHunt;
  store: ProgressStore;
}

export function TeamPanel({ code, hunt, store }: Props) {
  const team = useLiveQuery(() => withDatabase((db) => db.kv.get(groupTeamKey(code))).then((row) => row?.value as GroupTeam | undefined), [code], undefined);
  if (!team) return null;
  return isActive(team) ? <PlayingTeam team={team} hunt={hunt} store={store} /> : <EndedTeam team={team} hunt={hunt} store={store} />;
}

function PlayingTeam({ team, hunt, store }: { team: ActiveTeam; hunt: PlayableHunt; store: ProgressStore }) {
  useTeamReports(store, hunt, team);
  useStandingsRefresh(team);
  const t = useTexts(teamsTexts);
  const done = useStore(store, (s) => s.quizCompleted);
  return (
    <section className="card card-body stack team-panel" aria-labelledby="team-banner">
      <p id="team-banner" className="team-banner">
        {t.playingAs({ name: team.name, code: team.code })}
      </p>
      <TeamResultsCode team={team} hunt={hunt} store={store} prominent={done} />
      <TeamStandings team={team} />
    </section>
  );
}

function EndedTeam({ team, hunt, store }: { team: GroupTeam; hunt: PlayableHunt; store: ProgressStore }) {
  const t = useTexts(teamsTexts);
  return (
    <section className="card card-body stack team-panel" aria-labelledby="team-ended">
      <h2 id="team-ended">{t.groupEndedTitle({ code: team.code })}</h2>
      <p>{t.groupEndedText({ name: team.name })}</p>
      <TeamResultLine hunt={hunt} store={store} />
      {team.standings && <TeamStandings team={team} />}
    </section>
  );
}
