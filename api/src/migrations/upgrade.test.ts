/**
 * An upgrade from the first release, on the engine the tests run on: a database with only its dialect's
 * first SQL file applied (by drizzle's migrator, as that release applied it) and rows written as that
 * release wrote them (../testing/first-release.ts) is opened by today's runner, then the migrations that
 * run while the server serves go through its stored files. Its schema must then read exactly as a fresh
 * database's, every data migration must have done its work once, the rows must all be there, and a
 * second start must change nothing. The real server, started on such a database with two processes,
 * migrates it the same way.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { freePort, startServer } from "../../../scripts/lib/server-process";
import { closeDb, engineOf, migrateWhileServing, openDatabase, type Db } from "../db";
import type { SqlRunner } from "../db/engine";
import { fileStoresFor, type FileStore } from "../services/files/file-store";
import { DIRTY_POST, FIRST_RELEASE_SAMPLE_HUNTS, PHOTO_NAME, PLAIN_POST, UPLOAD_NAME, writeFirstReleaseRows } from "../testing/first-release";
import { olderTestDatabase } from "../testing/older-database";
import { imageFacts } from "../testing/photos";
import { seenWithin } from "../testing/seen-within";
import { openTestDb } from "../testing/test-db";
import { sanitizeHtml } from "./code/0003_sanitize-post-html/sanitize-html";
import { MIGRATIONS } from "./list";

const rawOf = (db: Db): SqlRunner => engineOf(db).migrationTarget().reader;

/** Every table, column, index, trigger, constraint and function, as the engine's catalog states them. */
async function catalog(db: Db): Promise<unknown> {
  const raw = rawOf(db);
  // SQLite's statistics tables (sqlite_stat1, sqlite_stat4) appear once PRAGMA optimize finds rows to measure: data, not schema.
  if (raw.dialect === "sqlite") return raw.rows(sql`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name`);
  const schemas = sql`('public', 'drizzle')`;
  return {
    columns: await raw.rows(sql`SELECT table_schema, table_name, column_name, ordinal_position, column_default, is_nullable, data_type, is_identity, identity_generation
      FROM information_schema.columns WHERE table_schema IN ${schemas} ORDER BY 1, 2, 4`),
    indexes: await raw.rows(sql`SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname IN ${schemas} ORDER BY 1, 2, 3`),
    triggers: await raw.rows(sql`SELECT event_object_table, trigger_name, event_manipulation, action_timing, action_orientation, action_statement
      FROM information_schema.triggers WHERE trigger_schema = 'public' ORDER BY 1, 2, 3`),
    constraints: await raw.rows(sql`SELECT conrelid::regclass::text AS on_table, conname, pg_get_constraintdef(oid) AS definition
      FROM pg_constraint WHERE connamespace IN (SELECT oid FROM pg_namespace WHERE nspname IN ${schemas}) ORDER BY 1, 2`),
    functions: await raw.rows(sql`SELECT proname, pg_get_functiondef(oid) AS definition FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`),
  };
}

