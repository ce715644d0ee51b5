/**
 * A hunt's versions in other languages: an admin writes the Spanish one (items and questions by id),
 * the server says what it still lacks, and reads offer the hunt in Spanish only once it is complete. A
 * completion played in Spanish is scored against the Spanish answers, and analytics count completions
 * by language. Runs on SQLite and, with `npm run test:pg`, on PostgreSQL.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { roperHunt } from "../services/catalog/roper-hunt";
import { huntSheet } from "#shared/rules/scoring";
import type { Hunt, HuntInput } from "#shared/schemas/hunt";
import type { HuntTranslationInput } from "#shared/schemas/hunt-translation";
import { huntCompletions } from "../db/tables";
import { appCompletion, huntInput } from "../testing/fixtures";
import { createTestApp, type TestApp } from "../testing/test-app";

let t: TestApp;
let admin: { token: string };

beforeEach(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
});

async function createHunt(input: HuntInput = huntInput()): Promise<Hunt> {
  const res = await t.call("POST", "/api/hunts", { token: admin.token, body: input });
  expect(res.status).toBe(201);
  return res.body;
}

/** The whole Spanish version of huntInput(): every text, every item and every question. */
function spanish(hunt: Hunt): HuntTranslationInput {
  const [geyser, castle, pool] = hunt.items;
  const [often, flower] = hunt.quiz_questions;
  return {
    title: "Exploradores del Old Faithful",
    description: "Encuentren las maravillas de la Cuenca Superior de Géiseres.",
    location: "Parque Nacional Yellowstone",
    estimated_time: "2 horas",
    age_range: "De 5 a 12 años",
    items: [
      { id: geyser!.id, name: "El Old Faithful", location_description: "Cuenca Superior de Géiseres", educational_fact: "Hace erupción cada 90 minutos, más o menos." },
      { id: castle!.id, name: "El Géiser Castillo", location_description: "Junto a la pasarela", educational_fact: "Uno de los géiseres más antiguos de la cuenca." },
      { id: pool!.id, name: "La Poza Campanilla", location_description: "Al final de la pasarela", educational_fact: "Lleva el nombre de la flor." },
    ],
    quiz_questions: [
      { id: often!.id, question: "¿Cada cuánto hace erupción el Old Faithful?", options: ["Cada 10 minutos", "Cada 90 minutos, más o menos"] },
      { id: flower!.id, question: "La Poza Campanilla lleva el nombre de una flor.", options: ["Verdadero", "Falso"] },
    ],
  };
}

const put = (hunt: Hunt, body: object, lang = "es", token: string | undefined = admin.token) => t.call("PUT", `/api/hunts/${hunt.id}/translations/${lang}`, { token, body });
const publicRead = (hunt: Hunt) => t.call("GET", `/api/hunts/${hunt.id}`);
const publicList = async () => (await t.call("GET", "/api/hunts")).body.hunts as Hunt[];

