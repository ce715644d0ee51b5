/**
 * Rows as the first release of each engine wrote them, for a database its first SQL file made
 * (older-database.ts): an admin and a family, two blog posts (one whose HTML today's sanitizer would
 * clean, one plain text), the two free sample hunts as they were first seeded
 * (./first-release-sample-hunts.json: in English only, their pictures still SVG on SQLite, already WebP
 * when PostgreSQL came) and a picture carrying a camera's EXIF with its GPS position: an admin's upload,
 * and on PostgreSQL, where the first release already kept them, a family's photo of a find.
 */
import { sql } from "drizzle-orm";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SqlRunner } from "../db/engine";
import { cameraPhoto } from "./photos";

interface SampleHunt {
  title: string;
  description: string;
  location: string;
  difficulty: string;
  price: number;
  thumbnail_image: string;
  estimated_time: string;
  age_range: string;
  featured: boolean;
  published: boolean;
  items: { name: string; location_description: string; educational_fact: string; points: number }[];
  quiz_questions: { question: string; options: string[]; correct_answer: string; points: number }[];
}

export const FIRST_RELEASE_SAMPLE_HUNTS = JSON.parse(readFileSync(new URL("./first-release-sample-hunts.json", import.meta.url), "utf8")) as SampleHunt[];

export const DIRTY_POST = '<p onclick="steal()">Geysers <script>alert(1)</script><a href="javascript:alert(2)">erupt</a></p>';
export const PLAIN_POST = "## Packing\n- water <lots of it\n- a hat";
export const UPLOAD_NAME = `${"b".repeat(32)}.jpg`;
export const PHOTO_NAME = `${"a".repeat(32)}.jpg`;

/** Writes the first release's rows through `old`; the pictures go where that release kept them (`dataDir` on SQLite). */
export async function writeFirstReleaseRows(old: SqlRunner, dataDir: string): Promise<void> {
  const bool = (value: boolean) => (old.dialect === "postgres" ? value : Number(value));
  await old.run(sql`INSERT INTO users (name, email, password_hash, role) VALUES ('Admin', 'admin@parkhunts.local', 'scrypt$old', 'admin')`);
  await old.run(sql`INSERT INTO users (name, email, password_hash, marketing_consent) VALUES ('The Riveras', 'riveras@example.com', 'scrypt$old', ${bool(true)})`);
  for (const content of [DIRTY_POST, PLAIN_POST]) {
    await old.run(
      sql`INSERT INTO posts (title, excerpt, content, author, tags, published, date, read_time) VALUES ('Old post', '', ${content}, 'Ranger', '["geysers"]', ${bool(true)}, '2026-06-01', '1 min read')`,
    );
  }
  for (const hunt of FIRST_RELEASE_SAMPLE_HUNTS) {
    // The sample pictures became WebP before PostgreSQL came; on SQLite a migration renames them.
    const thumbnail = old.dialect === "postgres" ? hunt.thumbnail_image.replace(/\.svg$/, ".webp") : hunt.thumbnail_image;
    const [{ id }] = (await old.rows<{ id: number }>(
      sql`INSERT INTO hunts (title, description, location, difficulty, price_cents, thumbnail_image, estimated_time, age_range, featured, published)
        VALUES (${hunt.title}, ${hunt.description}, ${hunt.location}, ${hunt.difficulty}, 0, ${thumbnail}, ${hunt.estimated_time}, ${hunt.age_range}, ${bool(hunt.featured)}, ${bool(hunt.published)})
        RETURNING id`,
    )) as [{ id: number }];
    for (const [position, item] of hunt.items.entries()) {
      await old.run(
        sql`INSERT INTO hunt_items (hunt_id, position, name, location_description, educational_fact, points) VALUES (${id}, ${position}, ${item.name}, ${item.location_description}, ${item.educational_fact}, ${item.points})`,
      );
    }
    for (const [position, q] of hunt.quiz_questions.entries()) {
      await old.run(
        sql`INSERT INTO quiz_questions (hunt_id, position, question, options, correct_answer, points) VALUES (${id}, ${position}, ${q.question}, ${JSON.stringify(q.options)}, ${q.correct_answer}, ${q.points})`,
      );
    }
  }
  const camera = await cameraPhoto();
  if (old.dialect === "sqlite") {
    mkdirSync(join(dataDir, "uploads"), { recursive: true });
    writeFileSync(join(dataDir, "uploads", UPLOAD_NAME), camera);
    return;
  }
  await old.run(sql`INSERT INTO stored_files (folder, name, bytes) VALUES ('uploads', ${UPLOAD_NAME}, ${camera}), ('photos', ${PHOTO_NAME}, ${camera})`);
  await old.run(
    sql`INSERT INTO family_photos (id, user_id, hunt_id, item_id, taken_at, content_type, size, file_name)
      SELECT 'photo-1', 2, hunt_id, id, '2026-07-04T10:00:00.000Z', 'image/jpeg', ${camera.length}, ${PHOTO_NAME} FROM hunt_items ORDER BY id LIMIT 1`,
  );
}
