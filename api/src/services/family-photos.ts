/**
 * The rows of family photos (table family_photos): who took each, for which hunt and item, when, and
 * the random file name its bytes are kept under. Every read and delete is by the owning account, so
 * another family's photo is indistinguishable from one that does not exist.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { FAMILY_LIST_MAX, familyPhotoUrl, type PhotoType } from "#shared/rules/family-record";
import type { FamilyPhoto, FamilyPhotoList } from "#shared/schemas/photos";
import type { Db } from "../db/client";
import { familyPhotos } from "../db/schema";

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
export function insertPhoto(db: Db, photo: NewPhoto): FamilyPhoto {
  const row = db
    .insert(familyPhotos)
    .values({ id: randomBytes(16).toString("base64url"), ...photo })
    .returning()
    .get();
  return toFamilyPhoto(row);
}

export function listPhotos(db: Db, userId: number): FamilyPhotoList {
  const rows = db
    .select()
    .from(familyPhotos)
    .where(eq(familyPhotos.userId, userId))
    .orderBy(desc(familyPhotos.takenAt), desc(familyPhotos.createdAt))
    .limit(FAMILY_LIST_MAX)
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(familyPhotos).where(eq(familyPhotos.userId, userId)).get();
  return { items: rows.map(toFamilyPhoto), total: Number(total?.n ?? 0) };
}

export function findOwnPhoto(db: Db, userId: number, id: string): PhotoRow | undefined {
  return db
    .select()
    .from(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.userId, userId)))
    .get();
}

/** The removed row's file name, or null when the family has no such photo. */
export function deleteOwnPhoto(db: Db, userId: number, id: string): string | null {
  const row = db
    .delete(familyPhotos)
    .where(and(eq(familyPhotos.id, id), eq(familyPhotos.userId, userId)))
    .returning({ fileName: familyPhotos.fileName })
    .get();
  return row?.fileName ?? null;
}
