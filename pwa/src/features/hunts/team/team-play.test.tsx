// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readTeamResult, signTeamResult, type TeamResult } from "#shared/rules/team-result";
import type { TeamStandings } from "#shared/schemas/group";
import { db } from "../../../lib/database/db";
import { loadLanguage } from "../../../lib/i18n/texts";
import { qrPath } from "../../../lib/qr/qr-code";
import { huntProgressStore, type ExplorerRun } from "../stores/hunt-progress";
import { seriousViolations } from "../../../testing/axe";
import { resetDevice, sampleHunt, stubCaches, stubFetch } from "../../../testing/hunts/screens";
import { GROUP_CODE, GROUP_KEY, renderTeamPages, standingsRoute, standingsRow, storeTeam } from "../../../testing/hunts/teams";
import { currentResult } from "./current-result";

const PAID = sampleHunt({ price: 4.99 });
const OFF: TeamStandings = { status: "active", leaderboard: false, teams: [standingsRow({ found: 0, score: 0, rank: 2 })] };

function serve(standings: TeamStandings | number = OFF) {
  return stubFetch(standingsRoute(standings), (url) => (url.pathname === "/api/hunts/1" ? Response.json(PAID) : undefined));
}

async function sentResults(): Promise<TeamResult[]> {
  const rows = (await db.outbox.toArray()).filter((row) => row.kind === "group.progress");
  return Promise.all(
    rows.map(async (row) => {
      // The payload is the signed text alone: nothing beside it, and no field in it for where the team is.
      expect(Object.keys(row.payload)).toEqual(["result"]);
      const read = await readTeamResult((row.payload as { result: string }).result, GROUP_KEY, GROUP_CODE);
      if (!read.ok) throw new Error(read.problem);
      return read.result;
    }),
  );
}

const found = () => screen.findAllByRole("button", { name: /^Found it!/ });

