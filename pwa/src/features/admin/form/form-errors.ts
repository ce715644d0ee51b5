/** Where a schema issue is shown: next to the field (or group row field) it names, else above the form. */
import type { z } from "zod";
import type { FieldSpec } from "./field-types";

/** The field path an issue belongs to ("title", "items.2.name"), or null when no field shows it. */
export function fieldPathOf(fields: readonly FieldSpec[], path: readonly PropertyKey[]): string | null {
  const [head, index, sub] = path;
  const field = fields.find((f) => f.name === head);
  if (!field) return null;
  if (field.widget === "group" && typeof index === "number" && field.fields.some((f) => f.name === sub)) {
    return `${field.name}.${index}.${String(sub)}`;
  }
  // Deeper parts (a tag's index, an option's index) are shown on the field that holds them.
  return field.name;
}

/** The first message per field, keeping any the form's own checks already found. */
export function collectIssues(
  fields: readonly FieldSpec[],
  issues: readonly z.core.$ZodIssue[],
  found: Record<string, string>,
): { fieldErrors: Record<string, string>; formErrors: string[] } {
  const fieldErrors = { ...found };
  const formErrors: string[] = [];
  for (const issue of issues) {
    const path = fieldPathOf(fields, issue.path);
    if (path === null) formErrors.push(issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message);
    else fieldErrors[path] ??= issue.message;
  }
  return { fieldErrors, formErrors };
}
