/**
 * A file of content/ checked against the schema of what it holds. A problem names the file and the field
 * ("content/sample/books.json: [2].price: must have at most two decimals"). zod leaves out a field its
 * schema does not know, so a misspelt field would pass unnoticed and its value be lost: here it is a
 * problem too.
 */
import type { z } from "zod";

export class ContentFileError extends Error {
  override name = "ContentFileError";
}

/** `[2].items[0].name: ` for a path into a file, nothing for the file as a whole. */
function fieldName(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "";
  const parts = path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i === 0 ? "" : "."}${String(key)}`));
  return `${parts.join("")}: `;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The fields of `input` that are not in what the schema made of it. */
function unknownFields(input: unknown, output: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(input)) return Array.isArray(output) ? input.flatMap((item, i) => unknownFields(item, output[i], [...path, i])) : [];
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output ? unknownFields(input[key], output[key], [...path, key]) : [`${fieldName([...path, key])}not a known field`],
  );
}

/** What the schema makes of a file's value; a `ContentFileError` naming the file and each problem when it does not pass. */
export function parseContentFile<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  const problems = result.success
    ? unknownFields(value, result.data)
    : result.error.issues.map((issue) => `${fieldName(issue.path)}${issue.message}`);
  if (problems.length > 0) throw new ContentFileError(`${file}: ${problems.join("; ")}`);
  return result.data as z.output<T>;
}

/** A JSON file's text as a value; a `ContentFileError` naming the file, and the line where it can, when it is not JSON. */
export function parseJsonText(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /at position (\d+)$/.exec(message);
    const before = at ? text.slice(0, Number(at[1])).split("\n") : [];
    const where = at ? ` (line ${before.length}, column ${before.at(-1)!.length + 1})` : "";
    throw new ContentFileError(`${file}: not JSON: ${message}${where}`);
  }
}