beforeAll(() => loadLanguage("es"));
beforeEach(async () => {
  await resetDevice();
  stubCaches();
  await db.hunts.put({ ...PAID, downloadedAt: Date.now() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("a paid hunt played for a group", () => {
  it("is open to a team of a group still going, under the team's banner", async () => {
    serve();
    await storeTeam();
    renderTeamPages("/hunt/1");
    expect(await found()).toHaveLength(2);
    expect(await screen.findByText("Playing as team Otters in group K7M2QX")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buy This Hunt" })).toBeNull();
  });

  it("locks again once the group has ended, and the team's own result stays", async () => {
    serve(410);
    await storeTeam();
    huntProgressStore(1).setState({ found: [11, 12], quizCompleted: true, totalScore: 30, badgeEarned: true });
    renderTeamPages("/hunt/1");
    expect(await screen.findByRole("button", { name: "Buy This Hunt" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Group K7M2QX has ended" })).toBeTruthy();
    expect(screen.getByText("Score: 30 points")).toBeTruthy();
    expect(screen.getByText("2 of 2 items found")).toBeTruthy();
    const kept = (await db.kv.get(`group-team:${GROUP_CODE}`))?.value;
    expect(kept).not.toHaveProperty("token");
    expect(kept).not.toHaveProperty("key");
  });

  it("stays locked for a phone in no group", async () => {
    serve();
    renderTeamPages("/hunt/1");
    expect(await screen.findByRole("button", { name: "Buy This Hunt" })).toBeTruthy();
    expect(screen.queryByText(/Playing as team/)).toBeNull();
  });
});

describe("telling the group", () => {
  it("queues the team's result after each find, the newer replacing the one not sent yet", async () => {
    serve();
    await storeTeam();
    renderTeamPages("/hunt/1");
    fireEvent.click((await found())[0]!);
    await waitFor(async () => expect(await sentResults()).toHaveLength(1));
    expect((await sentResults())[0]).toMatchObject({ teamId: 7, teamName: "Otters", lang: "en", found: [11], answers: {}, score: 10, badgeEarned: false, quizDone: false });

    fireEvent.click((await found())[0]!);
    await waitFor(async () => expect((await sentResults())[0]?.found).toEqual([11, 12]));
    expect(await sentResults()).toHaveLength(1);
  });

  it("queues the quiz's result with the completion, the best explorer's answers and score", async () => {
    serve();
    await storeTeam({ reported: "11,12|" });
    const runs: ExplorerRun[] = [
      { name: "Maya", answers: { "21": "A pipe", "22": "North pole" }, submitted: true },
      { name: "Leo", answers: {}, submitted: false },
    ];
    huntProgressStore(1).setState({ found: [11, 12], showQuiz: true, explorers: { runs, turn: 1, spotted: {} } });
    renderTeamPages("/hunt/1");
    await screen.findByText("Playing as team Otters in group K7M2QX");
    fireEvent.click(await screen.findByRole("radio", { name: "Old rain" }));
    fireEvent.click(screen.getByRole("radio", { name: "East entrance" }));
    await waitFor(() => expect((screen.getByRole("button", { name: "Submit Quiz" }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole("button", { name: "Submit Quiz" }));

    await waitFor(async () => expect(await sentResults()).toHaveLength(1));
    const [completion] = (await db.outbox.toArray()).filter((row) => row.kind === "hunt.complete");
    expect(completion?.payload).toMatchObject({ score: 30, badge_earned: true });
    expect((await sentResults())[0]).toMatchObject({ found: [11, 12], answers: { "21": "Old rain", "22": "East entrance" }, score: 30, badgeEarned: true, quizDone: true });
    // The page does not queue the same result again once the completion shows.
    expect(await screen.findByRole("button", { name: "Show results to your leader" })).toHaveProperty("className", "btn btn-accent team-results-button");
    expect(await sentResults()).toHaveLength(1);
  });
});

describe("the team's results code", () => {
  it("shows the current result, signed for the group, with the team's name and result in words", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-29T10:00:00Z") });
    serve();
    await storeTeam({ reported: "11|" });
    huntProgressStore(1).setState({ found: [11] });
    renderTeamPages("/hunt/1");
    fireEvent.click(await screen.findByRole("button", { name: "Show results to your leader" }));
    const code = await screen.findByRole("img", { name: "QR code of team Otters's results" });
    const expected = await signTeamResult(currentResult(huntProgressStore(1).getState(), { ...PAID, lang: "en" }, { code: GROUP_CODE, teamId: 7, name: "Otters" }), GROUP_KEY);
    expect(code.querySelector("path")?.getAttribute("d")).toBe(qrPath(expected).d);
    const caption = within(code.closest("figure")!);
    expect(caption.getByText("Team Otters")).toBeTruthy();
    expect(caption.getByText("Score: 10 points")).toBeTruthy();
    expect(caption.getByText("1 of 2 items found")).toBeTruthy();
  });
});

describe("the standings", () => {
  it("ranks every team by score when the leader turned the leaderboard on, asking with the team's token", async () => {
    const fetch = serve({ status: "active", leaderboard: true, teams: [standingsRow({ id: 9, name: "Bears", score: 40, found: 2, rank: 1 }), standingsRow({ rank: 2 })] });
    await storeTeam();
    renderTeamPages("/hunt/1");
    const rows = (await screen.findAllByText(/^\d\. /)).map((row) => row.closest("li")?.textContent);
    expect(rows).toEqual(["1. Bears 40 points, 2 of 2 items found", "2. Otters (your team) 10 points, 1 of 2 items found"]);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/groups/${GROUP_CODE}/standings`))).toBe(true);
  });

  it("shows only the team's own line when the leaderboard is off", async () => {
    serve();
    await storeTeam();
    renderTeamPages("/hunt/1");
    expect(await screen.findByText("Your leader has not turned the leaderboard on, so only your team's line shows.")).toBeTruthy();
    expect(screen.getByText("2. Otters (your team)").closest("li")?.textContent).toBe("2. Otters (your team) 0 points, 0 of 2 items found");
  });

  it("says when it has none yet for lack of signal, and keeps the last ones it saw", async () => {
    stubFetch((url) => (url.pathname === "/api/hunts/1" ? Response.json(PAID) : undefined));
    await storeTeam();
    renderTeamPages("/hunt/1");
    expect(await screen.findByText("The standings show here once this phone has signal.")).toBeTruthy();
    cleanup();

    await storeTeam({ standings: { leaderboard: false, teams: [standingsRow()], at: Date.now() }, standingsMissedAt: Date.now() });
    renderTeamPages("/hunt/1");
    expect(await screen.findByText(/^No signal: these are the last standings this phone saw, at /)).toBeTruthy();
    expect(screen.getByText("1. Otters (your team)")).toBeTruthy();
  });
});

describe("a team's page", () => {
  it("is in Spanish on a Spanish page", async () => {
    serve();
    await storeTeam();
    renderTeamPages("/es/hunt/1");
    expect(await screen.findByText("Jugando como el equipo Otters en el grupo K7M2QX")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Mostrar los resultados a tu líder" }));
    expect(await screen.findByRole("img", { name: "Código QR de los resultados del equipo Otters" })).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Clasificación" })).toBeTruthy();
  });

  it("has no serious accessibility problems in the team's parts", async () => {
    serve({ status: "active", leaderboard: true, teams: [standingsRow()] });
    await storeTeam();
    renderTeamPages("/hunt/1");
    fireEvent.click(await screen.findByRole("button", { name: "Show results to your leader" }));
    await screen.findByRole("img", { name: "QR code of team Otters's results" });
    await screen.findByText("1. Otters (your team)");
    const panel = screen.getByText("Playing as team Otters in group K7M2QX").closest("section")!;
    expect(await seriousViolations(panel)).toEqual([]);
  });
});
