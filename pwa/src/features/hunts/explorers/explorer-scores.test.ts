import { describe, expect, it } from "vitest";
import { roperHuntIn } from "../roper-hunt";
import { badgeScore, huntSheet, maxScore } from "#shared/rules/scoring";
import type { Explorers } from "../stores/hunt-progress";
import { explorerResults, explorersCompletion, withResults } from "./explorer-scores";
import { handIn, namesEditable, nextTurn, spot, spottedCount, withNames } from "./explorer-state";

const { questions: ROPER_QUESTIONS, scoring: ROPER_SCORING } = roperHuntIn("en")!;

const ALL_CLUES = Array.from({ length: 16 }, (_, i) => i + 1);

/** Roper answers with the first `right` questions correct and the rest wrong. */
const roperAnswers = (right: number) => Object.fromEntries(ROPER_QUESTIONS.map((q, i) => [String(q.id), i < right ? q.answer : "wrong"]));

function team(...runs: [string, Record<string, string>][]): Explorers {
  return { runs: runs.map(([name, answers]) => ({ name, answers, submitted: true })), turn: runs.length - 1, spotted: {} };
}

describe("explorers' scores", () => {
  it("gives every explorer 10 for each find and their own right answers; on the Roper hunt the badge is at 175", () => {
    // 16 clues (160) + 3 right (15) = 175; + 2 right (10) = 170.
    const results = explorerResults(team(["Maya", roperAnswers(3)], ["Leo", roperAnswers(2)]), ALL_CLUES, ROPER_SCORING);
    expect(results).toEqual([
      { name: "Maya", score: 175, badge_earned: true, spotted: 0 },
      { name: "Leo", score: 170, badge_earned: false, spotted: 0 },
    ]);
  });

  it("puts a server hunt's badge at 70% of its maximum, each item scoring its own points", () => {
    const questions = [1, 2, 3, 4, 5, 6].map((n) => ({ id: 30 + n, correct_answer: "Yes", points: 5 }));
    // max 10 + 20 + 6 x 5 = 60, badge at 42
    const sheet = huntSheet({ items: [{ id: 11, points: 10 }, { id: 12, points: 20 }], quiz_questions: questions });
    const answers = (right: number) => Object.fromEntries(questions.map((q, i) => [String(q.id), i < right ? "Yes" : "No"]));
    expect([maxScore(sheet), badgeScore(sheet)]).toEqual([60, 42]);
    const results = explorerResults(team(["Ana", answers(3)], ["Ben", answers(2)]), [11, 12], sheet);
    expect(results.map(({ score, badge_earned }) => [score, badge_earned])).toEqual([[45, true], [40, false]]);
  });

  it("sends what each explorer answered and the best explorer's score and badge, the first of a tie being the best", () => {
    const explorers = team(["Maya", { "21": "A" }], ["Leo", { "21": "B" }], ["Ana", { "21": "C" }]);
    const results = [
      { name: "Maya", score: 170, badge_earned: false, spotted: 2 },
      { name: "Leo", score: 180, badge_earned: true, spotted: 0 },
      { name: "Ana", score: 180, badge_earned: true, spotted: 1 },
    ];
    expect(explorersCompletion(explorers, results)).toEqual({
      score: 180,
      badgeEarned: true,
      explorers: [
        { ...results[0], answers: { "21": "A" } },
        { ...results[1], answers: { "21": "B" } },
        { ...results[2], answers: { "21": "C" } },
      ],
    });
  });

  it("keeps each explorer's line of the completion with their run", () => {
    const explorers = team(["Maya", {}], ["Leo", {}]);
    const results = explorerResults(explorers, [], ROPER_SCORING);
    expect(withResults(explorers, results).runs.map((run) => run.result)).toEqual(results);
  });
});

describe("who spotted each find", () => {
  it("credits a find to one explorer at a time, takes it back, and counts only the finds made", () => {
    let explorers = withNames(undefined, ["Maya", "Leo"])!;
    explorers = spot(explorers, 11, "Maya");
    explorers = spot(explorers, 12, "Maya");
    explorers = spot(explorers, 12, "Leo");
    expect(explorers.spotted).toEqual({ "11": "Maya", "12": "Leo" });
    expect([spottedCount(explorers, "Maya", [11, 12]), spottedCount(explorers, "Leo", [11, 12])]).toEqual([1, 1]);
    expect(spottedCount(explorers, "Maya", [12])).toBe(0);
    explorers = spot(explorers, 11, undefined);
    expect(explorers.spotted).toEqual({ "12": "Leo" });
  });

  it("forgets the spots of an explorer who leaves, and keeps the others' answers and spots", () => {
    let explorers = withNames(undefined, ["Maya", "Leo"])!;
    explorers = spot(spot(explorers, 11, "Maya"), 12, "Leo");
    explorers = { ...explorers, runs: explorers.runs.map((run) => (run.name === "Leo" ? { ...run, answers: { "21": "A" } } : run)) };
    const next = withNames(explorers, ["Leo", "Ana"])!;
    expect(next.runs).toEqual([
      { name: "Leo", answers: { "21": "A" }, submitted: false },
      { name: "Ana", answers: {}, submitted: false },
    ]);
    expect(next.spotted).toEqual({ "12": "Leo" });
    expect(withNames(next, [])).toBeUndefined();
  });
});

describe("turns", () => {
  it("keeps the answers of the explorer handing in, passes to the next, and locks the names from the first hand-in", () => {
    let explorers = withNames(undefined, ["Maya", "Leo"])!;
    expect(namesEditable({ quizCompleted: false, explorers })).toBe(true);
    explorers = handIn(explorers, { "21": "Old rain" });
    expect(explorers.runs[0]).toEqual({ name: "Maya", answers: { "21": "Old rain" }, submitted: true });
    expect(namesEditable({ quizCompleted: false, explorers })).toBe(false);
    explorers = nextTurn(explorers);
    expect(explorers.turn).toBe(1);
    expect(nextTurn(explorers).turn).toBe(1);
    expect(namesEditable({ quizCompleted: true, explorers: undefined })).toBe(false);
  });
});
