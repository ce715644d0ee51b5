/** Hunts with their items and quiz: reading (with counts derived from activity rows) and admin writes. */
import { asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Hunt, HuntSummary, huntInputSchema } from "#shared/schemas/hunt";
import { toCents, toDollars } from "#shared/rules/money";
import type { z } from "zod";
import type { Db } from "../db/client";
import { huntItems, hunts, quizQuestions } from "../db/schema";
import { notFound } from "../errors";

type HuntRow = typeof hunts.$inferSelect;
type HuntValues = z.output<typeof huntInputSchema>;

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

export function findHunt(db: Db, id: number, includeDrafts: boolean): Hunt | null {
  const row = countedQuery(db).where(eq(hunts.id, id)).get() as CountedRow | undefined;
  if (!row || (!row.published && !includeDrafts)) return null;
  const items = db.select().from(huntItems).where(eq(huntItems.huntId, id)).orderBy(asc(huntItems.position)).all();
  const questions = db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.huntId, id))
    .orderBy(asc(quizQuestions.position))
    .all();
  return {
    ...toSummary(row),
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      location_description: i.locationDescription,
      educational_fact: i.educationalFact,
      points: i.points,
    })),
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

function replaceChildren(db: Db, huntId: number, input: Partial<HuntValues>) {
  if (input.items) {
    db.delete(huntItems).where(eq(huntItems.huntId, huntId)).run();
    input.items.forEach((item, position) =>
      db
        .insert(huntItems)
        .values({
          huntId,
          position,
          name: item.name,
          locationDescription: item.location_description,
          educationalFact: item.educational_fact,
          points: item.points,
        })
        .run(),
    );
  }
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

/** Items and questions are replaced as a whole list, which is how the admin form edits (add, remove, reorder). */
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

export function huntTitles(db: Db, ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = db.select({ id: hunts.id, title: hunts.title }).from(hunts).where(inArray(hunts.id, ids)).all();
  return new Map(rows.map((r) => [r.id, r.title]));
}
