import { describe, expect, it } from "vitest";
import { ROPER_QUESTIONS, type RoperQuestion } from "#shared/roper-hunt";
import { earnsBadge, roperEarnsBadge } from "#shared/rules/scoring";
import { badgeScore, perfectScore } from "./hunt-scoring";
import { roperAnswerCorrect, roperScore } from "./roper-scoring";

const byKind = (kind: RoperQuestion["kind"]) => ROPER_QUESTIONS.find((q) => q.kind === kind)!;
const allRight = Object.fromEntries(ROPER_QUESTIONS.map((q) => [String(q.id), q.answer]));

describe("Roper scoring", () => {
  it("accepts a fill-in answer that contains the expected word, in any case", () => {
    const q = byKind("fill-in");
    expect(roperAnswerCorrect(q, `It is ${q.answer.toUpperCase()} electricity!`)).toBe(true);
    expect(roperAnswerCorrect(q, "something else")).toBe(false);
    expect(roperAnswerCorrect(q, undefined)).toBe(false);
  });

  it("needs an exact match for true/false and multiple choice", () => {
    const tf = byKind("true-false");
    expect(roperAnswerCorrect(tf, tf.answer)).toBe(true);
    expect(roperAnswerCorrect(tf, tf.answer.toLowerCase())).toBe(false);
    const mc = byKind("multiple-choice");
    expect(roperAnswerCorrect(mc, mc.answer)).toBe(true);
    expect(roperAnswerCorrect(mc, `${mc.answer} `)).toBe(false);
  });

  it("totals 10 a clue and 5 a right answer, max 240, badge at 175 and not 174", () => {
    expect(roperScore(16, allRight)).toBe(240);
    expect(roperScore(16, {})).toBe(160);
    expect(roperScore(15, allRight)).toBe(230);
    expect(roperEarnsBadge(175)).toBe(true);
    expect(roperEarnsBadge(174)).toBe(false);
  });
});

describe("generic scoring", () => {
  it("takes the maximum from a perfect run and puts the badge at 70% of it", () => {
    const questions = [
      { id: 1, correct_answer: "a", points: 5 },
      { id: 2, correct_answer: "b", points: 5 },
    ];
    expect(perfectScore(3, questions)).toBe(40);
    expect(badgeScore(40)).toBe(28);
    expect(badgeScore(170)).toBe(119);
    expect(earnsBadge(28, 40)).toBe(true);
    expect(earnsBadge(27, 40)).toBe(false);
  });
});