describe("a hunt's Spanish version", () => {
  it("is offered only once complete: a partial one says what it lacks and stays the admin's draft", async () => {
    const hunt = await createHunt();
    const { items, quiz_questions, ...texts } = spanish(hunt);
    const partial = await put(hunt, { ...texts, items: items!.slice(0, 2), quiz_questions: [{ ...quiz_questions![0]!, options: [] }] });
    expect(partial.status).toBe(200);
    expect(partial.body.complete).toBe(false);
    expect(partial.body.missing).toEqual([
      { part: "item", index: 2, id: hunt.items[2]!.id, field: "name" },
      { part: "item", index: 2, id: hunt.items[2]!.id, field: "location_description" },
      { part: "item", index: 2, id: hunt.items[2]!.id, field: "educational_fact" },
      { part: "question", index: 0, id: hunt.quiz_questions[0]!.id, field: "options" },
      { part: "question", index: 1, id: hunt.quiz_questions[1]!.id, field: "question" },
      { part: "question", index: 1, id: hunt.quiz_questions[1]!.id, field: "options" },
    ]);
    // Families get the English hunt alone; the admin's read carries the draft.
    const family = (await publicRead(hunt)).body as Hunt;
    expect(family.languages).toEqual(["en"]);
    expect(family.translations).toEqual({});
    const adminRead = (await t.call("GET", `/api/hunts/${hunt.id}`, { token: admin.token })).body as Hunt;
    expect(adminRead.languages).toEqual(["en"]);
    expect(adminRead.translations?.es?.title).toBe("Exploradores del Old Faithful");
  });

  it("once complete is carried by every read: the list with the hunt's texts, the hunt with its items and questions by id", async () => {
    const hunt = await createHunt();
    const saved = await put(hunt, spanish(hunt));
    expect(saved.body).toEqual({ lang: "es", complete: true, missing: [] });
    const read = (await publicRead(hunt)).body as Hunt;
    expect(read.languages).toEqual(["en", "es"]);
    const es = read.translations!.es!;
    expect(es.title).toBe("Exploradores del Old Faithful");
    expect(es.items[String(hunt.items[1]!.id)]).toEqual({
      name: "El Géiser Castillo",
      location_description: "Junto a la pasarela",
      educational_fact: "Uno de los géiseres más antiguos de la cuenca.",
      photo_prompt: "",
      say_as: "",
    });
    // Left out, the correct answer is the option in the English correct answer's place.
    expect(es.quiz_questions[String(hunt.quiz_questions[0]!.id)]).toEqual({
      question: "¿Cada cuánto hace erupción el Old Faithful?",
      options: ["Cada 10 minutos", "Cada 90 minutos, más o menos"],
      correct_answer: "Cada 90 minutos, más o menos",
    });
    const [listed] = await publicList();
    expect(listed).toMatchObject({ id: hunt.id, languages: ["en", "es"], translations: { es: { title: "Exploradores del Old Faithful", age_range: "De 5 a 12 años" } } });
    expect(Object.keys(listed!.translations!.es!)).not.toContain("items");
  });

  it("is no longer offered when the English grows past it, and again once it catches up", async () => {
    const hunt = await createHunt();
    await put(hunt, spanish(hunt));
    const more = huntInput({ items: [...huntInput().items!, { name: "Grand Geyser", location_description: "North of Castle", educational_fact: "The tallest predictable geyser." }] });
    await t.call("PUT", `/api/hunts/${hunt.id}`, { token: admin.token, body: { items: more.items } });
    const edited = (await publicRead(hunt)).body as Hunt;
    expect(edited.languages).toEqual(["en"]);
    const input = spanish(edited);
    input.items!.push({ id: edited.items[3]!.id, name: "El Gran Géiser", location_description: "Al norte del Castillo", educational_fact: "El géiser predecible más alto." });
    expect((await put(edited, input)).body.complete).toBe(true);
    expect(((await publicRead(hunt)).body as Hunt).languages).toEqual(["en", "es"]);
  });

  it("takes a correct answer among its own options, and is replaced whole by the next save", async () => {
    const hunt = await createHunt();
    const input = spanish(hunt);
    input.quiz_questions![1] = { ...input.quiz_questions![1]!, options: ["Falso", "Verdadero"], correct_answer: "Verdadero" };
    await put(hunt, input);
    expect(((await publicRead(hunt)).body as Hunt).translations!.es!.quiz_questions[String(hunt.quiz_questions[1]!.id)]!.correct_answer).toBe("Verdadero");
    await put(hunt, { ...input, title: "Exploradores del géiser" });
    expect(((await publicRead(hunt)).body as Hunt).translations!.es!.title).toBe("Exploradores del géiser");
  });

  it("refuses items and questions of another hunt, options that do not line up with English's, and a correct answer not among them", async () => {
    const hunt = await createHunt();
    const other = await createHunt();
    const input = spanish(hunt);
    const refusal = async (body: object) => {
      const res = await put(hunt, body);
      expect(res.status).toBe(422);
      return res.body.detail as string;
    };
    expect(await refusal({ ...input, items: [{ id: other.items[0]!.id, name: "Otro" }] })).toBe(`item ${other.items[0]!.id} is not in this hunt`);
    expect(await refusal({ ...input, quiz_questions: [{ id: other.quiz_questions[0]!.id, question: "¿?" }] })).toBe(`question ${other.quiz_questions[0]!.id} is not in this hunt`);
    expect(await refusal({ ...input, items: [input.items![0], input.items![0]] })).toBe(`item ${hunt.items[0]!.id} is given twice`);
    const id = hunt.quiz_questions[0]!.id;
    expect(await refusal({ ...input, quiz_questions: [{ id, question: "¿?", options: ["Uno", "Dos", "Tres"] }] })).toBe(`question ${id} has 2 options in English: give as many, in the same order`);
    expect(await refusal({ ...input, quiz_questions: [{ id, question: "¿?", options: ["Uno", "Dos"], correct_answer: "Tres" }] })).toBe(`question ${id}: the correct answer must be one of its options`);
    expect((await put(hunt, input, "fr")).status).toBe(404);
    expect((await put(hunt, input, "en")).status).toBe(404);
    expect((await t.call("PUT", "/api/hunts/9999/translations/es", { token: admin.token, body: input })).status).toBe(404);
    expect((await t.call("PUT", `/api/hunts/${hunt.id}/translations/es`, { body: input })).status).toBe(401);
  });

  it("can be removed, and goes with its hunt", async () => {
    const hunt = await createHunt();
    await put(hunt, spanish(hunt));
    expect((await t.call("DELETE", `/api/hunts/${hunt.id}/translations/es`, { token: admin.token })).status).toBe(200);
    expect(((await publicRead(hunt)).body as Hunt).languages).toEqual(["en"]);
    expect((await t.call("DELETE", `/api/hunts/${hunt.id}/translations/es`, { token: admin.token })).status).toBe(404);
    await put(hunt, spanish(hunt));
    await t.call("DELETE", `/api/hunts/${hunt.id}`, { token: admin.token });
    expect(await t.db.$count((await import("../db/tables")).huntTranslations)).toBe(0);
  });
});

