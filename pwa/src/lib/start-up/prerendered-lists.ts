/** Reading the API's lists (`{items}`) out of a pre-rendered page's answers (see prerendered-answers.ts). */
import type { Answers } from "./prerendered-answers";

/** The `items` list of the answer to `path`, if it has one. */
export function listAt<T>(answers: Answers, path: string): T[] | undefined {
  const items = (answers[path] as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : undefined;
}
