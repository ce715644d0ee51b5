import { describe, expect, it } from "vitest";
import { assembleRoperHunt, roperTextKeys, type RoperHuntContent } from "./roper-hunt";

const CONTENT: RoperHuntContent = {
  emoji: "🔬",
  difficulty: "easy",
  badgeScore: 20,
  clues: [{ id: 1, points: 10 }],
  questions: [
    { id: 1, kind: "multiple-choice", points: 5, options: 3, correctOption: 2 },
    { id: 2, kind: "true-false", points: 5, answer: false },
    { id: 3, kind: "fill-in", points: 5 },
  ],
};

/** Every text, written as `<language>: <key>`. */
const textsIn = (lang: string) => Object.fromEntries(roperTextKeys(CONTENT).map((key) => [key, `${lang}: ${key}`]));
const ENGLISH = textsIn("en");

describe("the Roper hunt's texts", () => {
  it("are the hunt's own, each clue's three, and each question's with its options or its fill-in word", () => {
    expect(roperTextKeys(CONTENT)).toEqual([
      ...["title", "description", "location", "estimatedTime", "ageRange", "badgeName", "true", "false"],
      ...["clue1.riddle", "clue1.hint", "clue1.fact"],
      ...["question1.text", "question1.option1", "question1.option2", "question1.option3", "question2.text", "question3.text", "question3.answer"],
    ]);
  });
});

describe("assembleRoperHunt", () => {
  it("puts the hunt together in a language with its own texts and correct answers", () => {
    const hunt = assembleRoperHunt(CONTENT, textsIn("fr"), ENGLISH);
    expect(hunt).toMatchObject({ title: "fr: title", estimated_time: "fr: estimatedTime", emoji: "🔬", maxScore: 25, badgeScore: 20, trueFalse: ["fr: true", "fr: false"] });
    expect(hunt.clues).toEqual([{ id: 1, points: 10, clue: "fr: clue1.riddle", hint: "fr: clue1.hint", fact: "fr: clue1.fact" }]);
    expect(hunt.questions.map((q) => [q.kind, q.answer])).toEqual([
      ["multiple-choice", "fr: question1.option2"],
      ["true-false", "fr: false"],
      ["fill-in", "fr: question3.answer"],
    ]);
    expect(hunt.scoring).toEqual({
      items: [{ id: 1, points: 10 }],
      questions: [
        { id: 1, points: 5, correct_answer: "fr: question1.option2", match: "exact" },
        { id: 2, points: 5, correct_answer: "fr: false", match: "exact" },
        { id: 3, points: 5, correct_answer: "fr: question3.answer", match: "word" },
      ],
      badgeScore: 20,
    });
  });

  it("reads each text a language lacks in English, and only those", () => {
    const hunt = assembleRoperHunt(CONTENT, { title: "Chasse", "question1.option2": "Deux" }, ENGLISH);
    expect([hunt.title, hunt.description]).toEqual(["Chasse", "en: description"]);
    expect(hunt.questions[0]).toMatchObject({ options: ["en: question1.option1", "Deux", "en: question1.option3"], answer: "Deux" });
  });
});
