/** The system tools answer exactly the shapes the admin Settings screen reads. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cacheClearSchema, dbStatusSchema } from "#shared/schemas/system";
import { engineOf, writeTx } from "../db";
import { dialect } from "../db/dialect";
import { EXACT_COUNT_ROWS_MAX } from "../db/engine";
import { sqliteConnections } from "../db/sqlite-engine";
import { pageViews } from "../db/tables";
import { createTestApp, type TestApp } from "../testing/test-app";

describe("system tools contract", () => {
  it("answers the database status and the cache clearing in their shared schemas", async () => {
    const t = await createTestApp({ seed: true });
    const admin = await t.createUser("admin");
    const status = dbStatusSchema.parse((await t.call("GET", "/api/admin/db-status", { token: admin.token })).body);
    expect(status.tables.find((table) => table.name === "books")).toMatchObject({ rows: expect.any(Number), estimated: false });
    expect(status.tables.find((table) => table.name === "books")?.rows).toBeGreaterThan(0);
    await t.call("GET", "/api/shop/books");
    const cleared = cacheClearSchema.parse((await t.call("POST", "/api/admin/cache/clear", { token: admin.token })).body);
    expect(cleared.cached_responses).toBe(1);
  });
});

const ROWS_PER_INSERT = 1000;

async function addPageViews(t: TestApp, count: number) {
  await writeTx(t.db, async () => {
    for (let done = 0; done < count; done += ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(ROWS_PER_INSERT, count - done) }, (_, i) => ({ page: `/park/${done + i}` }));
      await t.db.insert(pageViews).values(rows);
    }
  });
}

/** The statistics the engine keeps up to date on its own, brought up to date now. */
async function refreshStatistics(t: TestApp) {
  if (dialect === "sqlite") sqliteConnections(engineOf(t.db)).writer.pragma("optimize=0x10002");
  else await (engineOf(t.db).reader as unknown as { execute(query: ReturnType<typeof sql>): Promise<unknown> }).execute(sql`analyze page_views`);
}

describe("the database status of a big table", () => {
  it("counts a table of up to EXACT_COUNT_ROWS_MAX rows, and above that shows the engine's estimate, saying so", async () => {
    const t = await createTestApp();
    const admin = await t.createUser("admin");
    const pageViewRows = async () => {
      const status = dbStatusSchema.parse((await t.call("GET", "/api/admin/db-status", { token: admin.token })).body);
      return status.tables.find((table) => table.name === "page_views");
    };

    await addPageViews(t, EXACT_COUNT_ROWS_MAX);
    expect(await pageViewRows()).toEqual({ name: "page_views", rows: EXACT_COUNT_ROWS_MAX, estimated: false });

    await addPageViews(t, 2000);
    // Before the statistics catch up, no fewer rows than were counted on the way.
    const early = await pageViewRows();
    expect(early).toMatchObject({ estimated: true });
    expect(early!.rows).toBeGreaterThan(EXACT_COUNT_ROWS_MAX);

    await refreshStatistics(t);
    expect(await pageViewRows()).toEqual({ name: "page_views", rows: EXACT_COUNT_ROWS_MAX + 2000, estimated: true });
  });
});