describe("a hunt played in Spanish", () => {
  it("is scored against the Spanish answers, keeps its language, and is counted by language", async () => {
    const hunt = await createHunt();
    await put(hunt, spanish(hunt));
    const read = (await publicRead(hunt)).body as Hunt;
    // The quiz as the Spanish version asks it, every answer right.
    const es = { ...read, quiz_questions: read.quiz_questions.map((q) => ({ ...q, correct_answer: read.translations!.es!.quiz_questions[String(q.id)]!.correct_answer })) };
    const spanishRun = appCompletion(huntSheet(es));
    const played = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { ...spanishRun, lang: "es" } });
    expect(played.status).toBe(201);
    expect(played.body.score).toBe(40);
    // English answers to the Spanish quiz are wrong answers.
    const englishAnswers = await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: { ...appCompletion(huntSheet(read)), lang: "es" } });
    expect(englishAnswers.body.score).toBe(30);
    // An English run scores as before.
    expect((await t.call("POST", `/api/hunts/${hunt.id}/complete`, { body: appCompletion(huntSheet(read)) })).body.score).toBe(40);
    expect((await t.db.select().from(huntCompletions)).map((c) => c.lang).sort()).toEqual(["en", "es", "es"]);

    const roper = roperHunt("es");
    const roperRun = appCompletion(roper.scoring);
    expect(roperRun.answers["3"]).toBe("Verdadero");
    expect((await t.call("POST", "/api/hunts/roper/complete", { body: { ...roperRun, lang: "es" } })).body.score).toBe(240);
    expect((await t.call("POST", "/api/hunts/roper/complete", { body: { ...roperRun, lang: "en" } })).body.score).toBeLessThan(240);

    const analytics = await t.call("GET", "/api/admin/hunt-analytics", { token: admin.token });
    expect(analytics.status).toBe(200);
    expect(analytics.body.completions_by_lang).toEqual({ en: 2, es: 3 });
    expect(analytics.body.hunt_details[0].completions_by_lang).toEqual({ en: 1, es: 2 });
  });
});

describe("the sample hunts", () => {
  it("offer the two free hunts in Spanish, complete, and the paid ones in English", async () => {
    const seeded = await createTestApp({ seed: true });
    const hunts = (await seeded.call("GET", "/api/hunts")).body.hunts as Hunt[];
    const free = hunts.filter((h) => h.price === 0);
    expect(free.map((h) => [h.title, h.languages, h.translations?.es?.title])).toEqual([
      ["Old Faithful Geyser Explorer", ["en", "es"], "Exploradores del géiser Old Faithful"],
      ["Grand Canyon South Rim Sneak Peek", ["en", "es"], "Un vistazo al borde sur del Gran Cañón"],
    ]);
    for (const h of hunts.filter((h) => h.price > 0)) expect(h.languages).toEqual(["en"]);
    for (const summary of free) {
      const hunt = (await seeded.call("GET", `/api/hunts/${summary.id}`)).body as Hunt;
      const es = hunt.translations!.es!;
      expect(Object.keys(es.items)).toEqual(hunt.items.map((i) => String(i.id)));
      for (const q of hunt.quiz_questions) expect(es.quiz_questions[String(q.id)]!.options).toContain(es.quiz_questions[String(q.id)]!.correct_answer);
    }
  });
});
