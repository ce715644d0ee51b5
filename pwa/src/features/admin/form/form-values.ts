/**
 * Between what the widgets hold and what the schema parses: number inputs hold text and become numbers,
 * tags are typed with commas, datetime-local is local time and becomes ISO, groups hold keyed rows.
 * Also the checks only the form can make (an emptied required number, a schedule in the past) before
 * the schema sees the value.
 */
import type { z } from "zod";
import { parseTags } from "#shared/rules/tags";
import { isVisible, type DraftValues, type FieldSpec, type GroupField, type GroupRow } from "./field-types";
import { defaultOf, fieldSchema, isRequiredBySchema, rowSchemaOf, type ObjectSchema } from "./schema-fields";

let lastRowKey = 0;

/** A datetime-local value ("2026-05-01T09:30") for an ISO time, in the admin's own time zone. */
export function toLocalInput(iso: string | number | Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function toDraft(field: FieldSpec, value: unknown, schema: z.ZodType | undefined): unknown {
  switch (field.widget) {
    case "checkbox":
      return value === true;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
    case "tags":
      return Array.isArray(value) ? value.join(", ") : "";
    case "list":
      return Array.isArray(value) ? value.map(String) : [];
    case "datetime":
      return typeof value === "string" && value !== "" ? toLocalInput(value) : "";
    case "group": {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return rows.map((row) => newGroupRow(field, rowSchemaOf(schema), row));
    }
    default:
      return typeof value === "string" ? value : value == null ? "" : String(value);
  }
}

/** The fields that hold a value (an action acts on the others and has none of its own). */
const valueFields = (fields: readonly FieldSpec[]) => fields.filter((field) => field.widget !== "action");

/** Drafts for a list of fields: the given value where there is one, else the schema's default. */
export function draftsFor(fields: readonly FieldSpec[], schema: ObjectSchema | undefined, source?: Record<string, unknown>): DraftValues {
  return Object.fromEntries(
    valueFields(fields).map((field) => {
      const own = schema && fieldSchema(schema, field.name);
      const given = source?.[field.name];
      return [field.name, toDraft(field, given !== undefined && given !== null ? given : defaultOf(own), own)];
    }),
  );
}

export function newGroupRow(field: GroupField, rowSchema: ObjectSchema | undefined, source?: Record<string, unknown>): GroupRow {
  lastRowKey += 1;
  return { key: lastRowKey, values: draftsFor(field.fields, rowSchema, source), source };
}

function toValue(field: FieldSpec, draft: unknown, schema: z.ZodType | undefined): unknown {
  switch (field.widget) {
    case "checkbox":
      return draft === true;
    case "number": {
      const text = String(draft ?? "").trim();
      return text === "" ? undefined : Number(text);
    }
    case "tags":
      return parseTags(String(draft ?? ""));
    case "list":
      return (draft as string[]).map((entry) => entry.trim()).filter(Boolean);
    case "datetime": {
      const text = String(draft ?? "");
      const ms = Date.parse(text);
      return text === "" ? undefined : Number.isNaN(ms) ? text : new Date(ms).toISOString();
    }
    case "group":
      // As for the whole form, what the row's fields leave out goes back as the row was opened with.
      return (draft as GroupRow[]).map((row) => ({ ...row.source, ...valuesFor(field.fields, rowSchemaOf(schema), row.values) }));
    default:
      return draft;
  }
}

/** What the schema parses: each visible field's value; a hidden field is sent as its default. */
export function valuesFor(fields: readonly FieldSpec[], schema: ObjectSchema | undefined, drafts: DraftValues): Record<string, unknown> {
  return Object.fromEntries(
    valueFields(fields).map((field) => {
      const own = schema && fieldSchema(schema, field.name);
      return [field.name, isVisible(field, drafts) ? toValue(field, drafts[field.name], own) : defaultOf(own)];
    }),
  );
}

export function isRequired(field: FieldSpec, schema: ObjectSchema | undefined): boolean {
  return field.required ?? isRequiredBySchema(schema && fieldSchema(schema, field.name));
}

function draftProblem(field: FieldSpec, draft: unknown, required: boolean): string | undefined {
  // Lists and groups are left to the schema, whose messages say how many entries it wants.
  if (field.widget === "checkbox" || field.widget === "list" || field.widget === "group" || field.widget === "action") return undefined;
  const text = String(draft ?? "").trim();
  if (text === "") return required ? `${field.label} is required` : undefined;
  if (field.widget === "number" && !Number.isFinite(Number(text))) return `${field.label} must be a number`;
  if (field.widget === "datetime" && field.minNow && Date.parse(text) < Date.now()) return `${field.label} must be in the future`;
  return undefined;
}

/** The form's own checks, keyed by field path ("items.0.name"). */
export function precheck(fields: readonly FieldSpec[], schema: ObjectSchema | undefined, drafts: DraftValues, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isVisible(field, drafts)) continue;
    const path = `${prefix}${field.name}`;
    const problem = draftProblem(field, drafts[field.name], isRequired(field, schema));
    if (problem) errors[path] = problem;
    if (field.widget === "group") {
      const rowSchema = rowSchemaOf(schema && fieldSchema(schema, field.name));
      (drafts[field.name] as GroupRow[]).forEach((row, i) => Object.assign(errors, precheck(field.fields, rowSchema, row.values, `${path}.${i}.`)));
    }
  }
  return errors;
}
