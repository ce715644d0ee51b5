/** The system tools answer exactly the shapes the admin Settings screen reads. */
import { describe, expect, it } from "vitest";
import { cacheClearSchema, dbStatusSchema } from "#shared/schemas/system";
import { createTestApp } from "../testing/test-app";

describe("system tools contract", () => {
  it("answers the database status and the cache clearing in their shared schemas", async () => {
    const t = await createTestApp({ seed: true });
    const admin = await t.createUser("admin");
    const status = dbStatusSchema.parse((await t.call("GET", "/api/admin/db-status", { token: admin.token })).body);
    expect(status.tables.find((table) => table.name === "books")?.rows).toBeGreaterThan(0);
    await t.call("GET", "/api/shop/books");
    const cleared = cacheClearSchema.parse((await t.call("POST", "/api/admin/cache/clear", { token: admin.token })).body);
    expect(cleared.cached_responses).toBe(1);
  });
});
