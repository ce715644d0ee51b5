/**
 * The built-in Roper hunt as the server reads it from content/: what it holds, each language's own texts
 * (a language added to the list reads its own file, and English where that file lacks a text), and a bad
 * file refused with its name and the problem.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGS } from "#shared/rules/languages";
import { assembleRoperHunt } from "#shared/rules/roper-hunt";
import { tempFolder } from "../../testing/test-db";
import { CONTENT_DIR, readRoperHuntFiles, roperHunt } from "./roper-hunt";

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** content/'s Roper files copied, with `file` written from its value (edited, or made when it is new). */
function contentWith(file: string, edit: (value: any) => unknown): string {
  const dir = tempFolder("roper-");
  mkdirSync(join(dir, "i18n"), { recursive: true });
  cpSync(join(CONTENT_DIR, "roper-hunt.json"), join(dir, "roper-hunt.json"));
  for (const lang of LANGS) cpSync(join(CONTENT_DIR, "i18n", lang), join(dir, "i18n", lang), { recursive: true });
  const path = join(dir, file);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    value = {};
  }
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, JSON.stringify(edit(value) ?? value));
  return dir;
}

describe("the Roper hunt", () => {
  const hunt = roperHunt("en");

  it("is an easy, all-ages hunt of 16 clues and 16 questions, 240 points with the badge at 175", () => {
    expect(hunt).toMatchObject({ difficulty: "easy", estimated_time: "2-3 hours", age_range: "All Ages", maxScore: 240, badgeScore: 175 });
    expect(hunt.clues.map((c) => c.id)).toEqual(range(16));
    expect(hunt.questions.map((q) => q.id)).toEqual(range(16));
    expect(hunt.clues.every((c) => c.points === 10) && hunt.questions.every((q) => q.points === 5)).toBe(true);
    for (const c of hunt.clues) {
      expect(c.clue.length).toBeGreaterThan(20);
      expect(c.hint.length).toBeGreaterThan(20);
      expect(c.fact.length).toBeGreaterThan(40);
    }
  });

  it.each(LANGS)("mixes fill-in, true-false and multiple-choice questions with answers its %s clues teach", (lang) => {
    const played = roperHunt(lang);
    const kinds = played.questions.map((q) => q.kind);
    expect(kinds.filter((k) => k === "fill-in").length).toBeGreaterThanOrEqual(5);
    expect(kinds.filter((k) => k === "true-false").length).toBeGreaterThanOrEqual(4);
    expect(kinds.filter((k) => k === "multiple-choice").length).toBeGreaterThanOrEqual(4);
    const facts = played.clues.map((c) => c.fact.toLowerCase()).join(" ");
    for (const q of played.questions) {
      if (q.kind === "multiple-choice") expect(q.options).toContain(q.answer);
      if (q.kind === "true-false") expect(played.trueFalse).toContain(q.answer);
      if (q.kind === "fill-in") {
        expect(q.answer).toMatch(/^\p{L}+$/u);
        expect(facts).toContain(q.answer.toLowerCase());
      }
    }
  });

  it("is played in Spanish with the Spanish texts and answers, by the same ids and points", () => {
    const es = roperHunt("es");
    expect(es.title).toBe("Búsqueda de exploradores del Centro de Ciencias Roper");
    expect(es.trueFalse).toEqual(["Verdadero", "Falso"]);
    expect(es.scoring.questions.find((q) => q.id === 2)!.correct_answer).toBe("estática");
    expect(es.scoring.items).toEqual(hunt.scoring.items);
    expect(es.scoring.questions.map(({ id, points, match }) => ({ id, points, match }))).toEqual(hunt.scoring.questions.map(({ id, points, match }) => ({ id, points, match })));
  });
});

describe("reading the Roper hunt's files", () => {
  it("reads a language added to the list from its own file, each text it lacks in English", () => {
    const dir = contentWith("i18n/fr/roper-hunt.json", () => ({ title: "Chasse au trésor du centre Roper", true: "Vrai", false: "Faux" }));
    const files = readRoperHuntFiles(dir, [...LANGS, "fr"]);
    const fr = assembleRoperHunt(files.content, files.texts.fr!, files.texts.en!);
    expect(fr.title).toBe("Chasse au trésor du centre Roper");
    expect(fr.questions.find((q) => q.id === 3)!.answer).toBe("Vrai");
    expect(fr.description).toBe(roperHunt("en").description);
    expect(files.files).toContain(join(dir, "i18n/fr/roper-hunt.json"));
  });

  it("leaves out a language with no file, which reads in English", () => {
    expect(Object.keys(readRoperHuntFiles(CONTENT_DIR, [...LANGS, "fr"]).texts)).toEqual([...LANGS]);
  });

  it.each([
    ["an English text missing", "i18n/en/roper-hunt.json", (t: any) => void delete t["clue3.hint"], "clue3.hint"],
    ["a text of no clue or question", "i18n/es/roper-hunt.json", (t: any) => void (t["clue17.hint"] = "Busquen"), "clue17.hint"],
    ["a text with braces", "i18n/es/roper-hunt.json", (t: any) => void (t.title = "Búsqueda {Roper}"), "title: a Roper text is plain text, with no { or }"],
    ["a correct option past the options", "roper-hunt.json", (h: any) => void (h.questions[0].correctOption = 5), "questions[0].correctOption: correctOption must be one of the options"],
    ["two clues with one id", "roper-hunt.json", (h: any) => void (h.clues[1].id = 1), "clues: each clue needs its own id"],
    ["a badge line above the maximum", "roper-hunt.json", (h: any) => void (h.badgeScore = 241), "badgeScore: badgeScore must be at most the hunt's maximum score"],
    ["an unknown field", "roper-hunt.json", (h: any) => void (h.prize = "a sticker"), "prize: not a known field"],
  ])("refuses %s, naming the file and the problem", (_, file, edit, problem) => {
    const dir = contentWith(file, edit);
    expect(() => readRoperHuntFiles(dir)).toThrow(join(dir, file));
    expect(() => readRoperHuntFiles(dir)).toThrow(problem);
  });
});
