import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import { huntSheet } from "#shared/rules/scoring";
import { EMPTY_PROGRESS, type Progress } from "../stores/hunt-progress";
import type { Findable } from "../components/play-views";
import { sampleHunt } from "../../../testing/hunts/screens";
import { autoReading, type AutoReading, type HuntScript } from "./auto-readings";

const hunt = sampleHunt();
const script: HuntScript = {
  entries: hunt.items.map((item): Findable => ({ id: item.id, title: item.name, text: item.location_description, fact: item.educational_fact, say: item.id === 12 ? "Checker board Mesa" : "" })),
  questions: [...hunt.quiz_questions, { id: 23, question: "Name a bird you saw.", options: [], correct_answer: "Raven", points: 5 }],
  sheet: huntSheet(hunt),
};
const at = "2026-07-04T15:00:00.000Z";
const progress = (change: Partial<Progress> = {}): Progress => ({ ...EMPTY_PROGRESS, ...change });
const allFound = progress({ found: [11, 12], finds: [11, 12].map((item_id) => ({ item_id, method: "tap" as const, at })), showQuiz: true });
const explorers = (turn: number, submitted: number) => ({
  runs: ["Maya", "Leo"].map((name, i) => ({ name, answers: {}, submitted: i < submitted })),
  turn,
  spotted: {},
});

/** What a step says: each reading's id and texts. */
function said(step: AutoReading) {
  if (!step) return null;
  if ("stop" in step) return { how: "stop", readings: [] };
  const readings = "play" in step ? step.play : step.queue;
  return { how: "play" in step ? "play" : "queue", readings: readings.map((r) => [r.id, ...r.parts.map((p) => p.text)]) };
}

describe("what read-aloud says by itself", () => {
  it("says nothing while the switch is off, and nothing when nothing it reads changed", () => {
    expect(autoReading(progress(), allFound, script, false)).toBeNull();
    expect(autoReading(allFound, { ...allFound, totalScore: 3 }, script, true)).toBeNull();
  });

  it("reads the first question when the quiz appears, with its options", () => {
    const before = progress({ found: [11], finds: [{ item_id: 11, method: "tap", at }] });
    expect(said(autoReading(before, allFound, script, true))).toEqual({
      how: "play",
      readings: [["question:21", "What makes Weeping Rock drip?", "A: Old rain", "B: A pipe"]],
    });
  });

  it("reads the next question once a choice is made, and not while a fill-in answer is typed", () => {
    const first = { ...allFound, quizAnswers: { "21": "Old rain" } };
    expect(said(autoReading(allFound, first, script, true))).toEqual({ how: "play", readings: [["question:22", "Where is Checkerboard Mesa?", "A: East entrance", "B: North pole"]] });
    // Changing a choice already made reads nothing.
    expect(autoReading(first, { ...first, quizAnswers: { "21": "A pipe" } }, script, true)).toBeNull();
    const second = { ...first, quizAnswers: { "21": "Old rain", "22": "North pole" } };
    expect(said(autoReading(first, second, script, true))?.readings).toEqual([["question:23", "Name a bird you saw."]]);
    expect(autoReading(second, { ...second, quizAnswers: { ...second.quizAnswers, "23": "R" } }, script, true)).toBeNull();
  });

  it("reads each explorer's turn with its first question, and who gets the phone next", () => {
    const maya = { ...allFound, explorers: explorers(0, 0) };
    expect(said(autoReading(allFound, maya, script, true))?.readings).toEqual([
      ["turn", "Maya's turn"],
      ["question:21", "What makes Weeping Rock drip?", "A: Old rain", "B: A pipe"],
    ]);
    // A second explorer added keeps Maya's turn: nothing more is read.
    const handedIn = { ...maya, explorers: explorers(0, 1) };
    expect(said(autoReading(maya, handedIn, script, true))?.readings).toEqual([["pass", "Pass the phone to Leo"]]);
    const leo = { ...handedIn, explorers: explorers(1, 1), quizAnswers: {} };
    expect(said(autoReading(handedIn, leo, script, true))?.readings).toEqual([["turn", "Leo's turn"], ["question:21", "What makes Weeping Rock drip?", "A: Old rain", "B: A pipe"]]);
  });

  it("reads an item's fact when it is found at the spot (GPS or the sign's word), not by a tap, after what is being read", () => {
    const byWord = progress({ found: [12], finds: [{ item_id: 12, method: "word", at }] });
    expect(said(autoReading(progress(), byWord, script, true))).toEqual({
      how: "queue",
      readings: [["item:12", "You found Checker board Mesa!", "Did you know? Its cracks come from freezing and thawing."]],
    });
    const byTap = progress({ found: [11], finds: [{ item_id: 11, method: "tap", at }] });
    expect(autoReading(progress(), byTap, script, true)).toBeNull();
    // The last item found by GPS: its fact, then the quiz's first question.
    const last = { ...allFound, finds: [{ item_id: 11, method: "tap" as const, at }, { item_id: 12, method: "gps" as const, at, distance_m: 3, accuracy_m: 5 }] };
    expect(said(autoReading(byTap, last, script, true))?.readings.map(([id]) => id)).toEqual(["item:12", "question:21"]);
  });

  it("reads the result, each explorer's score and badge, and only stops speech when the switch is off", () => {
    const done = { ...allFound, quizCompleted: true, totalScore: 30, badgeEarned: true };
    expect(said(autoReading(allFound, done, script, true))?.readings).toEqual([["result", "Your score: 30 of 30 points. You earned the badge!"]]);
    expect(autoReading(allFound, done, script, false)).toEqual({ stop: true });
    const results = [
      { name: "Maya", score: 30, badge_earned: true, spotted: 1 },
      { name: "Leo", score: 20, badge_earned: false, spotted: 1 },
    ];
    const runs = results.map((result) => ({ name: result.name, answers: {}, submitted: true, result }));
    const both = { ...done, explorers: { runs, turn: 1, spotted: {} } };
    expect(said(autoReading({ ...allFound, explorers: { runs, turn: 1, spotted: {} } }, both, script, true))?.readings).toEqual([
      ["result", "Maya: 30 of 30 points. Maya earned the badge!", "Leo: 20 of 30 points. No badge this time: it takes 21 points."],
    ]);
  });
});
