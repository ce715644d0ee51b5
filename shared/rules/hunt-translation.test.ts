import { describe, expect, it } from "vitest";
import type { HuntVersion } from "../schemas/hunt-translation";
import { answersIn, huntInLang, isCompleteVersion, optionVersions, playedLang, translationGaps, type EnglishHunt } from "./hunt-translation";

const HUNT: EnglishHunt & { points: number } = {
  title: "Geyser Walk",
  description: "Find the geysers.",
  location: "Yellowstone",
  estimated_time: "",
  age_range: "All Ages",
  points: 30,
  items: [
    { id: 7, name: "Old Faithful", location_description: "By the benches", educational_fact: "It erupts often.", photo_prompt: "Take a picture of it.", say_as: "" },
    { id: 8, name: "Castle Geyser", location_description: "", educational_fact: "Very old.", photo_prompt: "", say_as: "CASS-ul" },
  ],
  quiz_questions: [{ id: 3, question: "Is it old?", options: ["True", "False"], correct_answer: "True" }],
};

const COMPLETE: HuntVersion = {
  title: "Paseo de géiseres",
  description: "Encuentren los géiseres.",
  location: "Yellowstone",
  estimated_time: "",
  age_range: "Para todas las edades",
  items: {
    "7": { name: "El Old Faithful", location_description: "Junto a las bancas", educational_fact: "Hace erupción seguido.", photo_prompt: "Tómenle una foto.", say_as: "" },
    "8": { name: "El Géiser Castillo", location_description: "", educational_fact: "Muy antiguo.", photo_prompt: "", say_as: "" },
  },
  quiz_questions: { "3": { question: "¿Es antiguo?", options: ["Verdadero", "Falso"], correct_answer: "Verdadero" } },
};

describe("a translation's completeness", () => {
  it("needs a text wherever English has one, and nothing where English has none", () => {
    expect(translationGaps(HUNT, COMPLETE)).toEqual([]);
    expect(isCompleteVersion(HUNT, COMPLETE)).toBe(true);
    expect(isCompleteVersion(HUNT, undefined)).toBe(false);
  });

  it("lists what is missing in the hunt's order", () => {
    const partial: HuntVersion = {
      ...COMPLETE,
      age_range: " ",
      items: { "7": { ...COMPLETE.items["7"]!, photo_prompt: "" } },
      quiz_questions: { "3": { question: "¿Es antiguo?", options: ["Verdadero", "Falso"], correct_answer: "Sí" } },
    };
    expect(translationGaps(HUNT, partial)).toEqual([
      { part: "hunt", field: "age_range" },
      { part: "item", index: 0, id: 7, field: "photo_prompt" },
      { part: "item", index: 1, id: 8, field: "name" },
      { part: "item", index: 1, id: 8, field: "educational_fact" },
      { part: "question", index: 0, id: 3, field: "correct_answer" },
    ]);
  });
});

describe("a hunt in a language", () => {
  const translated = { ...HUNT, languages: ["en", "es"] as const, translations: { es: COMPLETE } };

  it("reads in Spanish where its Spanish version is complete, with ids, points and answers' places unchanged", () => {
    const es = huntInLang({ ...translated, languages: [...translated.languages] }, "es");
    expect(es.title).toBe("Paseo de géiseres");
    expect(es.points).toBe(30);
    expect(es.items.map((i) => [i.id, i.name, i.say_as])).toEqual([
      [7, "El Old Faithful", ""],
      [8, "El Géiser Castillo", ""],
    ]);
    expect(es.quiz_questions![0]).toEqual({ id: 3, question: "¿Es antiguo?", options: ["Verdadero", "Falso"], correct_answer: "Verdadero" });
  });

  it("reads in English on an English page, and where the hunt is not offered in Spanish", () => {
    expect(huntInLang({ ...translated, languages: ["en", "es"] }, "en")).toMatchObject({ title: "Geyser Walk" });
    expect(huntInLang({ ...translated, languages: ["en"] }, "es")).toMatchObject({ title: "Geyser Walk" });
    expect(playedLang({ languages: ["en", "es"], translations: { es: COMPLETE } }, "es")).toBe("es");
    expect(playedLang({ languages: ["en"], translations: { es: COMPLETE } }, "es")).toBe("en");
    expect(playedLang({}, "es")).toBe("en");
  });
});

describe("answers across languages", () => {
  it("keep a choice made in English as the Spanish option in its place, and what matches nothing as it is", () => {
    const hunt = { ...HUNT, translations: { es: COMPLETE } };
    const versions = optionVersions(hunt);
    expect(versions).toEqual({ "3": [["True", "False"], ["Verdadero", "Falso"]] });
    const spanish = huntInLang({ ...hunt, languages: ["en", "es"] }, "es").quiz_questions!;
    expect(answersIn({ "3": "False" }, spanish, versions)).toEqual({ "3": "Falso" });
    expect(answersIn({ "3": "Verdadero" }, spanish, versions)).toEqual({ "3": "Verdadero" });
    expect(answersIn({ "3": "Verdadero" }, HUNT.quiz_questions!, versions)).toEqual({ "3": "True" });
    expect(answersIn({ "3": "maybe", "9": "x" }, spanish, versions)).toEqual({ "3": "maybe", "9": "x" });
  });
});
