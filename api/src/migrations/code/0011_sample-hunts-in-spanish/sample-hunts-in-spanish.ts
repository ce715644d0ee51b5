/**
 * Data migration 0011: the free sample hunts of a database seeded before Spanish existed get the team's
 * Spanish versions (./hunts-es.json, by the English title; items and questions in the English order), once.
 * Only a sample hunt still as it was seeded gets one (the same title, as many items and questions, each
 * question with as many options) and only while it has no Spanish version, so an admin's own edits and
 * translations are never overwritten.
 *
 * The version is stored as the admin's translation route stored one at this release: texts by item and
 * question id, no "Say it like", a question's correct answer the option in the English correct answer's
 * place, and complete when every text the English has is there in Spanish (a question's every option,
 * and its correct answer among them).
 */
import { sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import type { SqlRunner } from "../../../db/engine";

interface SpanishSample {
  title: string;
  description: string;
  location: string;
  estimated_time: string;
  age_range: string;
  items: { name: string; location_description: string; educational_fact: string; photo_prompt?: string }[];
  /** Options in the English order. */
  quiz_questions: { question: string; options: string[] }[];
}

type Hunt = Record<(typeof HUNT_FIELDS)[number], string> & { id: number; title: string };
type Item = Record<(typeof ITEM_FIELDS)[number], string> & { id: number };
type Question = { id: number; question: string; options: string; correct_answer: string };

const HUNT_FIELDS = ["title", "description", "location", "estimated_time", "age_range"] as const;
const ITEM_FIELDS = ["name", "location_description", "educational_fact", "photo_prompt"] as const;

const filled = (text: string | undefined) => (text ?? "").trim() !== "";
const needed = (english: string, spanish: string) => !filled(english) || filled(spanish);

/** The version of `hunt` in Spanish, or null when the hunt no longer matches the sample. */
async function versionOf(tx: SqlRunner, hunt: Hunt, sample: SpanishSample) {
  const items = await tx.rows<Item>(
    sql`SELECT id, name, location_description, educational_fact, photo_prompt FROM hunt_items WHERE hunt_id = ${hunt.id} ORDER BY position, id`,
  );
  const questions = (await tx.rows<Question>(sql`SELECT id, question, options, correct_answer FROM quiz_questions WHERE hunt_id = ${hunt.id} ORDER BY position, id`)).map(
    (q) => ({ ...q, options: JSON.parse(q.options) as string[] }),
  );
  if (items.length !== sample.items.length || questions.length !== sample.quiz_questions.length) return null;
  if (questions.some((q, i) => q.options.length !== sample.quiz_questions[i]!.options.length)) return null;

  const itemTexts = items.map((item, i) => {
    const { name, location_description, educational_fact, photo_prompt = "" } = sample.items[i]!;
    return [item, { name, location_description, educational_fact, photo_prompt, say_as: "" }] as const;
  });
  const questionTexts = questions.map((q, i) => {
    const { question, options } = sample.quiz_questions[i]!;
    return [q, { question, options, correct_answer: options[q.options.indexOf(q.correct_answer)] ?? "" }] as const;
  });
  const complete =
    HUNT_FIELDS.every((field) => needed(hunt[field], sample[field])) &&
    itemTexts.every(([item, texts]) => ITEM_FIELDS.every((field) => needed(item[field], texts[field]))) &&
    questionTexts.every(([, texts]) => filled(texts.question) && texts.options.every(filled) && texts.options.includes(texts.correct_answer));
  const { title, description, location, estimated_time, age_range } = sample;
  const texts = {
    title,
    description,
    location,
    estimated_time,
    age_range,
    items: Object.fromEntries(itemTexts.map(([item, t]) => [String(item.id), t])),
    quiz_questions: Object.fromEntries(questionTexts.map(([q, t]) => [String(q.id), t])),
  };
  return { texts, complete };
}

async function run(tx: SqlRunner): Promise<void> {
  const samples = JSON.parse(readFileSync(new URL("./hunts-es.json", import.meta.url), "utf8")) as Record<string, SpanishSample>;
  const titles = sql.join(
    Object.keys(samples).map((title) => sql`${title}`),
    sql`, `,
  );
  const hunts = await tx.rows<Hunt>(sql`SELECT id, title, description, location, estimated_time, age_range FROM hunts WHERE title IN (${titles}) ORDER BY id`);
  for (const hunt of hunts) {
    const [translated] = await tx.rows(sql`SELECT id FROM hunt_translations WHERE hunt_id = ${hunt.id} AND lang = 'es'`);
    const version = translated ? null : await versionOf(tx, hunt, samples[hunt.title]!);
    if (!version) continue;
    // SQLite keeps a boolean as 0 or 1.
    const complete = tx.dialect === "postgres" ? version.complete : Number(version.complete);
    await tx.run(sql`INSERT INTO hunt_translations (hunt_id, lang, texts, complete) VALUES (${hunt.id}, 'es', ${JSON.stringify(version.texts)}, ${complete})`);
  }
}

export const sampleHuntsInSpanish = { kind: "data", name: "0011_sample-hunts-in-spanish", run } as const;
