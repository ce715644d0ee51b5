/**
 * Hunts with their items and quiz: reading (with the activity counts kept as it happens) and admin writes.
 * An item's sign word is read by admins only; everyone else gets its hash (the device checks a typed
 * word against it), so a downloaded hunt does not hand out its answers. Every read carries the hunt's
 * versions in other languages (hunt-translations.ts) and the languages it can be played in.
 */
import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { Hunt, HuntItem, HuntSummary, huntInputSchema } from "#shared/schemas/hunt";
import { toCents, toDollars } from "#shared/rules/money";
import type { z } from "zod";
import type { Db } from "../../db";
import { huntItems, hunts, quizQuestions } from "../../db/tables";
import { notFound } from "../../errors";
import { forgetHuntCounts, huntCount } from "../analytics/counts";
import { countRows, keysetPage, orderOf, type SortKey } from "../infrastructure/list-page";
import { checkWordHashSync } from "./check-word-hash";
import { languagesAndTranslations, refreshTranslationsComplete, translationsOf } from "./hunt-translations";
import { findHuntMap, hasMapColumn } from "./park-maps";

type HuntRow = typeof hunts.$inferSelect;
type ItemRow = typeof huntItems.$inferSelect;
type HuntValues = z.output<typeof huntInputSchema>;
type ItemValues = HuntValues["items"][number];
type QuestionValues = HuntValues["quiz_questions"][number];

// Correlated subqueries name the outer row explicitly: drizzle renders a lone column unqualified,
// which inside the subquery would bind to the inner table's own id.
const huntId = sql.raw(`"hunts"."id"`);

/** Activity per hunt, from the counts kept as it happens (first views, completions, completed hunt orders). */
export const huntActivity = {
  viewCount: huntCount("hunt.views", huntId),
  completionCount: huntCount("hunt.completions", huntId),
  purchaseCount: huntCount("hunt.purchases", huntId),
  revenueCents: huntCount("hunt.revenue_cents", huntId),
};

const counts = {
  itemCount: sql<number>`(select count(*) from hunt_items i where i.hunt_id = ${huntId})`.mapWith(Number),
  questionCount: sql<number>`(select count(*) from quiz_questions q where q.hunt_id = ${huntId})`.mapWith(Number),
  viewCount: huntActivity.viewCount,
  completionCount: huntActivity.completionCount,
  purchaseCount: huntActivity.purchaseCount,
};

type CountedRow = HuntRow & { [K in keyof typeof counts]: number } & { hasMap: boolean };

function toSummary(row: CountedRow): HuntSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    difficulty: row.difficulty,
    price: toDollars(row.priceCents),
    teaser: row.teaser,
    thumbnail_image: row.thumbnailImage,
    estimated_time: row.estimatedTime,
    age_range: row.ageRange,
    featured: row.featured,
    published: row.published,
    item_count: row.itemCount,
    question_count: row.questionCount,
    view_count: row.viewCount,
    completion_count: row.completionCount,
    purchase_count: row.purchaseCount,
    has_map: row.hasMap,
  };
}

function countedQuery(db: Db) {
  return db.select({ ...getTableColumns(hunts), ...counts, hasMap: hasMapColumn }).from(hunts);
}

/** The catalog's order: featured hunts first, then in the order they were written. */
export const HUNT_SORT: SortKey<HuntRow>[] = [
  { column: hunts.featured, direction: "desc", of: (row) => row.featured },
  { column: hunts.id, direction: "asc", of: (row) => row.id },
];

/** The catalog in its order (published hunts; drafts too for the admin), after `after` when given. */
export function huntListQuery(db: Db, includeDrafts: boolean, after?: SQL) {
  return countedQuery(db)
    .where(and(includeDrafts ? undefined : eq(hunts.published, true), after))
    .orderBy(...orderOf(HUNT_SORT));
}

export interface HuntPage {
  hunts: HuntSummary[];
  total: number;
  next: string | null;
}

/**
 * One page of the catalog after `cursor`; `total` counts the whole catalog. The counts and versions are
 * read for the page's hunts only.
 */
export async function listHunts(db: Db, includeDrafts: boolean, page: { limit: number; cursor?: string | undefined }): Promise<HuntPage> {
  const { rows, next } = await keysetPage<CountedRow>(HUNT_SORT, page, (after, take) => huntListQuery(db, includeDrafts, after).limit(take) as Promise<CountedRow[]>);
  const total = await countRows(db, hunts, includeDrafts ? undefined : eq(hunts.published, true));
  const translations = await translationsOf(db, rows.map((row) => row.id), includeDrafts);
  const summaries = rows.map((row) => ({ ...toSummary(row), ...languagesAndTranslations(translations.get(row.id) ?? [], false) }));
  return { hunts: summaries, total, next };
}

function toItem(row: ItemRow, forAdmin: boolean): HuntItem {
  const item: HuntItem = {
    id: row.id,
    name: row.name,
    location_description: row.locationDescription,
    educational_fact: row.educationalFact,
    points: row.points,
    lat: row.lat,
    lng: row.lng,
    radius_m: row.radiusM,
    check_word_hash: row.checkWordHash,
    photo_prompt: row.photoPrompt,
    say_as: row.sayAs,
  };
  return forAdmin ? { ...item, check_word: row.checkWord } : item;
}

