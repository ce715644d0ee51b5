/**
 * Group play on the wire: a leader makes a group for a hunt (`POST /api/groups`), teams join it by its
 * code with no account (`POST /api/groups/{code}/teams`), and each team's result travels as one signed
 * text (shared/rules/team-result.ts) in a `group.progress` outbox mutation, from the team's phone or
 * from the leader's after a scan. No body or answer here holds a position, and none may.
 */
import { z } from "zod";
import { GROUP_CODE_PATTERN, TEAM_EXPLORER_NAME_MAX_CHARS, TEAM_EXPLORERS_MAX, TEAM_NAME_MAX_CHARS } from "../rules/group-play";
import { TEAM_RESULT_MAX_CHARS } from "../rules/team-result";

export const groupCodeSchema = z.string().regex(GROUP_CODE_PATTERN, "must be a group code of 6 letters and digits");

export const groupCreateSchema = z.object({ hunt_id: z.number().int().positive() });

/** The key signs and checks the teams' results; only the leader and the group's teams get it. */
export const groupCreatedSchema = z.object({ code: z.string(), hunt_id: z.number().int(), join_url: z.string(), key: z.string() });
export type GroupCreated = z.infer<typeof groupCreatedSchema>;

export const GROUP_STATUSES = ["active", "ended"] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const groupUpdateSchema = z
  .object({ leaderboard: z.boolean().optional(), status: z.literal("ended").optional() })
  .refine((update) => update.leaderboard !== undefined || update.status !== undefined, "leaderboard or status is required");

const teamName = z.string().trim().min(1, "a team name is required").max(TEAM_NAME_MAX_CHARS, `must be at most ${TEAM_NAME_MAX_CHARS} characters`);
const explorerName = z.string().trim().min(1, "an explorer's name is required").max(TEAM_EXPLORER_NAME_MAX_CHARS, `must be at most ${TEAM_EXPLORER_NAME_MAX_CHARS} characters`);

export const teamJoinSchema = z.object({
  name: teamName,
  explorers: z.array(explorerName).max(TEAM_EXPLORERS_MAX, `at most ${TEAM_EXPLORERS_MAX} explorers`).default([]),
});
export type TeamJoin = z.input<typeof teamJoinSchema>;

/** The token lets the team read its group's standings; the key signs its results. */
export const teamJoinedSchema = z.object({ team_id: z.number().int(), team_token: z.string(), key: z.string(), hunt_id: z.number().int() });
export type TeamJoined = z.infer<typeof teamJoinedSchema>;

/** One team as the leader's board shows it: never where it is. */
export const boardTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  explorers: z.array(z.string()),
  found: z.number().int(),
  total: z.number().int(),
  quiz_done: z.boolean(),
  score: z.number().int(),
  badge_earned: z.boolean(),
  /** When its latest result was made on its phone; null before the first. */
  reported_at: z.string().nullable(),
});
export type BoardTeam = z.infer<typeof boardTeamSchema>;

export const groupBoardSchema = z.object({
  code: z.string(),
  hunt_id: z.number().int(),
  status: z.enum(GROUP_STATUSES),
  leaderboard: z.boolean(),
  teams: z.array(boardTeamSchema),
});
export type GroupBoard = z.infer<typeof groupBoardSchema>;

/** The `group.progress` mutation's payload: one team's signed result, as its phone or the leader's sends it. */
export const groupProgressSchema = z.object({ result: z.string().max(TEAM_RESULT_MAX_CHARS, `must be at most ${TEAM_RESULT_MAX_CHARS} characters`) });
export type GroupProgress = z.infer<typeof groupProgressSchema>;

/** The header a team's phone proves itself with (it has no account): its `team_token`. */
export const TEAM_TOKEN_HEADER = "x-team-token";

/**
 * What a team's phone sees of its group (`GET /api/groups/{code}/standings`, with its token): with the
 * leaderboard on, every team ranked by score; off, only itself.
 */
export const teamStandingsSchema = z.object({
  status: z.enum(GROUP_STATUSES),
  leaderboard: z.boolean(),
  teams: z.array(boardTeamSchema.omit({ explorers: true, reported_at: true }).extend({ rank: z.number().int() })),
});
export type TeamStandings = z.infer<typeof teamStandingsSchema>;
