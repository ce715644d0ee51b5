/**
 * The services are written once against SQLite's schema and run unchanged on PostgreSQL's, so the two
 * must declare the same tables, columns (name, nullability, default, key) and indexes (their columns in
 * order, with their directions).
 */
import { Column as DrizzleColumn, is, SQL, StringChunk } from "drizzle-orm";
import { getTableConfig as pgConfig, IndexedColumn, type PgTable } from "drizzle-orm/pg-core";
import { getTableConfig as sqliteConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as postgres from "./schema/pg";
import * as sqlite from "./schema/sqlite";

type Shape = {
  name: string;
  columns: { name: string; notNull: boolean; hasDefault: boolean; primary: boolean; isUnique: boolean; kind: string }[];
  primaryKeys: string[];
  indexes: string[];
  foreignKeys: number;
};

// What a value of each column type is in JavaScript, whichever engine holds it.
const KINDS: Record<string, string> = {
  SQLiteInteger: "number",
  PgInteger: "number",
  PgBigInt53: "number",
  SQLiteReal: "number",
  PgDoublePrecision: "number",
  SQLiteText: "string",
  PgText: "string",
  SQLiteBoolean: "boolean",
  PgBoolean: "boolean",
  SQLiteTextJson: "json",
  SQLiteBlobBuffer: "bytes",
  // PostgreSQL's custom columns, told apart by the SQL type they declare (schema/pg.ts).
  "PgCustomColumn text": "json",
  "PgCustomColumn bytea": "bytes",
};

type Column = ReturnType<typeof sqliteConfig>["columns"][number] | ReturnType<typeof pgConfig>["columns"][number];

function kindOf(column: Column): string {
  const type = column.columnType === "PgCustomColumn" ? `${column.columnType} ${column.getSQLType()}` : column.columnType;
  return KINDS[type] ?? type;
}

type IndexColumn = ReturnType<typeof sqliteConfig>["indexes"][number]["config"]["columns"][number] | ReturnType<typeof pgConfig>["indexes"][number]["config"]["columns"][number];

/**
 * An index's column and its direction, as "featured desc": a list's order is served only by an index whose
 * columns and directions match it, so a direction kept on one engine alone would leave the other sorting.
 * SQLite's descending column is SQL (`${t.featured} desc`); PostgreSQL's is `.desc().nullsFirst()`, the
 * null order PostgreSQL's own `order by ... desc` takes, without which the index does not serve it.
 */
function indexColumn(column: IndexColumn): string {
  if (is(column, IndexedColumn)) {
    const { order, nulls } = column.indexConfig ?? {};
    expect(nulls ?? (order === "desc" ? "first" : "last"), `${column.name}: PostgreSQL's default null order`).toBe(order === "desc" ? "first" : "last");
    return order === "desc" ? `${column.name} desc` : String(column.name);
  }
  const text = (chunk: unknown): string =>
    is(chunk, DrizzleColumn) ? chunk.name : is(chunk, StringChunk) ? chunk.value.join("") : is(chunk, SQL) ? chunk.queryChunks.map(text).join("") : "";
  return text(column).trim();
}

function shape(config: ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>): Shape {
  return {
    name: config.name,
    columns: config.columns
      .map((c) => ({
        name: c.name,
        notNull: c.notNull,
        hasDefault: c.hasDefault,
        primary: c.primary,
        isUnique: c.isUnique,
        kind: kindOf(c),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    // Keys over several columns (a column's own key is its `primary` above).
    primaryKeys: config.primaryKeys.map((key) => key.columns.map((c) => c.name).join(", ")).sort(),
    indexes: config.indexes.map((i) => `${i.config.name}${i.config.unique ? " unique" : ""} (${i.config.columns.map(indexColumn).join(", ")})`).sort(),
    foreignKeys: config.foreignKeys.length,
  };
}

describe("the PostgreSQL schema", () => {
  const names = Object.keys(sqlite).sort();

  it("has every table the SQLite schema has, and no other", () => {
    expect(Object.keys(postgres).sort()).toEqual(names);
  });

  it.each(names)("declares %s exactly as SQLite does", (name) => {
    const lite = shape(sqliteConfig((sqlite as Record<string, unknown>)[name] as SQLiteTable));
    const pg = shape(pgConfig((postgres as Record<string, unknown>)[name] as PgTable));
    expect(pg).toEqual(lite);
  });
});