/** Every row of every table, and every stored file's bytes. */
async function contents(db: Db, stores: Record<string, FileStore>): Promise<unknown> {
  const raw = rawOf(db);
  const tables =
    raw.dialect === "sqlite"
      ? await raw.rows<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_stat%' ORDER BY name`)
      : await raw.rows<{ name: string }>(sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`);
  const rows: Record<string, unknown> = {};
  for (const { name } of tables) rows[name] = await raw.rows(sql`SELECT * FROM ${sql.identifier(name)} ORDER BY 1`);
  const files: Record<string, unknown> = {};
  for (const [folder, store] of Object.entries(stores)) {
    for (const { name } of await store.list()) files[`${folder}/${name}`] = await store.read(name);
  }
  return { rows, files };
}

/** A database as each engine's first release left it, with that release's rows. */
async function firstReleaseDatabase() {
  const old = await olderTestDatabase("0001");
  await writeFirstReleaseRows(old.sql, old.dataDir);
  await old.close();
  return old;
}

const names = (dialect: SqlRunner["dialect"]) => MIGRATIONS[dialect].flatMap((step) => (step.kind === "sql" ? [] : [step.name])).toSorted();
const recorded = async (raw: SqlRunner) => (await raw.rows<{ name: string }>(sql`SELECT name FROM code_migrations ORDER BY name`)).map((row) => row.name);

describe("an upgrade from the first release", () => {
  it("reaches a fresh database's schema, runs every data migration once and keeps every row; a second start changes nothing", { timeout: 60_000 }, async () => {
    const old = await firstReleaseDatabase();
    const db = await openDatabase(old.at);
    const stores = fileStoresFor(db, old.dataDir);
    await migrateWhileServing(db, stores);
    const raw = rawOf(db);

    // (a) The schema, to the letter of the catalog.
    const fresh = await openTestDb();
    expect(await catalog(db)).toEqual(await catalog(fresh));
    await closeDb(fresh);

    // (b) Every data migration ran, once.
    expect(await recorded(raw)).toEqual(names(raw.dialect));
    const posts = await raw.rows<{ content: string; read_time: string }>(sql`SELECT content, read_time FROM posts ORDER BY id`);
    expect(posts).toEqual([
      { content: sanitizeHtml(DIRTY_POST), read_time: "1 min read" },
      { content: PLAIN_POST, read_time: "1 min read" },
    ]);
    expect(posts[0]!.content).toBe('<p>Geysers <a>erupt</a></p>');
    const versions = await raw.rows<{ title: string; lang: string; complete: unknown }>(
      sql`SELECT hunts.title, lang, complete FROM hunt_translations JOIN hunts ON hunts.id = hunt_id ORDER BY hunts.id`,
    );
    expect(versions.map((v) => [v.title, v.lang, Boolean(v.complete)])).toEqual(FIRST_RELEASE_SAMPLE_HUNTS.map((h) => [h.title, "es", true]));
    const pictures = raw.dialect === "postgres" ? [stores.uploads.read(UPLOAD_NAME), stores.photos.read(PHOTO_NAME)] : [stores.uploads.read(UPLOAD_NAME)];
    for (const picture of await Promise.all(pictures)) expect(await imageFacts(picture!)).toMatchObject({ exif: false, xmp: false, iptc: false });
    if (raw.dialect === "postgres") {
      const [photo] = await raw.rows<{ size: number }>(sql`SELECT size FROM family_photos`);
      expect(photo!.size).toBe((await stores.photos.read(PHOTO_NAME))!.length);
    }

    // (c) The rows, as the first release wrote them and the SQL files moved them on.
    expect(await raw.rows(sql`SELECT email, role, marketing_consent FROM users ORDER BY id`)).toEqual([
      { email: "admin@parkhunts.local", role: "admin", marketing_consent: raw.dialect === "postgres" ? false : 0 },
      { email: "riveras@example.com", role: "user", marketing_consent: raw.dialect === "postgres" ? true : 1 },
    ]);
    const hunts = await raw.rows<{ id: number; title: string; thumbnail_image: string }>(sql`SELECT id, title, thumbnail_image FROM hunts ORDER BY id`);
    expect(hunts.map((h) => [h.title, h.thumbnail_image])).toEqual(FIRST_RELEASE_SAMPLE_HUNTS.map((h) => [h.title, h.thumbnail_image.replace(/\.svg$/, ".webp")]));
    for (const [i, hunt] of hunts.entries()) {
      const items = await raw.rows<{ name: string; radius_m: number }>(sql`SELECT name, radius_m FROM hunt_items WHERE hunt_id = ${hunt.id} ORDER BY position`);
      expect(items).toEqual(FIRST_RELEASE_SAMPLE_HUNTS[i]!.items.map((item) => ({ name: item.name, radius_m: 40 })));
      const questions = await raw.rows<{ correct_answer: string }>(sql`SELECT correct_answer FROM quiz_questions WHERE hunt_id = ${hunt.id} ORDER BY position`);
      expect(questions.map((q) => q.correct_answer)).toEqual(FIRST_RELEASE_SAMPLE_HUNTS[i]!.quiz_questions.map((q) => q.correct_answer));
    }

    // A second start: nothing to do, nothing written.
    const before = await contents(db, stores);
    await closeDb(db);
    const again = await openDatabase(old.at);
    const storesAgain = fileStoresFor(again, old.dataDir);
    await migrateWhileServing(again, storesAgain);
    expect(await contents(again, storesAgain)).toEqual(before);
    await closeDb(again);
  });

  it("is what the real server does when it starts on the old database with two processes", { timeout: 120_000 }, async () => {
    const old = await firstReleaseDatabase();
    const env: Record<string, string> = "postgresUrl" in old.at ? { DATABASE_URL: old.at.postgresUrl, JWT_SECRET: "upgrade-test-secret-long-enough-to-sign" } : {};
    const server = await startServer(old.dataDir, await freePort(), { ...env, WEB_CONCURRENCY: "2" });
    const db = await openDatabase(old.at);
    const raw = rawOf(db);
    // The pictures' migration runs in the background, after the server answers.
    await seenWithin(60_000, () => recorded(raw), (now) => now.length === names(raw.dialect).length, 200);
    expect(await recorded(raw)).toEqual(names(raw.dialect));
    const upload = await fileStoresFor(db, old.dataDir).uploads.read(UPLOAD_NAME);
    expect(await imageFacts(upload!)).toMatchObject({ exif: false, xmp: false, iptc: false });
    expect((await (await fetch(`${server.url}/api/hunts`)).json()).hunts.map((hunt: { languages: string[] }) => hunt.languages)).toEqual(
      FIRST_RELEASE_SAMPLE_HUNTS.map(() => ["en", "es"]),
    );
    await closeDb(db);
    expect(await server.stop()).toBe(0);
  });
});
