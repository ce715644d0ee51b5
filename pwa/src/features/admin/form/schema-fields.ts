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

/**
 * The schema under defaults, optionals and pipes. A zod 4 `.refine` stays the object schema it refines
 * (its checks run inside it), so a refined row still has its shape; a `.transform` or `z.preprocess`
 * is a pipe, read on its object side.
 */
function unwrapped(field: unknown): unknown {
  let current = field;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    else if (current instanceof z.ZodPipe) current = current.in instanceof z.ZodTransform ? current.out : current.in;
    else return current;
  }
}

/** The object schema of one row of an array-of-objects field (through defaults, optionals and pipes). */
export function rowSchemaOf(field: z.ZodType | undefined): ObjectSchema | undefined {
  const list = unwrapped(field);
  if (!(list instanceof z.ZodArray)) return undefined;
  const element = unwrapped(list.element);
  return element instanceof z.ZodObject ? (element as ObjectSchema) : undefined;
}

/** Every field's default, e.g. for a new group row. */
export function defaultsOf(schema: ObjectSchema): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, defaultOf(fieldSchema(schema, key))]));
}
