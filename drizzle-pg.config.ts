import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./api/src/db/schema/pg.ts",
  out: "./api/src/migrations/sql/pg",
});
