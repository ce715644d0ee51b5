import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assembleRoperHunt, type RoperQuestion } from "./roper-hunt";
import { answerIsRight, badgeScore, fillInMatches, earnsBadge, foundPoints, huntSheet, maxScore, scoreClaimedRun, scoreRun, scoreSentRun } from "./scoring";

const content = (path: string) => JSON.parse(readFileSync(new URL(`../../content/${path}`, import.meta.url), "utf8"));
const english = content("i18n/en/roper-hunt.json");
const { questions: ROPER_QUESTIONS, scoring: ROPER_SCORING, maxScore: ROPER_MAX_SCORE } = assembleRoperHunt(content("roper-hunt.json"), english, english);
const byKind = (kind: RoperQuestion["kind"]) => ROPER_SCORING.questions.find((q) => q.id === ROPER_QUESTIONS.find((r) => r.kind === kind)!.id)!;
const ALL_CLUES = Array.from({ length: 16 }, (_, i) => i + 1);
/** Roper answers with the first `right` questions correct and the rest wrong. */
const roperAnswers = (right: number) => Object.fromEntries(ROPER_QUESTIONS.map((q, i) => [String(q.id), i < right ? q.answer : "wrong"]));

// Three items, one of them worth 20 points, and two questions: max 40 + 15 = 55, badge at 70% = 38.5, so 39.
const HUNT = huntSheet({
  items: [
    { id: 11, points: 10 },
    { id: 12, points: 20 },
    { id: 13, points: 10 },
  ],
  quiz_questions: [
    { id: 21, points: 5, correct_answer: "Old rain" },
    { id: 22, points: 10, correct_answer: "East entrance" },
  ],
});

describe("a hunt's score", () => {
  it("adds each found item's own points and each right answer's own points", () => {
    expect(maxScore(HUNT)).toBe(55);
    expect(scoreRun(HUNT, { found: [12], answers: {} }).score).toBe(20);
    expect(scoreRun(HUNT, { found: [11, 12, 13], answers: { "21": "Old rain", "22": "North pole" } }).score).toBe(45);
    expect(scoreRun(HUNT, { found: [11, 12, 13], answers: { "21": "Old rain", "22": "East entrance" } })).toEqual({ score: 55, badge_earned: true });
  });

  it("counts an item once, and nothing for items and questions the hunt does not have", () => {
    expect(foundPoints(HUNT, [12, 12, 99])).toBe(20);
    expect(scoreRun(HUNT, { found: [11], answers: { "77": "Old rain" } }).score).toBe(10);
  });

  it("puts the badge at 70% of the maximum, rounded up, and not a point below", () => {
    expect(badgeScore(HUNT)).toBe(39);
    expect(earnsBadge(HUNT, 39)).toBe(true);
    expect(earnsBadge(HUNT, 38)).toBe(false);
    // 70% of 170 is 118.99999999999999 in floating point: the line is 119 all the same.
    const big = huntSheet({ items: [{ id: 1, points: 170 }] });
    expect(badgeScore(big)).toBe(119);
    expect([earnsBadge(big, 118), earnsBadge(big, 119)]).toEqual([false, true]);
  });

  it("gives no badge for a hunt worth nothing", () => {
    expect(scoreRun(huntSheet({ items: [{ id: 1, points: 0 }] }), { found: [1], answers: {} })).toEqual({ score: 0, badge_earned: false });
  });

  it("needs a generic answer to be exactly the correct one", () => {
    const question = HUNT.questions[0]!;
    expect(answerIsRight(question, "Old rain")).toBe(true);
    expect(answerIsRight(question, "old rain")).toBe(false);
    expect(answerIsRight(question, undefined)).toBe(false);
  });
});

describe("the Roper hunt's score", () => {
  it("is 10 a clue and 5 a right answer: max 240, badge at 175 and not 174", () => {
    expect(ROPER_MAX_SCORE).toBe(240);
    expect(badgeScore(ROPER_SCORING)).toBe(175);
    expect(scoreRun(ROPER_SCORING, { found: ALL_CLUES, answers: roperAnswers(16) }).score).toBe(240);
    expect(scoreRun(ROPER_SCORING, { found: ALL_CLUES, answers: {} }).score).toBe(160);
    expect(scoreRun(ROPER_SCORING, { found: ALL_CLUES, answers: roperAnswers(3) })).toEqual({ score: 175, badge_earned: true });
    expect(scoreRun(ROPER_SCORING, { found: ALL_CLUES, answers: roperAnswers(2) })).toEqual({ score: 170, badge_earned: false });
    expect([earnsBadge(ROPER_SCORING, 174), earnsBadge(ROPER_SCORING, 175)]).toEqual([false, true]);
  });

  it("takes a fill-in answer that contains the expected word, in any case", () => {
    const q = byKind("fill-in");
    expect(answerIsRight(q, `It is ${q.correct_answer.toUpperCase()} electricity!`)).toBe(true);
    expect(answerIsRight(q, "something else")).toBe(false);
    expect(answerIsRight(q, undefined)).toBe(false);
  });

  it("needs an exact match for true/false and multiple choice", () => {
    const tf = byKind("true-false");
    expect(answerIsRight(tf, tf.correct_answer)).toBe(true);
    expect(answerIsRight(tf, tf.correct_answer.toLowerCase())).toBe(false);
    const mc = byKind("multiple-choice");
    expect(answerIsRight(mc, mc.correct_answer)).toBe(true);
    expect(answerIsRight(mc, `${mc.correct_answer} `)).toBe(false);
  });
});

describe("a run sent without answers, by an app from before answers were sent", () => {
  it("keeps the score it showed between its finds' points and its finds' points plus a perfect quiz", () => {
    // All three found (40) and the 15-point quiz: anything from 40 to 55.
    expect(scoreClaimedRun(HUNT, [11, 12, 13], 45)).toEqual({ score: 45, badge_earned: true });
    expect(scoreClaimedRun(HUNT, [11, 12, 13], 30).score).toBe(40);
    expect(scoreClaimedRun(HUNT, [11, 12, 13], 100_000).score).toBe(55);
    // No finds sent: the quiz is all a score can be made of.
    expect(scoreClaimedRun(HUNT, [], 40)).toEqual({ score: 15, badge_earned: false });
    expect(scoreClaimedRun(ROPER_SCORING, ALL_CLUES, 175)).toEqual({ score: 175, badge_earned: true });
  });

  it("is how a run with no answers is scored, and a run with answers is scored from them alone", () => {
    expect(scoreSentRun(HUNT, [11, 12, 13], { score: 45 }).score).toBe(45);
    expect(scoreSentRun(HUNT, [11, 12, 13], { score: 45, answers: {} }).score).toBe(40);
    expect(scoreSentRun(HUNT, [11, 12, 13], { score: 0, answers: { "22": "East entrance" } }).score).toBe(50);
  });
});

describe("fill-in answers", () => {
  it("are compared without case or accents, in either language", () => {
    expect(fillInMatches("It's a FULCRUM", "fulcrum")).toBe(true);
    expect(fillInMatches("hidrogeno", "hidrógeno")).toBe(true);
    expect(fillInMatches("HIDRÓGENO", "hidrogeno")).toBe(true);
    expect(fillInMatches("oxígeno", "hidrógeno")).toBe(false);
  });
});
