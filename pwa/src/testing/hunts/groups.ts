/** Test data for group play (imported only by tests): a group, its key, its board and its teams' signed results. */
import { groupKeyFrom, signTeamResult, type TeamResult } from "#shared/rules/team-result";
import type { BoardTeam, GroupBoard } from "#shared/schemas/group";

export const CODE = "K7M2QX";
export const KEY = groupKeyFrom(new Uint8Array(32).fill(7));
/** Another group's key: what it signs, this group's key does not check. */
export const OTHER_KEY = groupKeyFrom(new Uint8Array(32).fill(9));
export const JOIN_URL = `https://parkhunts.example/join/${CODE}`;
export const HUNT = { id: 1, title: "Zion Canyon Quest", itemCount: 10 };

export function boardTeam(overrides: Partial<BoardTeam> = {}): BoardTeam {
  return { id: 41, name: "Río Owls", explorers: ["Maya", "Leo"], found: 4, total: 10, quiz_done: false, score: 40, badge_earned: false, reported_at: "2026-11-29T15:00:00.000Z", ...overrides };
}

export function groupBoard(overrides: Partial<GroupBoard> = {}): GroupBoard {
  const teams = [boardTeam(), boardTeam({ id: 42, name: "Canyon Wrens", explorers: [], found: 10, quiz_done: true, score: 95, badge_earned: true })];
  return { code: CODE, hunt_id: HUNT.id, status: "active", leaderboard: false, teams, ...overrides };
}

export function teamResult(overrides: Partial<TeamResult> = {}): TeamResult {
  return { code: CODE, teamId: 41, teamName: "Río Owls", lang: "en", found: [1, 2, 3, 4, 5, 6, 7], answers: {}, score: 75, badgeEarned: true, quizDone: true, reportedAt: Date.parse("2026-11-29T16:00:00.000Z") / 1000, ...overrides };
}

export const signedResult = (overrides: Partial<TeamResult> = {}, key = KEY) => signTeamResult(teamResult(overrides), key);
