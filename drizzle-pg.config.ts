import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./api/src/db/pg-schema.ts",
  out: "./api/drizzle-pg",
});
