import { describe, expect, it } from "vitest";
import { boardTeam, groupBoard } from "../../../testing/hunts/groups";
import { boardTeams, newerScan, type ScannedTeam } from "./lead-group";

const scan = (overrides: Partial<ScannedTeam> = {}): ScannedTeam => ({
  id: 41,
  name: "Río Owls",
  found: 7,
  quizDone: true,
  score: 75,
  badgeEarned: true,
  reportedAt: "2026-11-29T16:00:00.000Z",
  ...overrides,
});

describe("the board the leader sees", () => {
  it("lays a scanned result newer than the server's row over it, keeping the row's explorers and total", () => {
    const [owls] = boardTeams({ board: groupBoard(), scans: { 41: scan() }, itemCount: 12 });
    expect(owls).toEqual({ ...boardTeam(), found: 7, quiz_done: true, score: 75, badge_earned: true, reported_at: "2026-11-29T16:00:00.000Z" });
  });

  it("keeps the server's row once it is as new as the scan, or newer", () => {
    const board = groupBoard({ teams: [boardTeam({ score: 80, reported_at: "2026-11-29T16:00:00.000Z" })] });
    expect(boardTeams({ board, scans: { 41: scan() }, itemCount: 10 })[0]!.score).toBe(80);
  });

  it("gives a team only scanned a row of its own, out of the hunt's items, and lists the teams in the order they joined, not by score", () => {
    const teams = boardTeams({ board: groupBoard(), scans: { 7: scan({ id: 7, name: "Early Larks", score: 1 }) }, itemCount: 12 });
    expect(teams.map((team) => [team.name, team.score])).toEqual([["Early Larks", 1], ["Río Owls", 40], ["Canyon Wrens", 95]]);
    expect(teams[0]).toMatchObject({ explorers: [], found: 7, total: 12 });
  });

  it("shows the scans alone before the board was ever read", () => {
    expect(boardTeams({ board: null, scans: { 41: scan() }, itemCount: 10 }).map((team) => team.name)).toEqual(["Río Owls"]);
  });

  it("keeps the newer of two scans of a team", () => {
    const old = scan({ score: 10, reportedAt: "2026-11-29T15:00:00.000Z" });
    expect(newerScan(old, scan()).score).toBe(75);
    expect(newerScan(scan(), old).score).toBe(75);
    expect(newerScan(undefined, old)).toBe(old);
  });
});
