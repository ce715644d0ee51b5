/**
 * Test helpers for a team's side of group play (imported only by tests): a team of group K7M2QX for the
 * sample hunt, kept on the device as joining keeps it, and a fake of the group API's answers.
 */
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { groupKeyFrom } from "#shared/rules/team-result";
import type { TeamStandings } from "#shared/schemas/group";
import type { GroupTeam } from "../../features/hunts/team/group-team";
import { saveTeam } from "../../features/hunts/team/team-store";
import JoinPage from "../../features/hunts/team/join-page";
import HuntPage from "../../features/hunts/hunt-page";
import { LangProvider } from "../../lib/i18n/lang-provider";

export const GROUP_CODE = "K7M2QX";
export const TEAM_TOKEN = "team-token-7";
export const GROUP_KEY = groupKeyFrom(new Uint8Array(32).fill(7));

export function sampleTeam(overrides: Partial<GroupTeam> = {}): GroupTeam {
  return { code: GROUP_CODE, teamId: 7, name: "Otters", huntId: 1, explorers: [], joinedAt: Date.now(), token: TEAM_TOKEN, key: GROUP_KEY, ...overrides };
}

/** Keeps a team on the device, as a join does. */
export async function storeTeam(overrides: Partial<GroupTeam> = {}): Promise<GroupTeam> {
  const team = sampleTeam(overrides);
  await saveTeam(team);
  return team;
}

type Row = TeamStandings["teams"][number];

export const standingsRow = (overrides: Partial<Row> = {}): Row => ({ id: 7, name: "Otters", found: 1, total: 2, quiz_done: false, score: 10, badge_earned: false, rank: 1, ...overrides });

/** The standings route's answer for the team's token: `answer` (a status alone for a refusal); anything else is refused. */
export function standingsRoute(answer: TeamStandings | number) {
  return (url: URL, init: RequestInit | undefined) => {
    if (url.pathname !== `/api/groups/${GROUP_CODE}/standings`) return undefined;
    const token = new Headers(init?.headers).get("x-team-token");
    if (token !== TEAM_TOKEN) return Response.json({ detail: "Unknown team" }, { status: 401 });
    return typeof answer === "number" ? Response.json({ detail: "Gone" }, { status: answer }) : Response.json(answer);
  };
}

/** The join pages and the hunt page in both languages, opened at `path`. */
export function renderTeamPages(path: string) {
  const pages = { "/join": <JoinPage />, "/join/:code": <JoinPage />, "/hunt/:huntId": <HuntPage /> };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <LangProvider>
              <Routes>
                {Object.entries(pages).flatMap(([pattern, page]) => [
                  <Route key={pattern} path={pattern} element={page} />,
                  <Route key={`/es${pattern}`} path={`/es${pattern}`} element={page} />,
                ])}
                <Route path="/scavengerhunts" element={<h1>All the hunts</h1>} />
              </Routes>
            </LangProvider>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}
