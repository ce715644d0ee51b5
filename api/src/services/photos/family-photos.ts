/**
 * The rows of family photos (table family_photos): who took each, for which hunt and item, when, and
 * the random file name its bytes are kept under. Every read and delete is by the owning account, so
 * another family's photo is indistinguishable from one that does not exist.
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { FAMILY_LIST_MAX, familyPhotoUrl, type PhotoType } from "#shared/rules/family-record";
import type { FamilyPhoto, FamilyPhotoList } from "#shared/schemas/photos";
import type { Db } from "../../db";
import { familyPhotos } from "../../db/tables";

type PhotoRow = typeof familyPhotos.$inferSelect;

export interface NewPhoto {
  userId: number;
  huntId: number;
  itemId: number;
  takenAt: string;
  contentType: PhotoType;
  size: number;
  fileName: string;
  createdAt: string;
}

function toFamilyPhoto(row: Pick<PhotoRow, "id" | "huntId" | "itemId" | "takenAt">): FamilyPhoto {
  return { id: row.id, hunt_id: row.huntId, item_id: row.itemId, url: familyPhotoUrl(row.id), taken_at: row.takenAt };
}

/** 128 random bits, URL-safe: the id is the photo's address, so it must not be guessable or counted. */
export async function insertPhoto(db: Db, photo: NewPhoto): Promise<FamilyPhoto> {
  const [row] = await db
    .insert(familyPhotos)
    .values({ id: randomBytes(16).toString("base64url"), ...photo })
    .returning();
  return toFamilyPhoto(row!);
}

/** The bytes a family's stored photos add up to. */
export async function storedPhotoBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${familyPhotos.size}), 0)`.mapWith(Number) })
    .from(familyPhotos)
    .where(eq(familyPhotos.userId, userId));
  return Number(row?.total ?? 0);
}

export const photoListQuery = (db: Db, userId: number) =>
  db.select().from(familyPhotos).where(eq(familyPhotos.userId, userId)).orderBy(desc(familyPhotos.takenAt), desc(familyPhotos.createdAt)).limit(FAMILY_LIST_MAX);

export async function listPhotos(db: Db, userId: number): Promise<FamilyPhotoList> {
  const rows = await photoListQuery(db, userId);
  const [total] = await db.select({ n: count() }).from(familyPhotos).where(eq(familyPhotos.userId, userId));
  return { items: rows.map(toFamilyPhoto), total: Number(total?.n ?? 0) };
}

export async function findOwnPhoto(db: Db, userId: number, id: string): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.userId, userId)));
  return row;
}

/** The removed row's file name, or null when the family has no such photo. */
export async function deleteOwnPhoto(db: Db, userId: number, id: string): Promise<string | null> {
  const [row] = await db
    .delete(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.userId, userId)))
    .returning({ fileName: familyPhotos.fileName });
  return row?.fileName ?? null;
}
