/** Reading the API's lists (`{items}`, the hunts' `{hunts}`) out of a pre-rendered page's answers (see prerendered-answers.ts). */
import type { Answers } from "./prerendered-answers";

/** The list the answer to `path` holds under `key`, if it has one. */
export function listIn<T>(answers: Answers, path: string, key: string): T[] | undefined {
  const list = (answers[path] as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as T[]) : undefined;
}

/** The `items` list of the answer to `path`, if it has one. */
export function listAt<T>(answers: Answers, path: string): T[] | undefined {
  return listIn<T>(answers, path, "items");
}
