/**
 * The team's result as its group sees it, read from the hunt's progress on this phone: the finds, and
 * once the quiz is handed in its answers, score and badge (with explorers, the best explorer's, as the
 * completion's own score is). Before the quiz the score is the finds' points, as the page shows it.
 * Nothing in it says where the team is.
 */
import { bestExplorer } from "#shared/rules/family-record";
import { foundPoints, huntSheet } from "#shared/rules/scoring";
import type { TeamResult } from "#shared/rules/team-result";
import type { PlayableHunt } from "../playable-hunt";
import type { Progress } from "../stores/hunt-progress";
import type { GroupTeam } from "./group-team";

type Played = Pick<Progress, "found" | "quizCompleted" | "quizAnswers" | "totalScore" | "badgeEarned" | "explorers">;

/** What makes a result new to the group: the finds, and whether the quiz is done. */
export function reportKey({ found, quizCompleted }: Pick<Progress, "found" | "quizCompleted">): string {
  return `${[...found].sort((a, b) => a - b).join(",")}|${quizCompleted ? "quiz" : ""}`;
}

/** The score, badge and answers the team shows now: its quiz's once handed in, else its finds' points. */
export function teamScore(progress: Played, hunt: Pick<PlayableHunt, "items" | "quiz_questions">): Pick<TeamResult, "answers" | "score" | "badgeEarned"> {
  if (!progress.quizCompleted) return { answers: {}, score: foundPoints(huntSheet(hunt), progress.found), badgeEarned: false };
  const runs = (progress.explorers?.runs ?? []).flatMap((run) => (run.result ? [{ ...run.result, answers: run.answers }] : []));
  const best = bestExplorer(runs);
  if (best) return { answers: best.answers, score: best.score, badgeEarned: best.badge_earned };
  return { answers: progress.quizAnswers, score: progress.totalScore, badgeEarned: progress.badgeEarned };
}

export function currentResult(progress: Played, hunt: Pick<PlayableHunt, "items" | "quiz_questions" | "lang">, team: Pick<GroupTeam, "code" | "teamId" | "name">, now = Date.now()): TeamResult {
  return {
    code: team.code,
    teamId: team.teamId,
    teamName: team.name,
    lang: hunt.lang,
    found: progress.found,
    ...teamScore(progress, hunt),
    quizDone: progress.quizCompleted,
    reportedAt: Math.floor(now / 1000),
  };
}
