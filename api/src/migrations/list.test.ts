/**
 * The list (./list.ts) is the truth of what runs on an old database: it names every SQL file of each
 * dialect's folder in the journal's order, every data migration of ./code/ once, each after the SQL file
 * that made the table recording it, and a SQL file is only ever added after the newest (drizzle's rule
 * counts a file as applied when it is no newer than the newest recorded).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Dialect } from "../db/dialect";
import { MIGRATIONS } from "./list";
import { SQL_FOLDERS, sqlFiles } from "./sql-files";

const DIALECTS: Dialect[] = ["sqlite", "postgres"];
const CODE = new URL("./code/", import.meta.url);

describe.each(DIALECTS)("the list of migrations on %s", (dialect) => {
  const list = MIGRATIONS[dialect];
  const sqlSteps = list.flatMap((step) => (step.kind === "sql" ? [step.tag] : []));
  const dataSteps = list.flatMap((step) => (step.kind === "sql" ? [] : [step.name]));

  it("names every SQL file of the folder, in the journal's order", () => {
    const onDisk = readdirSync(SQL_FOLDERS[dialect]).filter((file) => file.endsWith(".sql")).map((file) => file.replace(/\.sql$/, ""));
    expect(sqlSteps).toEqual(sqlFiles(dialect).map((file) => file.tag));
    expect(sqlSteps).toEqual(onDisk.toSorted());
  });

  it("has each SQL file newer than the one before it", () => {
    const whens = sqlFiles(dialect).map((file) => file.when);
    expect(whens).toEqual(whens.toSorted((a, b) => a - b));
    expect(new Set(whens).size).toBe(whens.length);
  });

  it("names every data migration of ./code/ once, after the SQL file that made code_migrations", () => {
    const folders = readdirSync(CODE, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(dataSteps.toSorted()).toEqual(folders.toSorted());
    const recordsMade = list.findIndex((step) => step.kind === "sql" && /CREATE TABLE [`"]code_migrations[`"]/.test(readFileSync(`${SQL_FOLDERS[dialect]}/${step.tag}.sql`, "utf8")));
    expect(recordsMade).toBeGreaterThanOrEqual(0);
    expect(list.findIndex((step) => step.kind !== "sql")).toBeGreaterThan(recordsMade);
  });
});
