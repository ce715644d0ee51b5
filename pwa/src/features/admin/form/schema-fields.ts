/**
 * What a form can learn from a zod object schema: each field's default (zod 4 answers a `.default()`
 * when parsing `undefined`), whether a field is required (parsing `undefined` fails), and the object
 * schema of a repeatable group's rows.
 */
import { z } from "zod";

export type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export function fieldSchema(schema: ObjectSchema, name: string): z.ZodType | undefined {
  return schema.shape[name] as z.ZodType | undefined;
}

/** The schema's default for a field, or undefined when it has none. */
export function defaultOf(field: z.ZodType | undefined): unknown {
  if (!field) return undefined;
  const result = field.safeParse(undefined);
  return result.success ? result.data : undefined;
}

export function isRequiredBySchema(field: z.ZodType | undefined): boolean {
  return field ? !field.safeParse(undefined).success : false;
}

/** The object schema of one row of an array-of-objects field (through defaults and optionals). */
export function rowSchemaOf(field: z.ZodType | undefined): ObjectSchema | undefined {
  let current: unknown = field;
  while (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
    current = current.unwrap();
  }
  if (!(current instanceof z.ZodArray)) return undefined;
  const element: unknown = current.element;
  return element instanceof z.ZodObject ? (element as ObjectSchema) : undefined;
}

/** Every field's default, e.g. for a new group row. */
export function defaultsOf(schema: ObjectSchema): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, defaultOf(fieldSchema(schema, key))]));
}
