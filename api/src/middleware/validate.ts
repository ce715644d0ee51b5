/**
 * Request parsing through the shared zod schemas. Malformed JSON is a 400; a body of the wrong shape is a
 * 422 whose detail names the first problem. A problem the schema names by a message of the catalogs
 * (content/i18n/<lang>/errors.json: "nameRequired") is answered as that refusal, `{detail, key}`, with
 * no field name before it, since the screens show it to the family in their language.
 */
import type { Context } from "hono";
import type { z } from "zod";
import { idSchema } from "#shared/schemas/common";
import { HttpError, type ErrorKey, type Refusal } from "../errors";
import { serverTexts } from "../texts";

const isErrorKey = (message: string): message is ErrorKey => Object.hasOwn(serverTexts("errors", "en"), message);

export function formatIssues(error: z.ZodError): string | Refusal {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  if (isErrorKey(issue.message)) return { key: issue.message };
  if (issue.path.length === 0) return issue.message;
  return `${issue.path.join(".")}: ${issue.message}`;
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(422, formatIssues(result.error));
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new HttpError(415, "Content-Type must be application/json");
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
}

export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function queryOf<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}

/** A path id that is not a positive whole number cannot name anything: it is answered as not found. */
export function idParam(c: Context, what: string, name = "id"): number {
  const result = idSchema.safeParse(c.req.param(name));
  if (!result.success) throw new HttpError(404, `${what} not found`);
  return result.data;
}
