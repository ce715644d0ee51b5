/**
 * What the leader's phone keeps of a group it made, and the board it shows from that. The server's last
 * board and the results scanned since are kept apart and merged when drawn: a scanned result newer than
 * a team's row replaces it at once, with no signal, and the server's next board (which counts the same
 * result once it arrives) takes over when it is as new. Teams are listed in the order they joined,
 * never by score: the board shows no position.
 */
import type { BoardTeam, GroupBoard } from "#shared/schemas/group";
import type { TeamResult } from "#shared/rules/team-result";

/** The key-value table's key for a group made on this phone. */
export const LEAD_GROUP_PREFIX = "group-lead:";
export const leadGroupKey = (code: string) => `${LEAD_GROUP_PREFIX}${code}`;
/** The leader's page of a group. */
export const groupPath = (code: string) => `/group/${code}`;

/** A team's latest result read from its QR code on this phone. */
export interface ScannedTeam {
  id: number;
  name: string;
  found: number;
  quizDone: boolean;
  score: number;
  badgeEarned: boolean;
  /** When the team's phone made the result (ISO), as the board writes `reported_at`. */
  reportedAt: string;
}

export interface LeadGroup {
  code: string;
  huntId: number;
  huntTitle: string;
  /** The hunt's items, the total of a team the board has not shown yet. */
  itemCount: number;
  joinUrl: string;
  /** The group's key, which checks a scanned result; null on a phone that did not make the group. */
  key: string | null;
  board: GroupBoard | null;
  /** When the board was last read from the server (ms). */
  boardAt: number | null;
  /** Each team's newest scanned result, by team id. */
  scans: Record<string, ScannedTeam>;
  /** The signatures of the results queued from this phone: each signed text goes to the outbox once. */
  queued: string[];
}

export function scannedTeam(result: TeamResult): ScannedTeam {
  return {
    id: result.teamId,
    name: result.teamName,
    found: result.found.length,
    quizDone: result.quizDone,
    score: result.score,
    badgeEarned: result.badgeEarned,
    reportedAt: new Date(result.reportedAt * 1000).toISOString(),
  };
}

const timeOf = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

/** The newer of two scans of one team (the first when they are as new). */
export const newerScan = (kept: ScannedTeam | undefined, scan: ScannedTeam) => (kept && timeOf(kept.reportedAt) >= timeOf(scan.reportedAt) ? kept : scan);

function withScan(row: BoardTeam | undefined, scan: ScannedTeam, itemCount: number): BoardTeam {
  if (row && timeOf(row.reported_at) >= timeOf(scan.reportedAt)) return row;
  const { found, quizDone, score, badgeEarned, reportedAt } = scan;
  const base = row ?? { id: scan.id, name: scan.name, explorers: [], total: itemCount };
  return { ...base, found, quiz_done: quizDone, score, badge_earned: badgeEarned, reported_at: reportedAt };
}

/** The teams as the board shows them: the server's rows with newer scanned results laid over, by joining order. */
export function boardTeams(lead: Pick<LeadGroup, "board" | "scans" | "itemCount">): BoardTeam[] {
  const rows = new Map((lead.board?.teams ?? []).map((team) => [team.id, team]));
  for (const scan of Object.values(lead.scans)) rows.set(scan.id, withScan(rows.get(scan.id), scan, lead.itemCount));
  // Team ids are given as teams join.
  return [...rows.values()].sort((a, b) => a.id - b.id);
}
