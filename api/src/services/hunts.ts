/**
 * Hunts with their items and quiz: reading (with counts derived from activity rows) and admin writes.
 * An item's sign word is read by admins only; everyone else gets its hash (the device checks a typed
 * word against it), so a downloaded hunt does not hand out its answers.
 */
import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Hunt, HuntItem, HuntSummary, huntInputSchema } from "#shared/schemas/hunt";
import { toCents, toDollars } from "#shared/rules/money";
import type { z } from "zod";
import type { Db } from "../db/client";
import { huntItems, hunts, quizQuestions } from "../db/schema";
import { notFound } from "../errors";
import { checkWordHashSync } from "./check-word-hash";

type HuntRow = typeof hunts.$inferSelect;
type ItemRow = typeof huntItems.$inferSelect;
type HuntValues = z.output<typeof huntInputSchema>;
type ItemValues = HuntValues["items"][number];

// Correlated subqueries name the outer row explicitly: drizzle renders a lone column unqualified,
// which inside the subquery would bind to the inner table's own id.
const huntId = sql.raw(`"hunts"."id"`);

/** Activity per hunt, derived from event rows (first content views, completions, completed hunt orders). */
export const huntActivity = {
  viewCount: sql<number>`(select count(*) from content_views v where v.content_type = 'hunt' and v.content_id = cast(${huntId} as text) and v.engagement_type is null)`,
  completionCount: sql<number>`(select count(*) from hunt_completions c where c.hunt_key = cast(${huntId} as text))`,
  purchaseCount: sql<number>`(select count(*) from orders o where o.kind = 'hunt' and o.hunt_id = ${huntId} and o.status = 'completed')`,
  revenueCents: sql<number>`(select coalesce(sum(o.amount_cents), 0) from orders o where o.kind = 'hunt' and o.hunt_id = ${huntId} and o.status = 'completed')`,
};

const counts = {
  itemCount: sql<number>`(select count(*) from hunt_items i where i.hunt_id = ${huntId})`,
  questionCount: sql<number>`(select count(*) from quiz_questions q where q.hunt_id = ${huntId})`,
  viewCount: huntActivity.viewCount,
  completionCount: huntActivity.completionCount,
  purchaseCount: huntActivity.purchaseCount,
};

type CountedRow = HuntRow & { [K in keyof typeof counts]: number };

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
  };
}

function countedQuery(db: Db) {
  return db.select({ ...getTableColumns(hunts), ...counts }).from(hunts);
}

export function listHunts(db: Db, includeDrafts: boolean): HuntSummary[] {
  const query = countedQuery(db);
  const rows = (includeDrafts ? query : query.where(eq(hunts.published, true)))
    .orderBy(sql`${hunts.featured} desc`, asc(hunts.id))
    .all() as CountedRow[];
  return rows.map(toSummary);
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
  };
  return forAdmin ? { ...item, check_word: row.checkWord } : item;
}

/** A published hunt for everyone; for an admin, drafts too, and the items' sign words. */
export function findHunt(db: Db, id: number, forAdmin: boolean): Hunt | null {
  const row = countedQuery(db).where(eq(hunts.id, id)).get() as CountedRow | undefined;
  if (!row || (!row.published && !forAdmin)) return null;
  const items = db.select().from(huntItems).where(eq(huntItems.huntId, id)).orderBy(asc(huntItems.position)).all();
  const questions = db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.huntId, id))
    .orderBy(asc(quizQuestions.position))
    .all();
  return {
    ...toSummary(row),
    items: items.map((i) => toItem(i, forAdmin)),
    quiz_questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options,
      correct_answer: q.correctAnswer,
      points: q.points,
    })),
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
  };
}

/**
 * The items are written over the existing rows position by position, so an item keeps its id through an
 * edit: a family's device that downloaded the hunt earlier names its finds by those ids.
 */
function replaceItems(db: Db, huntId: number, items: ItemValues[]) {
  const existing = db.select({ id: huntItems.id }).from(huntItems).where(eq(huntItems.huntId, huntId)).orderBy(asc(huntItems.position)).all();
  items.forEach((item, position) => {
    const current = existing[position];
    if (current) db.update(huntItems).set({ position, ...itemColumns(item) }).where(eq(huntItems.id, current.id)).run();
    else db.insert(huntItems).values({ huntId, position, ...itemColumns(item) }).run();
  });
  const removed = existing.slice(items.length).map((row) => row.id);
  if (removed.length > 0) db.delete(huntItems).where(inArray(huntItems.id, removed)).run();
}

function replaceChildren(db: Db, huntId: number, input: Partial<HuntValues>) {
  if (input.items) replaceItems(db, huntId, input.items);
  if (input.quiz_questions) {
    db.delete(quizQuestions).where(eq(quizQuestions.huntId, huntId)).run();
    input.quiz_questions.forEach((q, position) =>
      db
        .insert(quizQuestions)
        .values({ huntId, position, question: q.question, options: q.options, correctAnswer: q.correct_answer, points: q.points })
        .run(),
    );
  }
}

/** Items and questions are given as a whole list, which is how the admin form edits (add, remove, reorder). */
export function createHunt(db: Db, input: HuntValues): number {
  const row = db
    .insert(hunts)
    .values(columnsOf(input) as typeof hunts.$inferInsert)
    .returning({ id: hunts.id })
    .get();
  replaceChildren(db, row.id, input);
  return row.id;
}

export function updateHunt(db: Db, id: number, input: Partial<HuntValues>): void {
  const exists = db.select({ id: hunts.id }).from(hunts).where(eq(hunts.id, id)).get();
  if (!exists) throw notFound("Hunt");
  const values = Object.fromEntries(Object.entries(columnsOf(input)).filter(([, v]) => v !== undefined));
  if (Object.keys(values).length > 0) db.update(hunts).set(values).where(eq(hunts.id, id)).run();
  replaceChildren(db, id, input);
}

export function deleteHunt(db: Db, id: number): void {
  const result = db.delete(hunts).where(eq(hunts.id, id)).run();
  if (result.changes === 0) throw notFound("Hunt");
}

/** The most a hunt can score: every item's points plus every question's points. */
export function huntMaxPoints(db: Db, id: number): number {
  const sum = (table: typeof huntItems | typeof quizQuestions) =>
    Number(
      db
        .select({ total: sql<number>`coalesce(sum(${table.points}), 0)` })
        .from(table)
        .where(eq(table.huntId, id))
        .get()?.total ?? 0,
    );
  return sum(huntItems) + sum(quizQuestions);
}

export function huntItemCount(db: Db, id: number): number {
  const row = db.select({ n: sql<number>`count(*)` }).from(huntItems).where(eq(huntItems.huntId, id)).get();
  return Number(row?.n ?? 0);
}

export function huntTitles(db: Db, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ id: hunts.id, title: hunts.title }).from(hunts).where(inArray(hunts.id, ids)).all();
  return new Map(rows.map((r) => [r.id, r.title]));
}