/** A published hunt for everyone; for an admin, drafts too, and the items' sign words. */
export async function findHunt(db: Db, id: number, forAdmin: boolean): Promise<Hunt | null> {
  const [row] = (await countedQuery(db).where(eq(hunts.id, id))) as CountedRow[];
  if (!row || (!row.published && !forAdmin)) return null;
  const items = await db.select().from(huntItems).where(eq(huntItems.huntId, id)).orderBy(asc(huntItems.position));
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.huntId, id)).orderBy(asc(quizQuestions.position));
  const translations = await translationsOf(db, [id], forAdmin);
  return {
    ...toSummary(row),
    ...languagesAndTranslations(translations.get(id) ?? [], true),
    items: items.map((i) => toItem(i, forAdmin)),
    quiz_questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options,
      correct_answer: q.correctAnswer,
      points: q.points,
    })),
    map: await findHuntMap(db, id),
  };
}

function columnsOf(input: Partial<HuntValues>) {
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    difficulty: input.difficulty,
    priceCents: input.price === undefined ? undefined : toCents(input.price),
    teaser: input.teaser,
    thumbnailImage: input.thumbnail_image,
    estimatedTime: input.estimated_time,
    ageRange: input.age_range,
    featured: input.featured,
    published: input.published,
  };
}

function itemColumns(item: ItemValues) {
  return {
    name: item.name,
    locationDescription: item.location_description,
    educationalFact: item.educational_fact,
    points: item.points,
    lat: item.lat,
    lng: item.lng,
    radiusM: item.radius_m,
    checkWord: item.check_word,
    checkWordHash: checkWordHashSync(item.check_word),
    photoPrompt: item.photo_prompt,
    sayAs: item.say_as,
  };
}

/**
 * Writes a hunt's new list of items or questions over its existing rows position by position, so each
 * keeps its id through an edit (a family's phone that downloaded the hunt earlier names its finds and
 * answers by those ids); rows beyond the old list are added, rows beyond the new one deleted.
 */
async function writeOverByPosition<Existing extends { id: number }, Row>(
  existing: readonly Existing[],
  rows: readonly Row[],
  write: {
    update: (current: Existing, row: Row, position: number) => Promise<unknown>;
    insert: (added: { row: Row; position: number }[]) => Promise<unknown>;
    remove: (ids: number[]) => Promise<unknown>;
  },
) {
  for (const [position, row] of rows.entries()) {
    const current = existing[position];
    if (current) await write.update(current, row, position);
  }
  const added = rows.slice(existing.length).map((row, i) => ({ row, position: existing.length + i }));
  if (added.length > 0) await write.insert(added);
  const removed = existing.slice(rows.length).map((row) => row.id);
  if (removed.length > 0) await write.remove(removed);
}

async function replaceItems(db: Db, huntId: number, items: ItemValues[]) {
  const existing = await db
    .select({ id: huntItems.id, widestRadiusM: huntItems.widestRadiusM })
    .from(huntItems)
    .where(eq(huntItems.huntId, huntId))
    .orderBy(asc(huntItems.position));
  await writeOverByPosition(existing, items, {
    // A phone holding the item from before a narrower radius checks in within the wider one.
    update: (current, item, position) =>
      db
        .update(huntItems)
        .set({ position, ...itemColumns(item), widestRadiusM: Math.max(current.widestRadiusM, item.radius_m) })
        .where(eq(huntItems.id, current.id)),
    insert: (added) => db.insert(huntItems).values(added.map(({ row, position }) => ({ huntId, position, ...itemColumns(row), widestRadiusM: row.radius_m }))),
    remove: (ids) => db.delete(huntItems).where(inArray(huntItems.id, ids)),
  });
}

async function replaceQuestions(db: Db, huntId: number, questions: QuestionValues[]) {
  const existing = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.huntId, huntId)).orderBy(asc(quizQuestions.position));
  const columns = (q: QuestionValues, position: number) => ({ position, question: q.question, options: q.options, correctAnswer: q.correct_answer, points: q.points });
  await writeOverByPosition(existing, questions, {
    update: (current, q, position) => db.update(quizQuestions).set(columns(q, position)).where(eq(quizQuestions.id, current.id)),
    insert: (added) => db.insert(quizQuestions).values(added.map(({ row, position }) => ({ huntId, ...columns(row, position) }))),
    remove: (ids) => db.delete(quizQuestions).where(inArray(quizQuestions.id, ids)),
  });
}

async function replaceChildren(db: Db, huntId: number, input: Partial<HuntValues>) {
  if (input.items) await replaceItems(db, huntId, input.items);
  if (input.quiz_questions) await replaceQuestions(db, huntId, input.quiz_questions);
}

/** Items and questions are given as a whole list, which is how the admin form edits (add, remove, reorder). */
export async function createHunt(db: Db, input: HuntValues): Promise<number> {
  const [row] = await db
    .insert(hunts)
    .values(columnsOf(input) as typeof hunts.$inferInsert)
    .returning({ id: hunts.id });
  await replaceChildren(db, row!.id, input);
  return row!.id;
}

export async function updateHunt(db: Db, id: number, input: Partial<HuntValues>): Promise<void> {
  const [exists] = await db.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, id));
  if (!exists) throw notFound("Hunt");
  const values = Object.fromEntries(Object.entries(columnsOf(input)).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length > 0) await db.update(hunts).set(values).where(eq(hunts.id, id));
  await replaceChildren(db, id, input);
  // New English (an item added, a fact written) may leave a translation short of it.
  await refreshTranslationsComplete(db, id);
}

export async function deleteHunt(db: Db, id: number): Promise<void> {
  const removed = await db.delete(hunts).where(eq(hunts.id, id)).returning({ id: hunts.id });
  if (removed.length === 0) throw notFound("Hunt");
  await forgetHuntCounts(db, id);
}
