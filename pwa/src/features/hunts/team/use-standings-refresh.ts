/** Asks for the team's standings when its page shows, then every STANDINGS_REFRESH_MS while it stays on screen. */
import { useEffect, useRef } from "react";
import { usePageVisible } from "../location/use-page-visible";
import type { ActiveTeam } from "./group-team";
import { refreshStandings, STANDINGS_REFRESH_MS } from "./refresh-standings";

export function useStandingsRefresh(team: ActiveTeam): void {
  const visible = usePageVisible();
  const latest = useRef(team);
  latest.current = team;
  useEffect(() => {
    if (!visible) return;
    const refresh = () => void refreshStandings(latest.current).catch(() => undefined);
    refresh();
    const timer = setInterval(refresh, STANDINGS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [visible, team.code]);
}
